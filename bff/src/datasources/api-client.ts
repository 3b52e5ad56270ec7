import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type SearchParams = Record<string, string | number | undefined>;
export type CallOptions = { headers?: Record<string, string>; searchParams?: SearchParams; json?: unknown };

/** The API answered with an error status; `body` is its JSON answer (or the text, if not JSON). */
export class UpstreamHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The records API answered ${status}`);
    this.name = 'UpstreamHttpError';
  }
}

/** No answer at all: refused or dropped connection, or no answer within the timeout. */
export class UpstreamRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'UpstreamRequestError';
  }
}

/** The longest a kept-alive connection to the API stays open unused (shorter if the API says so). */
const IDLE_SOCKET_MS = 4_000;

export type ApiClient = { call<T>(method: Method, path: string, options?: CallOptions): Promise<T> };

/**
 * One HTTP client per process over keep-alive connections to the API, on node:http itself: the
 * BFF's every GraphQL request makes at least one call, and a general-purpose client's per-call
 * option handling costs more than the call's own work. Paths are relative to `<apiUrl>/api/`.
 */
export function createApiClient(apiUrl: string, timeoutMs: number): ApiClient {
  const base = new URL('/api/', apiUrl);
  const https = base.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  // An idle connection is closed by this side first, a second before the API's announced keep-alive
  // timeout (Node applies that hint only when the agent has a timeout of its own): otherwise a call
  // sent as the API closes the connection fails, and a write is never repeated.
  const agentOptions = { keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS };
  const agent = https ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const prefix = base.pathname;

  const once = <T>(method: Method, path: string, { headers = {}, searchParams, json }: CallOptions): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const req = send(
        {
          agent,
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method,
          path: prefix + path + query(searchParams),
          headers: {
            accept: 'application/json',
            ...headers,
            ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (res) => {
          readBody(res).then((parsed) => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(parsed as T);
            else reject(new UpstreamHttpError(status, parsed));
          }, reject);
        },
      );
      // The whole call, answer included, within the timeout; never a hang.
      const timer = setTimeout(() => req.destroy(new UpstreamRequestError(`No answer within ${timeoutMs} ms`, 'ETIMEDOUT')), timeoutMs);
      const done = () => clearTimeout(timer);
      req.on('close', done);
      req.on('error', (error: NodeJS.ErrnoException) => {
        done();
        reject(error instanceof UpstreamRequestError ? error : new UpstreamRequestError(error.message, error.code));
      });
      req.end(body);
    });

  return {
    async call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
      try {
        return await once<T>(method, path, options);
      } catch (error) {
        // Reads are idempotent: one more try after a dropped connection; writes are never repeated.
        // Not on an error status: the API has already retried its own upstreams (WRS, MIS) by then.
        if (method !== 'GET' || !(error instanceof UpstreamRequestError) || error.code === 'ETIMEDOUT') throw error;
        return once<T>(method, path, options);
      }
    },
  };
}

function query(params?: SearchParams): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function readBody(res: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('error', (error: NodeJS.ErrnoException) => reject(new UpstreamRequestError(error.message, error.code)));
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}
