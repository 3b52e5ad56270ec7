import { ApiError } from '../../http/api-error.ts';
import { logEvent } from '../../log.ts';

export type SystemName = 'WRS' | 'MIS';
export type CallLimits = { timeoutMs: number; retries: number };
type Query = Record<string, string | number | undefined>;

/** Pause between tries, so a system that is restarting gets a moment. */
const RETRY_PAUSE_MS = 200;

type Failure = { kind: 'timeout' } | { kind: 'unreachable'; reason: string } | { kind: 'status'; status: number };

/** What the researcher reads when the system failed every try (the BFF passes the message on). */
function failureError(system: SystemName, failure: Failure, attempts: number): ApiError {
  const who = `The rights system (${system})`;
  const details = { system, attempts };
  switch (failure.kind) {
    case 'timeout':
      return new ApiError('UPSTREAM_TIMEOUT', `${who} did not answer in time, please try again`, details);
    case 'unreachable':
      return new ApiError('UPSTREAM_FAILED', `${who} could not be reached, please try again`, details);
    case 'status':
      return new ApiError('UPSTREAM_FAILED', `${who} failed (HTTP ${failure.status}), please try again`, details);
  }
}

/** Statuses worth another try: the system is busy, restarting or failed this once. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * One real rights system over HTTP. Every call is a read, so a timeout, a dropped connection or a
 * 5xx is tried again up to `retries` times; each try is bounded by `timeoutMs`, so a stalled system
 * costs at most (retries + 1) × timeout before the caller gets a clear error. Answers are the
 * system's JSON (unwrapped from a `{ data }` envelope if it has one); a 404 answers undefined.
 */
export function rightsSystem(system: SystemName, baseUrl: string, limits: CallLimits) {
  async function call<T>(method: 'GET' | 'POST', path: string, query?: Query, body?: unknown): Promise<T | undefined> {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    let failure: Failure = { kind: 'timeout' };
    const attempts = limits.retries + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      try {
        const response = await fetch(url, {
          method,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(limits.timeoutMs),
        });
        const text = await response.text();
        if (retryable(response.status)) {
          failure = { kind: 'status', status: response.status };
        } else {
          return answer<T>(system, response.status, text);
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        failure =
          error instanceof Error && error.name === 'TimeoutError'
            ? { kind: 'timeout' }
            : { kind: 'unreachable', reason: String((error as Error & { cause?: unknown }).cause ?? error) };
      }
      logEvent('warn', 'rights system call failed', { system, path, attempt, of: attempts, ...failure });
    }
    throw failureError(system, failure, attempts);
  }
  return {
    get: <T>(path: string, query: Query) => call<T>('GET', path, query),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, undefined, body),
  };
}
export type RightsSystem = ReturnType<typeof rightsSystem>;

function answer<T>(system: SystemName, status: number, text: string): T | undefined {
  if (status === 404) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('UPSTREAM_FAILED', `The rights system (${system}) answered something unreadable`, { system });
  }
  if (status >= 400) {
    const message = (parsed as { message?: unknown })?.message;
    throw new ApiError(
      'UPSTREAM_FAILED',
      `The rights system (${system}) refused the request${typeof message === 'string' ? `: ${message}` : ` (HTTP ${status})`}`,
      { system },
    );
  }
  const envelope = parsed as { data?: unknown };
  return (envelope && typeof envelope === 'object' && 'data' in envelope ? envelope.data : parsed) as T;
}
