import got, { RequestError } from 'got';
import { forwardedRequestId } from '@rt/api/observability';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

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

/** Connection failures after which a read is tried once more; a timeout is not one of them. */
const RETRIED_ERRORS = ['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN'];

export type ApiClient = { call<T>(method: Method, path: string, options?: CallOptions): Promise<T> };

/**
 * One got client per process over keep-alive connections to the API; paths are relative to
 * `<apiUrl>/api/`. An error status is the API's answer (UpstreamHttpError, with its JSON body); no
 * answer at all is an UpstreamRequestError.
 */
export function createApiClient(apiUrl: string, timeoutMs: number): ApiClient {
  // An idle connection is closed by this side first, a second before the API's announced keep-alive
  // timeout (Node applies that hint only when the agent has a timeout of its own): otherwise a call
  // sent as the API closes the connection fails, and a write is never repeated.
  const agentOptions = { keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS };
  const client = got.extend({
    prefixUrl: new URL('/api/', apiUrl).toString(),
    agent: { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) },
    // The whole call, answer included, within the timeout; never a hang.
    timeout: { request: timeoutMs },
    // Reads are idempotent: one more try, at once, after a dropped connection; writes are never
    // repeated. Not on an error status: the API has already retried its own upstreams (WRS, MIS).
    retry: {
      limit: 1,
      methods: ['GET'],
      statusCodes: [],
      errorCodes: RETRIED_ERRORS,
      calculateDelay: ({ computedValue }) => (computedValue === 0 ? 0 : 1),
    },
    followRedirect: false,
    // The API answers uncompressed JSON on the same machine or network: no stream to decode through.
    decompress: false,
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
  });

  return {
    async call<T>(method: Method, path: string, { headers, searchParams, json }: CallOptions = {}): Promise<T> {
      let response;
      try {
        response = await client(path, {
          method,
          // The BFF request's id, so one search of the logs finds both services' lines.
          headers: { ...forwardedRequestId(), ...headers },
          searchParams: present(searchParams),
          ...(json === undefined ? {} : { json }),
        });
      } catch (error) {
        if (error instanceof RequestError) throw new UpstreamRequestError(error.message, error.code);
        throw error;
      }
      const body = parse(response.body);
      if (response.statusCode >= 200 && response.statusCode < 300) return body as T;
      throw new UpstreamHttpError(response.statusCode, body);
    },
  };
}

function present(params?: SearchParams): Record<string, string | number> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}

/** The answer's JSON, or its text when it is no JSON (a proxy's error page). */
function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
