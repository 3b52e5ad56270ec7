import { Agent, request } from 'node:http';

/** As much of a fetch Response as the bench reads. */
export type BenchResponse = {
  ok: boolean;
  status: number;
  text: () => Promise<string>;
  headers: { getSetCookie: () => string[] };
};

const agent = new Agent({ keepAlive: true });

/**
 * The bench's HTTP client: node:http over kept-alive connections, the way one service calls
 * another. Global fetch (undici) spends about half a millisecond a call on this machine in its own
 * streams and objects, which would be counted as the server's time, figure and baseline alike.
 */
export function benchFetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<BenchResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const body = Buffer.concat(chunks).toString('utf8');
        const cookies = res.headers['set-cookie'] ?? [];
        resolve({
          ok: status >= 200 && status < 300,
          status,
          text: async () => body,
          headers: { getSetCookie: () => cookies },
        });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
