#!/usr/bin/env node
// npm run cluster: two API and two BFF replicas on one PostgreSQL database and one Redis, behind
// HAProxy (deploy/cluster/haproxy.cfg), on this machine: the shape of a production install with
// several replicas (README "Several replicas", docs/decisions/073). The compiled services run as
// `npm start` runs them; the settings are npm start's, plus REDIS_URL, which replicas need.
//
//   PORT          where people reach the BFFs through HAProxy (4000)
//   API_PORT      where the BFFs reach the APIs through HAProxy (4001)
//   BFF_1_PORT, BFF_2_PORT, API_1_PORT, API_2_PORT   the replicas' own ports (PORT+10, +11, +20, +21)
//
// It prints one JSON line `{"msg":"cluster ready",...}` naming each replica's pid and port, and
// stops everything on SIGTERM or SIGINT: the BFFs first, then the APIs (each drains), then HAProxy.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;

const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name] && !env[`${name}_FILE`]);
if (missing.length > 0) {
  console.error(
    `The cluster needs ${missing.join(' and ')}: its replicas share one PostgreSQL database and one Redis.`,
  );
  process.exit(2);
}
if (spawnSync('haproxy', ['-v']).error) {
  console.error('The cluster needs HAProxy: apt-get install -y haproxy');
  process.exit(2);
}

const port = Number(env.PORT ?? 4000);
const ports = {
  PORT: port,
  API_PORT: Number(env.API_PORT ?? port + 1),
  BFF_1_PORT: Number(env.BFF_1_PORT ?? port + 10),
  BFF_2_PORT: Number(env.BFF_2_PORT ?? port + 11),
  API_1_PORT: Number(env.API_1_PORT ?? port + 20),
  API_2_PORT: Number(env.API_2_PORT ?? port + 21),
};
const nodeEnv = env.NODE_ENV ?? 'production';
const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${ports.PORT}`).replace(/\/+$/, '');

// The compiled services and the web app, built when missing (npm start builds them the same way).
// (WEB_DIST names another folder for the web app, as with npm start.)
for (const [built, command, args] of [
  [
    env.WEB_DIST ? path.join(env.WEB_DIST, 'index.html') : path.join(root, 'web', 'dist', 'index.html'),
    'npm',
    ['run', 'build', '-w', 'web'],
  ],
  [path.join(root, 'api', 'dist', 'main.js'), process.execPath, [path.join(root, 'scripts', 'build-services.mjs')]],
])
  if (!existsSync(built) && spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const children = [];
function start(name, command, args, cwd, childEnv) {
  const child = spawn(command, args, { cwd, env: childEnv, stdio: 'inherit' });
  children.push({ name, child });
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? code}); the others go on`);
  });
  return child;
}

const common = { ...env, NODE_ENV: nodeEnv, PUBLIC_URL: publicUrl };
const service = (dir) => {
  const instrument = existsSync(path.join(dir, 'dist', 'instrument.js')) ? ['--import', './dist/instrument.js'] : [];
  return ['--enable-source-maps', ...instrument, 'dist/main.js'];
};
const haproxy = start('HAProxy', 'haproxy', ['-db', '-f', path.join(root, 'deploy', 'cluster', 'haproxy.cfg')], root, {
  ...env,
  BIND_HOST: env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1',
  ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
});
const apiDir = path.join(root, 'api');
const bffDir = path.join(root, 'bff');
const apiEnv = {
  ...common,
  // Outside production the development provider answers at PUBLIC_URL/oidc, as with npm start.
  ...(nodeEnv === 'production' || env.OIDC_ISSUER ? {} : { OIDC_ISSUER: `${publicUrl}/oidc` }),
  API_HOST: '127.0.0.1',
};
const replicas = [
  { name: 'api1', dir: apiDir, env: { ...apiEnv, API_PORT: String(ports.API_1_PORT) }, port: ports.API_1_PORT },
  { name: 'api2', dir: apiDir, env: { ...apiEnv, API_PORT: String(ports.API_2_PORT) }, port: ports.API_2_PORT },
];
const bffEnv = (own) => ({
  ...common,
  PORT: String(own),
  HOST: '127.0.0.1',
  API_URL: `http://127.0.0.1:${ports.API_PORT}`,
  // HAProxy on this machine is the proxy whose X-Forwarded-For names the person.
  TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
});
const bffs = [
  { name: 'bff1', dir: bffDir, env: bffEnv(ports.BFF_1_PORT), port: ports.BFF_1_PORT },
  { name: 'bff2', dir: bffDir, env: bffEnv(ports.BFF_2_PORT), port: ports.BFF_2_PORT },
];

const ready = async (port) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
  } catch {
    return false;
  }
};
async function startReplicas(list) {
  const started = list.map((r) => ({ ...r, pid: start(r.name, process.execPath, service(r.dir), r.dir, r.env).pid }));
  const deadline = Date.now() + 180_000;
  for (const r of started)
    while (!(await ready(r.port))) {
      if (Date.now() > deadline || stopping) throw new Error(`${r.name} did not become ready`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  return started;
}

/** Until HAProxy sends `port`'s requests to every one of `names` (it marks a replica up after two checks). */
async function balanced(port, names) {
  const seen = new Set();
  const deadline = Date.now() + 60_000;
  while (seen.size < names.length) {
    if (Date.now() > deadline || stopping) throw new Error(`HAProxy did not reach ${names.join(' and ')}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (answer.ok) seen.add(answer.headers.get('x-served-by'));
    } catch {
      // HAProxy itself may not listen yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // People's doors first, then the services they call, then the balancer.
  for (const group of [['bff1', 'bff2'], ['api1', 'api2'], ['HAProxy']]) {
    const running = children.filter((c) => group.includes(c.name) && c.child.exitCode === null && !c.child.signalCode);
    await Promise.all(
      running.map(
        ({ child }) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

try {
  // The APIs first: both migrate the database at start, one at a time under its lock.
  const apis = await startReplicas(replicas);
  const fronts = await startReplicas(bffs);
  await balanced(ports.API_PORT, ['api1', 'api2']);
  await balanced(ports.PORT, ['bff1', 'bff2']);
  console.log(
    JSON.stringify({
      msg: 'cluster ready',
      url: publicUrl,
      haproxy: haproxy.pid,
      replicas: [...apis, ...fronts].map(({ name, pid, port }) => ({ name, pid, port })),
    }),
  );
} catch (error) {
  console.error(error.message);
  await stop(1);
}
