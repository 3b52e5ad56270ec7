import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from './config.ts';
import { s3Credentials } from './files/open-store.ts';
import { readSecretFiles } from './secret-files.ts';

/** The names that may be given as files, as a service's settings are. */
const SETTINGS = ['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'METRICS_TOKEN', 'DATABASE_URL'];

const dir = mkdtempSync(path.join(os.tmpdir(), 'secret-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A secret file as `echo value > file` writes it (one line break at the end) unless told otherwise. */
function secret(name: string, contents: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, contents);
  return file;
}

describe('readSecretFiles', () => {
  it('reads NAME_FILE as NAME, without the line break at its end, and drops NAME_FILE', () => {
    const env = readSecretFiles(
      {
        SESSION_SECRET_FILE: secret('session_secret', 'a secret with spaces inside \n'),
        OIDC_CLIENT_SECRET_FILE: secret('oidc_client_secret', 'no-line-break'),
        METRICS_TOKEN_FILE: secret('metrics_token', 'windows-line\r\n'),
        PORT: '4000',
      },
      SETTINGS,
    );
    expect(env).toEqual({
      SESSION_SECRET: 'a secret with spaces inside ',
      OIDC_CLIENT_SECRET: 'no-line-break',
      METRICS_TOKEN: 'windows-line',
      PORT: '4000',
    });
  });

  it('leaves the environment it is given unchanged', () => {
    const given = { DATABASE_URL_FILE: secret('database_url', 'postgres://u:p@db:5432/research\n') };
    readSecretFiles(given, SETTINGS);
    expect(given).toEqual({ DATABASE_URL_FILE: path.join(dir, 'database_url') });
  });

  it('refuses NAME and NAME_FILE both set, naming both', () => {
    expect(() =>
      readSecretFiles(
        { SESSION_SECRET: 'x'.repeat(32), SESSION_SECRET_FILE: secret('both', 'y'.repeat(32)) },
        SETTINGS,
      ),
    ).toThrow(/SESSION_SECRET and SESSION_SECRET_FILE are both set/);
  });

  it('refuses a file it cannot read, naming the variable and the path', () => {
    const missing = path.join(dir, 'no-such-secret');
    expect(() => readSecretFiles({ OIDC_CLIENT_SECRET_FILE: missing }, SETTINGS)).toThrow(
      `- OIDC_CLIENT_SECRET_FILE: cannot read ${missing} (ENOENT)`,
    );
    expect(() => readSecretFiles({ METRICS_TOKEN_FILE: '' }, SETTINGS)).toThrow(/METRICS_TOKEN_FILE is empty/);
  });

  it('lists every wrong setting at once', () => {
    expect(() =>
      readSecretFiles(
        { SESSION_SECRET_FILE: path.join(dir, 'none'), METRICS_TOKEN: 'm', METRICS_TOKEN_FILE: secret('m', 'm') },
        SETTINGS,
      ),
    ).toThrow(/SESSION_SECRET_FILE: cannot read[\s\S]*METRICS_TOKEN and METRICS_TOKEN_FILE are both set/);
  });

  it("reads only the settings it is given: other *_FILE variables are paths by their own tools' standards", () => {
    const env = { SSL_CERT_FILE: '/etc/ssl/certs/ca-certificates.crt', TF_CLI_CONFIG_FILE: '/nowhere/.terraformrc' };
    expect(readSecretFiles(env, SETTINGS)).toEqual(env);
  });
});

describe('settings given as files, in the API', () => {
  it('loadApiConfig reads DATABASE_URL_FILE and METRICS_TOKEN_FILE, and no other *_FILE', () => {
    const config = loadApiConfig({
      NODE_ENV: 'production',
      DATABASE_URL_FILE: secret('api_database_url', 'postgres://research:s3cret@postgres:5432/research\n'),
      METRICS_TOKEN_FILE: secret('api_metrics_token', 'm'.repeat(16) + '\n'),
      TF_CLI_CONFIG_FILE: path.join(dir, 'not-a-setting'),
    });
    expect(config.DATABASE_URL).toBe('postgres://research:s3cret@postgres:5432/research');
    expect(config.METRICS_TOKEN).toBe('m'.repeat(16));
  });

  it('loadApiConfig refuses a secret file it cannot read, before anything starts', () => {
    expect(() => loadApiConfig({ DATABASE_URL_FILE: path.join(dir, 'gone') })).toThrow(
      /DATABASE_URL_FILE: cannot read .*gone/,
    );
  });

  it("the bucket's keys given as files reach the S3 client; otherwise the SDK's own chain finds them", () => {
    expect(
      s3Credentials({
        AWS_ACCESS_KEY_ID_FILE: secret('s3_access_key', 'research-files-api\n'),
        AWS_SECRET_ACCESS_KEY_FILE: secret('s3_secret_key', 'k'.repeat(40) + '\n'),
      }),
    ).toEqual({ accessKeyId: 'research-files-api', secretAccessKey: 'k'.repeat(40) });
    expect(s3Credentials({ AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'key' })).toBeUndefined();
    expect(() => s3Credentials({ AWS_ACCESS_KEY_ID_FILE: secret('only_one', 'id') })).toThrow(/needs both keys/);
  });
});
