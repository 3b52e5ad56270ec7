import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBffConfig } from './config.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bff-secret-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Production's settings with its secrets given as files, as docker-compose.yml gives them. */
function production(): NodeJS.ProcessEnv {
  const file = (name: string, contents: string) => {
    writeFileSync(path.join(dir, name), `${contents}\n`);
    return path.join(dir, name);
  };
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://research.example.org',
    OIDC_ISSUER: 'https://login.example.org/oauth2/default',
    OIDC_CLIENT_ID: 'research-tool',
    OIDC_CLIENT_SECRET_FILE: file('oidc_client_secret', 'client-secret-from-a-file'),
    SESSION_SECRET_FILE: file('session_secret', 's'.repeat(64)),
    METRICS_TOKEN_FILE: file('metrics_token', 'm'.repeat(32)),
  };
}

describe('BFF settings given as files (docs/decisions/069)', () => {
  it('reads SESSION_SECRET_FILE, OIDC_CLIENT_SECRET_FILE and METRICS_TOKEN_FILE as their settings', () => {
    const config = loadBffConfig(production());
    expect(config.SESSION_SECRET).toBe('s'.repeat(64));
    expect(config.OIDC_CLIENT_SECRET).toBe('client-secret-from-a-file');
    expect(config.METRICS_TOKEN).toBe('m'.repeat(32));
  });

  it('refuses SESSION_SECRET and SESSION_SECRET_FILE both set', () => {
    expect(() => loadBffConfig({ ...production(), SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /SESSION_SECRET and SESSION_SECRET_FILE are both set/,
    );
  });

  it("checks a file's value as it checks the setting's", () => {
    writeFileSync(path.join(dir, 'short_secret'), 'short\n');
    expect(() => loadBffConfig({ ...production(), SESSION_SECRET_FILE: path.join(dir, 'short_secret') })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });
});
