#!/usr/bin/env node
// Starts the whole product: the records API, then, once it answers ready, the BFF serving the web
// app on one port; says the product is ready only when both are.
//
//   npm start      production mode (NODE_ENV=production): the settings of README "Production" are required
//   npm run demo   --demo: development mode on the embedded database, with the demo data and the
//                  development sign-in listing the demo accounts
//   npm run dev    --dev: as --demo, with reload on change and the Vite dev server (it proxies /graphql)
//
// A NODE_ENV set in the environment is kept as it is (the end-to-end tests run with NODE_ENV=test).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const demo = dev || process.argv.includes('--demo');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const nodeEnv = process.env.NODE_ENV ?? (demo ? 'development' : 'production');
const production = nodeEnv === 'production';
/** How long each service may take to answer ready (the first start loads the demo data). */
const READY_WITHIN_MS = 180_000;

if (!dev && !existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The address people open, and where the BFF finds the API: API_PORT and API_HOST reach both
// services, unless API_URL names another place for the API.
const port = process.env.PORT ?? '4000';
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const apiPort = process.env.API_PORT ?? '4001';
const apiHost = process.env.API_HOST ?? '127.0.0.1';
const apiUrl =
  process.env.API_URL ?? `http://${apiHost === '0.0.0.0' || apiHost === '::' ? '127.0.0.1' : apiHost}:${apiPort}`;
const bffUrl = `http://${process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1'}:${port}`;

const common = { ...process.env, NODE_ENV: nodeEnv, PUBLIC_URL: publicUrl, API_PORT: apiPort, API_HOST: apiHost };
const bffEnv = { ...common, API_URL: apiUrl };
// Outside production, without a provider of its own, the BFF serves one at /oidc and the API must
// trust its tokens. In production the API trusts only the provider it is given.
const apiEnv = { ...common, ...(production || process.env.OIDC_ISSUER ? {} : { OIDC_ISSUER: `${publicUrl}/oidc` }) };

const children = [];
let stopping = false;
function run(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    if (production && name === 'BFF' && code !== 0) {
      console.error(
        '`npm start` runs in production mode; to try the product here with demo data and demo accounts, run `npm run demo`.',
      );
    }
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Waits until `url` answers 200 (its service's /readyz), or gives up after READY_WITHIN_MS. */
async function ready(name, url) {
  const until = Date.now() + READY_WITHIN_MS;
  while (!stopping) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return true;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) {
      console.error(`${name} did not answer ready at ${url} within ${READY_WITHIN_MS / 1000} s; stopping.`);
      stop(1);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const watch = dev ? ['watch', '--clear-screen=false'] : [];
run('API', tsx, [...watch, 'src/main.ts'], path.join(root, 'api'), apiEnv);
// The BFF starts once the API answers: a sign-in in the first seconds would otherwise fail.
if (await ready('The records API', `${apiUrl}/readyz`)) {
  run('BFF', tsx, [...watch, 'src/main.ts'], path.join(root, 'bff'), bffEnv);
  if (dev) run('Vite', path.join(root, 'node_modules', '.bin', 'vite'), [], path.join(root, 'web'), process.env);
  if (await ready('The BFF', `${bffUrl}/readyz`)) {
    console.log(`Ready (${nodeEnv} mode): ${publicUrl}${dev ? ' (hot reload: http://localhost:5173)' : ''}`);
  }
}
