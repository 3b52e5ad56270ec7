import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { credentialsKey, credentialsOf } from '../auth/credentials.ts';
import type { HttpOnlyCookie } from '../auth/http-only-cookie.ts';
import type { BffConfig } from '../config.ts';
import { logEvent } from '../log.ts';

/** How many requests each caller may make in one window. */
export type RateLimitSettings = Pick<
  BffConfig,
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'RATE_LIMIT_SIGN_IN_PER_ADDRESS'
  | 'RATE_LIMIT_TEST_SIGN_IN_PER_ADDRESS'
  | 'RATE_LIMIT_GRAPHQL_PER_SESSION'
  | 'RATE_LIMIT_GRAPHQL_PER_ADDRESS'
>;

/** The caller's address (behind a proxy, the one TRUST_PROXY lets Express read), IPv6 by its /56. */
const address = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * One limit: past it, 429 with Retry-After (and the standard RateLimit headers on every answer),
 * a message a person can act on, and a log line. Counted per process: each BFF replica keeps its own.
 */
function limiter(
  name: string,
  limit: number,
  windowSeconds: number,
  key: (req: Request) => string | undefined,
): RequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    // Requests this limit does not count (a GraphQL request with no session, for the per-session limit).
    skip: (req) => key(req) === undefined,
    keyGenerator: (req) => key(req) ?? '',
    handler: (req, res, _next, options) => {
      const retryAfter = res.getHeader('Retry-After');
      logEvent('warn', 'rate limit reached', { limit: name, ip: req.ip, path: req.path, retry_after: retryAfter });
      res.status(options.statusCode).json({
        message: `Too many requests: please wait ${String(retryAfter ?? windowSeconds)} seconds and try again.`,
        code: 'RATE_LIMITED',
      });
    },
  });
}

/** The limits of the BFF's doors: sign-in and test sign-in per address, GraphQL per session and per address. */
export function rateLimits(settings: RateLimitSettings, session: HttpOnlyCookie) {
  const windowSeconds = settings.RATE_LIMIT_WINDOW_SECONDS;
  const sessionKey = (req: Request) => {
    const credentials = credentialsOf(req, session);
    return credentials && credentialsKey(credentials);
  };
  return {
    signIn: limiter('sign-in', settings.RATE_LIMIT_SIGN_IN_PER_ADDRESS, windowSeconds, address),
    testSignIn: limiter('test-sign-in', settings.RATE_LIMIT_TEST_SIGN_IN_PER_ADDRESS, windowSeconds, address),
    graphql: [
      limiter('graphql-session', settings.RATE_LIMIT_GRAPHQL_PER_SESSION, windowSeconds, sessionKey),
      limiter('graphql-address', settings.RATE_LIMIT_GRAPHQL_PER_ADDRESS, windowSeconds, address),
    ],
  };
}
