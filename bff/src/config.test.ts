import { describe, expect, it } from 'vitest';
import { loadBffConfig, startWarnings } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://research.example.org',
  OIDC_ISSUER: 'https://login.example.org/oauth2/default',
  OIDC_CLIENT_ID: 'research-tool',
  OIDC_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('BFF configuration', () => {
  it('runs in development with nothing set: its own provider, a fixed secret, localhost', () => {
    const config = loadBffConfig({});
    expect(config.PUBLIC_URL).toBe('http://localhost:4000');
    expect(config.OIDC_ISSUER).toBeUndefined();
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.AUTH_TEST_MODE).toBe(false);
  });

  it('accepts a complete production configuration', () => {
    expect(loadBffConfig(PRODUCTION).PUBLIC_URL).toBe('https://research.example.org');
  });

  it('refuses test sign-in in production', () => {
    expect(() => loadBffConfig({ ...PRODUCTION, AUTH_TEST_MODE: 'true' })).toThrow(
      /AUTH_TEST_MODE: must not be true with NODE_ENV=production/,
    );
  });

  it('refuses production without its own secret, a real provider or https', () => {
    const {
      SESSION_SECRET: _secret,
      OIDC_ISSUER: _issuer,
      OIDC_CLIENT_ID: _id,
      OIDC_CLIENT_SECRET: _s,
      ...bare
    } = PRODUCTION;
    expect(() => loadBffConfig({ ...bare, PUBLIC_URL: 'http://research.example.org' })).toThrow(
      /SESSION_SECRET: is required[\s\S]*OIDC_ISSUER: is required[\s\S]*PUBLIC_URL: must be the https address/,
    );
  });

  it('wants the provider settings all together or not at all, and a secret of 32 characters', () => {
    expect(() => loadBffConfig({ OIDC_ISSUER: 'https://login.example.org' })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/,
    );
    expect(() => loadBffConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('gives requests in flight 25 s to finish after SIGTERM unless told, and refuses a grace that is no number of seconds', () => {
    expect(loadBffConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(25);
    expect(loadBffConfig({ SHUTDOWN_GRACE_SECONDS: '60' }).SHUTDOWN_GRACE_SECONDS).toBe(60);
    expect(() => loadBffConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadBffConfig({ SHUTDOWN_GRACE_SECONDS: 'a while' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('shares its counters in Redis only when REDIS_URL names one, under a prefix of its own', () => {
    expect(loadBffConfig({}).REDIS_URL).toBeUndefined();
    expect(loadBffConfig({}).REDIS_KEY_PREFIX).toBe('rt');
    const shared = loadBffConfig({
      REDIS_URL: 'rediss://:pw@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'research:prod',
    });
    expect(shared.REDIS_URL).toBe('rediss://:pw@cache.internal:6380/2');
    expect(shared.REDIS_KEY_PREFIX).toBe('research:prod');
    expect(() => loadBffConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/REDIS_URL: must be a redis:/);
    expect(() => loadBffConfig({ REDIS_URL: 'cache.internal' })).toThrow(/REDIS_URL/);
    expect(() => loadBffConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('warns at start when replicas (REDIS_URL) run in production without TRUST_PROXY', () => {
    const replicas = { ...PRODUCTION, REDIS_URL: 'redis://cache.internal:6379' };
    expect(startWarnings(loadBffConfig(replicas))).toEqual([expect.stringMatching(/TRUST_PROXY is off/)]);
    expect(startWarnings(loadBffConfig({ ...replicas, TRUST_PROXY: 'loopback' }))).toEqual([]);
    expect(startWarnings(loadBffConfig(PRODUCTION))).toEqual([]);
    expect(startWarnings(loadBffConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toEqual([]);
  });
});
