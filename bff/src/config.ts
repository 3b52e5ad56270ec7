import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOG_LEVELS } from '@rt/api/observability';
import { readSecretFiles } from '@rt/api/secret-files';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Only for development and tests; production must set its own (see the refinement below). */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production';
const DEVELOPMENT_INTEGRATOR_SECRET = 'development-integrator-secret';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('127.0.0.1'),
    API_URL: z.string().url().default('http://127.0.0.1:4001'),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
    /** The address people open; redirect URIs, cookie names and the development issuer derive from it. */
    PUBLIC_URL: z.string().url().optional(),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The `aud` of access tokens meant for the records API. */
    OIDC_AUDIENCE: z.string().min(1).default('research-tool-api'),
    /** A scope some providers need before they issue an access token for the API (Entra ID: api://…/access_as_user). */
    OIDC_API_SCOPE: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DEV_INTEGRATOR_SECRET: z.string().min(16).default(DEVELOPMENT_INTEGRATOR_SECRET),
    AUTH_TEST_MODE: flag,
    /**
     * Which proxies in front of the BFF to believe about the caller's address and the host asked
     * for (Express's 'trust proxy'): 'false' (none, the default), 'true', a hop count, or addresses.
     */
    TRUST_PROXY: z.string().default('false'),
    /**
     * The Redis every BFF replica shares (docs/decisions/071): rate-limit counters, persisted
     * queries, and sign-out and role-change notices for the caller cache. Unset: all of these in
     * memory, right for one BFF process only.
     */
    REDIS_URL: z
      .string()
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// address')
      .optional(),
    /** The start of every key and channel name the BFF uses in Redis, so deployments can share one. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -')
      .default('rt'),
    /**
     * The rate limits: requests allowed per window, counted in Redis across the replicas when
     * REDIS_URL is set, else per process (docs/decisions/023, 071).
     */
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_TEST_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
    RATE_LIMIT_GRAPHQL_PER_SESSION: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_GRAPHQL_PER_ADDRESS: z.coerce.number().int().min(1).default(3000),
    /** The query cost each caller may spend per window (docs/decisions/077). */
    GRAPHQL_COST_BUDGET: z.coerce.number().int().min(1).default(30_000),
    /** After SIGTERM, how long requests in flight may take to finish before they are cut (docs/decisions/067). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
    /** The least severe log lines written: fatal, error, warn, info, debug, trace or silent (docs/decisions/065). */
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /**
     * GET /metrics answers only `Authorization: Bearer <this>`; unset, /metrics is open outside
     * production and absent (404) in production, where this port is public.
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    const problem = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      problem('OIDC_ISSUER', 'set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none of them');
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.AUTH_TEST_MODE)
      problem(
        'AUTH_TEST_MODE',
        'must not be true with NODE_ENV=production: test sign-in lets anyone in by e-mail alone',
      );
    if (!env.SESSION_SECRET) problem('SESSION_SECRET', 'is required in production (at least 32 random characters)');
    // The development provider lets anyone pick any account: production signs in with a real one.
    if (!env.OIDC_ISSUER)
      problem('OIDC_ISSUER', 'is required in production (the development provider is not for real use)');
    else if (!env.OIDC_ISSUER.startsWith('https://')) problem('OIDC_ISSUER', 'must be an https address in production');
    if (!env.PUBLIC_URL?.startsWith('https://'))
      problem('PUBLIC_URL', 'must be the https address people open, in production');
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      SESSION_SECRET: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
      TRUST_PROXY: trustProxy(env.TRUST_PROXY),
    };
  });

/** Express's 'trust proxy' from its setting: a flag, a hop count, or a list of addresses and subnets. */
function trustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

export type BffConfig = z.infer<typeof schema>;

/**
 * What is allowed but likely wrong, logged as warnings at start: replicas (REDIS_URL) stand behind a
 * load balancer, and without TRUST_PROXY every person there counts as the balancer's address.
 */
export function startWarnings(config: Pick<BffConfig, 'NODE_ENV' | 'REDIS_URL' | 'TRUST_PROXY'>): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && config.REDIS_URL && config.TRUST_PROXY === false)
    warnings.push(
      'REDIS_URL is set (several replicas) but TRUST_PROXY is off: behind a load balancer every person counts as ' +
        "the balancer's address in the per-address rate limits and logs. Set TRUST_PROXY to the balancer " +
        '(e.g. loopback, a hop count, or its address).',
    );
  return warnings;
}

/** Parses the environment once; a bad value stops the BFF with a list of what is wrong. */
export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = schema.safeParse(readSecretFiles(env, Object.keys(schema.in.shape)));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The BFF cannot start; fix these settings:\n${problems}`);
  }
  return parsed.data;
}
