/** A caller of the records API over real HTTP, answering the status and the parsed body. */
export type ApiAnswer<T = unknown> = { status: number; body: { message: string; data: T; code?: string } };

/** `headers` go with every call: a session cookie from signIn(), or an Authorization header. */
export function callApi(baseUrl: string, headers: Record<string, string> = {}) {
  const send = async <T>(path: string, init: RequestInit = {}): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
    // A file (GET /api/files/...) is no JSON: its body is left unread.
    const json = response.headers.get('content-type')?.startsWith('application/json');
    const body = json ? await response.json() : (await response.body?.cancel(), {});
    return { status: response.status, body: body as ApiAnswer<T>['body'] };
  };
  const withBody =
    (method: string) =>
    <T = unknown>(path: string, body: unknown) =>
      send<T>(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    get: <T = unknown>(path: string) => send<T>(path),
    post: withBody('POST'),
    put: withBody('PUT'),
    del: <T = unknown>(path: string) => send<T>(path, { method: 'DELETE' }),
  };
}
