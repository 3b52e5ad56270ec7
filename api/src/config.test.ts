import { describe, it, expect } from 'vitest';
import { authOptions, databaseOptions, loadApiConfig, rightsOptions } from './config.ts';

const DATABASE_URL = 'postgres://research@db.example.org:5432/research';

describe('loadApiConfig', () => {
  it('refuses to start with test sign-in in production, naming the setting', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production', DATABASE_URL, AUTH_TEST_MODE: 'true' })).toThrow(
      /The API cannot start[\s\S]*- AUTH_TEST_MODE: must not be true with NODE_ENV=production/,
    );
    expect(loadApiConfig({ NODE_ENV: 'test', AUTH_TEST_MODE: 'true' }).AUTH_TEST_MODE).toBe(true);
    expect(loadApiConfig({ NODE_ENV: 'production', DATABASE_URL }).AUTH_TEST_MODE).toBe(false);
  });

  it('defaults sign-in to no issuer, the API audience, test mode off, 30 minutes idle and 12 hours absolute', () => {
    expect(authOptions(loadApiConfig({}))).toEqual({
      issuer: undefined,
      audience: 'research-tool-api',
      testMode: false,
      idleMinutes: 30,
      absoluteHours: 12,
    });
  });

  it('reads the sign-in settings and lists every bad one', () => {
    const config = loadApiConfig({
      OIDC_ISSUER: 'https://id.example.org/oidc',
      OIDC_AUDIENCE: 'records',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
    });
    expect(authOptions(config)).toMatchObject({
      issuer: 'https://id.example.org/oidc',
      audience: 'records',
      idleMinutes: 15,
      absoluteHours: 8,
    });
    expect(() => loadApiConfig({ OIDC_ISSUER: 'not a url', SESSION_IDLE_MINUTES: '0', AUTH_TEST_MODE: 'yes' })).toThrow(
      /OIDC_ISSUER[\s\S]*AUTH_TEST_MODE[\s\S]*SESSION_IDLE_MINUTES|OIDC_ISSUER[\s\S]*SESSION_IDLE_MINUTES[\s\S]*AUTH_TEST_MODE/,
    );
  });

  it('keeps the file store beside the data folder unless told otherwise', () => {
    expect(loadApiConfig({ DATA_DIR: '/srv/rt' }).FILE_STORE_DIR).toBe('/srv/rt/files');
    expect(loadApiConfig({ DATA_DIR: '/srv/rt', FILE_STORE_DIR: '/mnt/scans' }).FILE_STORE_DIR).toBe('/mnt/scans');
    expect(loadApiConfig({ DATA_DIR: 'memory://' }).FILE_STORE_DIR).not.toMatch(/^memory:/);
  });

  it('keeps the files in a bucket only when FILE_STORE_BUCKET is set, in us-east-1 at its top by default', () => {
    expect(loadApiConfig({}).FILE_STORE_BUCKET).toBeUndefined();
    expect(loadApiConfig({ FILE_STORE_BUCKET: 'research-files' })).toMatchObject({
      FILE_STORE_BUCKET: 'research-files',
      FILE_STORE_S3_REGION: 'us-east-1',
      FILE_STORE_S3_PREFIX: '',
    });
    expect(() => loadApiConfig({ FILE_STORE_BUCKET: 'rt', FILE_STORE_S3_ENDPOINT: 'not a url' })).toThrow(
      /FILE_STORE_BUCKET[\s\S]*FILE_STORE_S3_ENDPOINT/,
    );
  });

  it('uses the local rights catalogue unless WRS_URL or MIS_URL is set, and lists bad rights settings', () => {
    expect(rightsOptions(loadApiConfig({}))).toEqual({
      wrsUrl: undefined,
      misUrl: undefined,
      timeoutMs: 4000,
      retries: 1,
    });
    const config = loadApiConfig({
      WRS_URL: 'https://wrs.example.org/api/wrs/',
      MIS_URL: 'http://mis:8080/api/mis',
      RIGHTS_TIMEOUT_MS: '2500',
      RIGHTS_RETRIES: '0',
    });
    expect(rightsOptions(config)).toEqual({
      wrsUrl: 'https://wrs.example.org/api/wrs',
      misUrl: 'http://mis:8080/api/mis',
      timeoutMs: 2500,
      retries: 0,
    });
    expect(() =>
      loadApiConfig({ WRS_URL: 'wrs.example.org', MIS_URL: 'ftp://mis.example.org', RIGHTS_TIMEOUT_MS: '0' }),
    ).toThrow(/WRS_URL[\s\S]*MIS_URL: must be an http or https address[\s\S]*RIGHTS_TIMEOUT_MS/);
  });

  it('loads the demo data into an empty database only outside production, unless told', () => {
    expect(loadApiConfig({}).SEED_ON_EMPTY).toBe(true);
    expect(loadApiConfig({ NODE_ENV: 'production', DATABASE_URL }).SEED_ON_EMPTY).toBe(false);
    expect(loadApiConfig({ NODE_ENV: 'production', DATABASE_URL, SEED_ON_EMPTY: 'true' }).SEED_ON_EMPTY).toBe(true);
    expect(loadApiConfig({ SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY).toBe(false);
  });

  it('refuses production without DATABASE_URL instead of keeping the data in an embedded database', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(
      /The API cannot start[\s\S]*- DATABASE_URL: is required in production/,
    );
    expect(loadApiConfig({ NODE_ENV: 'production', DATABASE_URL }).DATABASE_URL).toBe(DATABASE_URL);
    expect(loadApiConfig({}).DATABASE_URL).toBeUndefined();
  });

  it('gives PostgreSQL a pool of 10, a 30 s statement timeout and a 5 s connect timeout unless told, and lists bad ones', () => {
    expect(databaseOptions(loadApiConfig({ DATABASE_URL }))).toEqual({
      databaseUrl: DATABASE_URL,
      dataDir: './data',
      maxConnections: 10,
      statementTimeoutMs: 30_000,
      connectTimeoutMs: 5_000,
    });
    const config = loadApiConfig({
      DATABASE_URL,
      DATABASE_POOL_SIZE: '40',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    });
    expect(databaseOptions(config)).toMatchObject({
      maxConnections: 40,
      statementTimeoutMs: 0,
      connectTimeoutMs: 2000,
    });
    expect(() =>
      loadApiConfig({
        DATABASE_POOL_SIZE: '0',
        DATABASE_STATEMENT_TIMEOUT_MS: 'soon',
        DATABASE_CONNECT_TIMEOUT_MS: '-1',
      }),
    ).toThrow(/DATABASE_POOL_SIZE[\s\S]*DATABASE_STATEMENT_TIMEOUT_MS[\s\S]*DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it('gives requests in flight 25 s to finish after SIGTERM unless told, and refuses a grace that is no number of seconds', () => {
    expect(loadApiConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(25);
    expect(loadApiConfig({ SHUTDOWN_GRACE_SECONDS: '60' }).SHUTDOWN_GRACE_SECONDS).toBe(60);
    expect(() => loadApiConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadApiConfig({ SHUTDOWN_GRACE_SECONDS: 'a while' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
