import type { IncomingMessage } from 'node:http';

/** One cookie's value from the Cookie header, or undefined; a value that is not valid %-encoding is ignored. */
export function readCookie(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch (error) {
      if (error instanceof URIError) return undefined;
      throw error;
    }
  }
  return undefined;
}
