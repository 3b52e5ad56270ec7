import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { freePort } from '../free-port.ts';

/**
 * The product installed and run as README "Production: first install" says, on this machine:
 * a fresh PostgreSQL database, a throw-away certificate authority, the agency's OpenID provider
 * over https (a process of its own), an S3-compatible bucket (s3rver), HAProxy terminating TLS in
 * front of the BFF, and `node scripts/start.mjs` with NODE_ENV=production running the compiled
 * services. Everything listens on 127.0.0.1 on free ports, and all of it is removed by `close`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Person = { email: string; name: string; password: string };

/** The two people of the smoke test: the agency's IT lead and a colleague. */
export const IT_LEAD: Person = { email: 'it.lead@agency.example', name: 'Ida Lead', password: 'ida-lead-password' };
export const COLLEAGUE: Person = {
  email: 'sam.colleague@agency.example',
  name: 'Sam Colleague',
  password: 'sam-colleague-password',
};

export type Stack = {
  /** The https address people open (HAProxy). */
  publicUrl: string;
  /** Puts a file in the product's bucket, as the agency's scanning puts source files there. */
  putFile: (key: string, body: Buffer) => Promise<void>;
  /** SIGTERM to `npm start`'s process; resolves with its exit code. */
  stopProduct: () => Promise<number | null>;
  /** What every process printed, for a failure's report. */
  output: () => string;
  close: () => Promise<void>;
};

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Runs a command to its end; a failure throws with what it printed. */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => (said += chunk));
    child.stderr.on('data', (chunk: Buffer) => (said += chunk));
    child.once('error', (error) => reject(new Error(`${command} could not run: ${error.message}`)));
    child.once('close', (code) =>
      code === 0 ? resolve(said) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${said}`)),
    );
  });
}

/** A CA made for this run, and a certificate it signed for 127.0.0.1 and localhost. */
async function throwAwayCertificates(folder: string) {
  const file = (name: string) => path.join(folder, name);
  const subject = (cn: string) => ['-subj', `/CN=${cn}`];
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    ...subject('Research tool smoke test CA'),
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', [
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
    ...subject('localhost'),
  ]);
  await writeFile(
    file('server.ext'),
    [
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      'authorityKeyIdentifier=keyid',
    ].join('\n'),
  );
  await run('openssl', [
    'x509',
    '-req',
    '-days',
    '1',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.pem'),
  ]);
  // HAProxy takes the certificate and its key in one file.
  const both = file('haproxy.pem');
  await writeFile(both, (await readFile(file('server.pem'), 'utf8')) + (await readFile(file('server.key'), 'utf8')));
  return { ca: file('ca.pem'), cert: file('server.pem'), key: file('server.key'), haproxy: both };
}

/**
 * A new database beside the one DATABASE_URL names (CI's), or on the local server. Answers
 * undefined when no PostgreSQL answers and none was named: production runs only on PostgreSQL.
 */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `rt_production_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    if (process.env.DATABASE_URL) throw error;
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Why the smoke test cannot run here, or undefined when it can. */
export function missingTools(): string | undefined {
  for (const [tool, args] of [
    ['openssl', ['version']],
    ['haproxy', ['-v']],
  ] as const) {
    if (spawnSync(tool, args).error)
      return `${tool} is not installed (apt-get install -y ${tool}); the production smoke test needs it`;
  }
  return undefined;
}

// s3rver ships no types; only what is used is declared.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(path.join(root, 'api', 'package.json'))('s3rver') as new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

const BUCKET = 'research-tool-files';
const S3_KEY = 'S3RVER';

/** Installs and starts the product; or answers why it cannot here (no PostgreSQL, no HAProxy). */
export async function startStack(): Promise<Stack | string> {
  const missing = missingTools();
  if (missing) return missing;
  const database = await freshDatabase();
  if (!database) return 'no PostgreSQL answers at 127.0.0.1:5432 and DATABASE_URL is not set';

  const folder = await mkdtemp(path.join(os.tmpdir(), 'rt-production-'));
  const children: ChildProcess[] = [];
  const said: string[] = [];
  let s3: S3rverServer | undefined;
  const close = async () => {
    for (const child of children.reverse())
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // Past the product's own grace (25 s), a process that still runs is not left behind.
        const hung = setTimeout(() => child.kill('SIGKILL'), 35_000);
        await exited;
        clearTimeout(hung);
      }
    await s3?.close();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  };

  /** Starts a long-running process; its output is kept, and `readyWhen` is awaited. */
  const start = async (
    name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    readyWhen: () => boolean | Promise<boolean>,
  ) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const keep = (chunk: Buffer) => said.push(`[${name}] ${chunk.toString()}`);
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + 120_000;
    while (!(await readyWhen())) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`${name} did not start (${child.exitCode ?? 'timed out'}):\n${said.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return child;
  };

  try {
    const certificates = await throwAwayCertificates(folder);
    const [publicPort, bffPort, apiPort, oidcPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const publicUrl = `https://127.0.0.1:${publicPort}`;
    const issuer = `https://127.0.0.1:${oidcPort}`;
    const client = { id: 'research-tool', secret: randomBytes(24).toString('hex') };
    const audience = 'research-tool-api';

    await mkdir(path.join(folder, 's3'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: path.join(folder, 's3'),
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;

    // The settings of README "Configuration" an agency sets, read by the commands and the services alike.
    const productEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      PORT: String(bffPort),
      API_PORT: String(apiPort),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: client.id,
      OIDC_CLIENT_SECRET: client.secret,
      OIDC_AUDIENCE: audience,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // HAProxy on this machine is the one proxy whose X-Forwarded-* headers count.
      TRUST_PROXY: 'loopback',
      FILE_STORE_BUCKET: BUCKET,
      FILE_STORE_S3_ENDPOINT: s3Endpoint,
      AWS_ACCESS_KEY_ID: S3_KEY,
      AWS_SECRET_ACCESS_KEY: S3_KEY,
      // The services trust the agency's CA, here the throw-away one, for the provider's https.
      NODE_EXTRA_CA_CERTS: certificates.ca,
    };

    // The first install, step by step (README "Production: first install"), while the services
    // around the product start; the reference data and the IT user need only the migrated database.
    const install = run('npm', ['run', 'db:migrate'], { env: productEnv }).then(() =>
      Promise.all([
        run('npm', ['run', 'import:reference', '--', 'examples/reference-data.jsonl'], { env: productEnv }),
        run('npm', ['run', 'users:add', '--', '--email', IT_LEAD.email, '--role', 'IT', '--name', IT_LEAD.name], {
          env: productEnv,
        }),
      ]),
    );
    // Awaited below; a failure meanwhile is not left unhandled.
    install.catch(() => {});

    const issuerUp = () => said.join('').includes(`OpenID provider ready: ${issuer}`);
    await start(
      'OpenID provider',
      process.execPath,
      [path.join(root, 'tests', 'production', 'oidc-provider.mjs')],
      {
        PATH: process.env.PATH,
        PORT: String(oidcPort),
        TLS_CERT: certificates.cert,
        TLS_KEY: certificates.key,
        CLIENT_ID: client.id,
        CLIENT_SECRET: client.secret,
        PUBLIC_URL: publicUrl,
        AUDIENCE: audience,
        ACCOUNTS: JSON.stringify([IT_LEAD, COLLEAGUE]),
      },
      issuerUp,
    );

    const haproxyConfig = path.join(folder, 'haproxy.cfg');
    await writeFile(
      haproxyConfig,
      `defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option forwardfor
frontend public
  bind 127.0.0.1:${publicPort} ssl crt ${certificates.haproxy}
  http-request set-header X-Forwarded-Proto https
  default_backend bff
backend bff
  server bff 127.0.0.1:${bffPort}
`,
    );
    await start('HAProxy', 'haproxy', ['-db', '-f', haproxyConfig], { PATH: process.env.PATH }, () =>
      accepts(publicPort),
    );

    await install;
    const product = await start('npm start', process.execPath, ['scripts/start.mjs'], productEnv, () =>
      said.join('').includes(`Ready (production mode): ${publicUrl}`),
    );
    const exited = new Promise<number | null>((resolve) => product.once('exit', (code) => resolve(code)));

    return {
      publicUrl,
      putFile: async (key, body) => {
        // The SDK's notice that its releases from 2027 need Node 22 says nothing about this test.
        process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
        const bucket = new S3Client({
          endpoint: s3Endpoint,
          region: 'us-east-1',
          forcePathStyle: true,
          credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
        });
        await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
        bucket.destroy();
      },
      stopProduct: async () => {
        product.kill('SIGTERM');
        return exited;
      },
      output: () => said.join(''),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
