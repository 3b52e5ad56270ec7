import { request } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One HTTP request exactly as given: the path is sent byte for byte (no URL normalisation of '..'
 * or percent-escapes, as fetch would do) and any Host header is kept, as an attacker sends them.
 */
export function sendRaw(
  baseUrl: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(baseUrl), { method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
