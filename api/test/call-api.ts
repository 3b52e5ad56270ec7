/** A caller of the records API over real HTTP, answering the status and the parsed body. */
export type ApiAnswer<T = unknown> = { status: number; body: { message: string; data: T; code?: string } };

export function callApi(baseUrl: string) {
  const send = async <T>(path: string, init?: RequestInit): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${baseUrl}/api${path}`, init);
    return { status: response.status, body: (await response.json()) as ApiAnswer<T>['body'] };
  };
  return {
    get: <T = unknown>(path: string) => send<T>(path),
    post: <T = unknown>(path: string, body: unknown) =>
      send<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
