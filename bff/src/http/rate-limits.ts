import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { credentialsKey, credentialsOf } from '../auth/credentials.ts';
import type { HttpOnlyCookie } from '../auth/http-only-cookie.ts';
import type { BffConfig } from '../config.ts';
import { logEvent } from '../log.ts';
import { sendRefusal } from './refusal.ts';
import type { SharedRedis } from '../redis/connect-redis.ts';

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
 * Where a limit counts: in Redis under `<REDIS_KEY_PREFIX>:rate-limit:<name>:`, shared by every BFF
 * replica, when REDIS_URL is set; else in this process's memory (express-rate-limit's own store).
 */
function storeFor(name: string, redis: SharedRedis | undefined): Store | undefined {
  if (!redis) return undefined;
  return new RedisStore({
    sendCommand: (...args: string[]) => redis.client.sendCommand(args) as Promise<RedisReply>,
    prefix: `${redis.key('rate-limit', name)}:`,
  });
}

/**
 * One limit: past it, 429 with Retry-After (and the standard RateLimit headers on every answer),
 * a message a person can act on, and a log line. Counted in Redis across the replicas when there
 * is one; should Redis fail, the request passes uncounted and the failure is logged (decision 071).
 */
function limiter(
  name: string,
  limit: number,
  windowSeconds: number,
  key: (req: Request) => string | undefined,
  redis: SharedRedis | undefined,
): RequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    store: storeFor(name, redis),
    // A limit guards against abuse; it is not access control (the API checks every call). Redis
    // away must not refuse everyone, so the request goes on uncounted.
    passOnStoreError: true,
    logger: {
      // A store failing with Redis away is logged once in a while, not once per request.
      error: (error, message = 'express-rate-limit failed') =>
        redis && message.includes('store')
          ? redis.trouble(`rate limit ${name}`, error)
          : logEvent('error', message, { limit: name, error: String(error) }),
      warn: (warning, message) =>
        logEvent('warn', message ?? 'rate limit warning', { limit: name, warning: String(warning) }),
    },
    // Requests this limit does not count (a GraphQL request with no session, for the per-session limit).
    skip: (req) => key(req) === undefined,
    keyGenerator: (req) => key(req) ?? '',
    handler: (req, res, _next, options) => {
      const retryAfter = res.getHeader('Retry-After');
      logEvent('warn', 'rate limit reached', { limit: name, ip: req.ip, path: req.path, retry_after: retryAfter });
      const seconds = Number(retryAfter ?? windowSeconds);
      sendRefusal(
        req,
        res,
        options.statusCode,
        'RATE_LIMITED',
        `Too many requests: please wait ${seconds} seconds and try again.`,
        { retryAfterSeconds: seconds },
      );
    },
  });
}

/**
 * The limits of the BFF's doors: sign-in and test sign-in per address, GraphQL per session and per
 * address. With `redis`, every replica counts in the same place.
 */
export function rateLimits(settings: RateLimitSettings, session: HttpOnlyCookie, redis?: SharedRedis) {
  const windowSeconds = settings.RATE_LIMIT_WINDOW_SECONDS;
  const sessionKey = (req: Request) => {
    const credentials = credentialsOf(req, session);
    return credentials && credentialsKey(credentials);
  };
  return {
    signIn: limiter('sign-in', settings.RATE_LIMIT_SIGN_IN_PER_ADDRESS, windowSeconds, address, redis),
    testSignIn: limiter('test-sign-in', settings.RATE_LIMIT_TEST_SIGN_IN_PER_ADDRESS, windowSeconds, address, redis),
    graphql: [
      limiter('graphql-session', settings.RATE_LIMIT_GRAPHQL_PER_SESSION, windowSeconds, sessionKey, redis),
      limiter('graphql-address', settings.RATE_LIMIT_GRAPHQL_PER_ADDRESS, windowSeconds, address, redis),
    ],
  };
}
