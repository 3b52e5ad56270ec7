import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS } from './observability/logger.ts';
import type { ConnectOptions } from './db/connect.ts';
import { readSecretFiles } from './secret-files.ts';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** Address of a real rights system: http(s) only, trailing slashes dropped. */
const systemUrl = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must be an http or https address')
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    API_HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    /** PostgreSQL connections each API process keeps at most (the server's max_connections is shared by every replica). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /** A statement running longer is cancelled (0: never); migrations and the CSV export's COPY lift it for themselves. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    /** How long to wait for a new PostgreSQL connection before the request fails (0: forever). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATA_DIR: z.string().default('./data'),
    /** Folder of the source files that records link to (manual data entry checks links against it). */
    FILE_STORE_DIR: z.string().min(1).optional(),
    /** An S3-compatible bucket to keep the files in instead of the folder (servers that share files). */
    FILE_STORE_BUCKET: z.string().min(3).optional(),
    /** The S3 endpoint of a bucket not on AWS (MinIO, Ceph...), e.g. http://minio:9000; path-style addresses are used then. */
    FILE_STORE_S3_ENDPOINT: z.string().url().optional(),
    FILE_STORE_S3_REGION: z.string().min(1).default('us-east-1'),
    /** A folder inside the bucket, e.g. 'research-tool/'; the bucket's top by default. */
    FILE_STORE_S3_PREFIX: z.string().default(''),
    /** Demo data on an empty database; by default only outside production (demo accounts have no place there). */
    SEED_ON_EMPTY: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** The OpenID provider whose access tokens the API accepts; without it nobody can sign in with a token. */
    OIDC_ISSUER: z.string().url().optional(),
    /** The `aud` the provider puts in access tokens meant for this API. */
    OIDC_AUDIENCE: z.string().min(1).default('research-tool-api'),
    /** Sign-in by e-mail alone, for automated tests; never in production. */
    AUTH_TEST_MODE: flag('false'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
    /** The real works system (WRS), e.g. https://wrs.example.org/api/wrs; unset: the local rights catalogue. */
    WRS_URL: systemUrl,
    /** The real recipients system (MIS), e.g. https://mis.example.org/api/mis; unset: the local rights catalogue. */
    MIS_URL: systemUrl,
    /** How long one call to WRS or MIS may take before it is abandoned (and tried again once). */
    RIGHTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
    /** Further tries of a failed or timed-out rights-system read (every rights call is a read). */
    RIGHTS_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
    /** After SIGTERM, how long requests in flight may take to finish before they are cut (docs/decisions/067). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
    /** How long a job may stay with a replica before another takes it up as lost (docs/decisions/072). */
    JOB_TAKEOVER_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
    /** The least severe log lines written: fatal, error, warn, info, debug, trace or silent (docs/decisions/065). */
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** When set, GET /metrics answers only `Authorization: Bearer <this>`; unset, it is open (the port is internal). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((config, ctx) => {
    // Without it production would quietly keep its data in an embedded database on this one server.
    if (!config.DATABASE_URL && config.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required in production (postgres://user:password@host:5432/database); the embedded database is for development only',
      });
    }
    if (config.AUTH_TEST_MODE && config.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_TEST_MODE'],
        message: 'must not be true with NODE_ENV=production: test sign-in lets anyone in by e-mail alone',
      });
    }
  })
  .transform((config) => ({
    ...config,
    SEED_ON_EMPTY: config.SEED_ON_EMPTY ?? config.NODE_ENV !== 'production',
    FILE_STORE_DIR: config.FILE_STORE_DIR ?? defaultFileStore(config.DATA_DIR),
  }));

/** Beside the embedded database; a database kept in memory has no folder, so the files go to the OS's temp folder. */
function defaultFileStore(dataDir: string): string {
  return dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'research-tool-files') : path.join(dataDir, 'files');
}

export type ApiConfig = z.infer<typeof schema>;

/** What sign-in and sessions need, apart from the environment so tests can set it directly. */
export type AuthOptions = {
  issuer?: string;
  audience: string;
  testMode: boolean;
  idleMinutes: number;
  absoluteHours: number;
};

/** Parses the environment once; a bad value stops the service (or the command `who`) with a list of what is wrong. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env, who = 'The API'): ApiConfig {
  const parsed = schema.safeParse(readSecretFiles(env, Object.keys(schema.in.shape)));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`${who} cannot start; fix these settings:\n${problems}`);
  }
  return parsed.data;
}

/** Where the rights lookups go: unset URLs mean the local catalogue answers. */
export type RightsOptions = { wrsUrl?: string; misUrl?: string; timeoutMs: number; retries: number };

export function rightsOptions(config: ApiConfig): RightsOptions {
  return {
    wrsUrl: config.WRS_URL,
    misUrl: config.MIS_URL,
    timeoutMs: config.RIGHTS_TIMEOUT_MS,
    retries: config.RIGHTS_RETRIES,
  };
}

export function authOptions(config: ApiConfig): AuthOptions {
  return {
    issuer: config.OIDC_ISSUER,
    audience: config.OIDC_AUDIENCE,
    testMode: config.AUTH_TEST_MODE,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
  };
}

/** Where the data lives and, on PostgreSQL, how the pool behaves; the API and every command line use it. */
export function databaseOptions(config: ApiConfig): ConnectOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    maxConnections: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  };
}
