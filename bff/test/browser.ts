/** What a browser received: every response's address, status, headers and body, for inspection. */
export type Received = { url: string; status: number; headers: [string, string][]; body: string };

/** One response as a test reads it. */
export type Page = { url: string; status: number; headers: Headers; text: string };

/**
 * Just enough of a browser for sign-in tests: keeps cookies per name (no domains or paths, one
 * site), follows redirects one by one and records everything it receives.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly received: Received[] = [];

  constructor(private readonly origin: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One request, no redirects followed. */
  async request(path: string, init: RequestInit = {}): Promise<Page> {
    const url = new URL(path, this.origin).href;
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    this.received.push({ url, status: res.status, headers: [...res.headers], body: text });
    return { url, status: res.status, headers: res.headers, text };
  }

  /** A request and the redirects after it, as a browser follows them; answers the last response. */
  async navigate(path: string, init: RequestInit = {}): Promise<Page> {
    let res = await this.request(path, init);
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 10) throw new Error(`too many redirects from ${path}`);
      const location = res.headers.get('location');
      if (!location) throw new Error(`a ${res.status} from ${res.url} without Location`);
      res = await this.request(new URL(location, res.url).href);
    }
    return res;
  }
}

/** Cookies as the server set them, attributes and all, from one response. */
export function setCookies(received: Received): string[] {
  return received.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value);
}
