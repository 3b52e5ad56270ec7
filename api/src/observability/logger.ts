import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

/** The LOG_LEVEL values, most to least severe; 'silent' logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Credentials never reach a log line, whatever a call site passes: the access lines name no headers
 * at all, and these fields are masked at the top of a line or in its `headers`. Named paths only:
 * wildcards would cost every line a walk over its fields.
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'password',
  'secret',
  'client_secret',
];
const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `headers["${field}"]`)];

/** What a request hands down to the lines logged while it is served. */
export type RequestScope = {
  /** The x-request-id the caller sent (when it is safe) or a new one, also sent back. */
  id: string;
  /** The logger whose lines carry this request's id. */
  log: Logger;
  /** The signed-in user, once known (the BFF learns it during GraphQL execution). */
  userId?: number;
  /** The GraphQL operation(s) of a BFF request. */
  operation?: string;
};

const scopes = new AsyncLocalStorage<RequestScope>();

/** The request being served here, if any. */
export const currentRequest = (): RequestScope | undefined => scopes.getStore();

/** Runs `next` (the rest of the middleware chain) as part of `scope`. */
export const runInRequest = (scope: RequestScope, next: () => void): void => scopes.run(scope, next);

/**
 * Lines from level error on standard error, the rest on standard output, as the services always
 * wrote them. Under vitest through console.error and console.log instead: the runner shows them
 * only for a failed test, and tests read them from a console spy.
 */
function destination(env: NodeJS.ProcessEnv): DestinationStream {
  const [out, err]: DestinationStream[] = env.VITEST
    ? [{ write: (line) => console.log(line.trimEnd()) }, { write: (line) => console.error(line.trimEnd()) }]
    : [pino.destination({ dest: 1, sync: true }), pino.destination({ dest: 2, sync: true })];
  return pino.multistream(
    [
      { level: 'trace', stream: out },
      { level: 'error', stream: err },
    ],
    { dedupe: true },
  );
}

export function levelOf(value: string | undefined): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : 'info';
}

/**
 * One JSON line per event: {"level":"info","when":"<ISO time>","service":"api",
 * "request_id":…, "msg":…, …fields}. The level comes from LOG_LEVEL (the config rejects a wrong one).
 */
export function createLogger(service: 'api' | 'bff', env: NodeJS.ProcessEnv = process.env): Logger {
  return pino(
    {
      level: levelOf(env.LOG_LEVEL),
      base: { service },
      timestamp: () => `,"when":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination(env),
  );
}

export type LogEvent = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

/**
 * `logEvent(level, msg, fields)` over `logger`: inside a request, through the request's logger, so
 * the line carries its id. The message comes before the fields, as the service always logged it.
 */
export function eventLogger(logger: Logger): LogEvent {
  return (level, msg, fields = {}) => {
    (currentRequest()?.log ?? logger)[level]({ msg, ...fields });
  };
}
