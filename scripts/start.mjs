#!/usr/bin/env node
// Starts the whole product: the records API, then, once it answers ready, the BFF serving the web
// app on one port; says the product is ready only when both are.
//
//   npm start      production mode (NODE_ENV=production): the settings of README "Production" are required;
//                  runs the compiled services (node dist/main.js), compiling them first when their
//                  dist/ is missing or older than the sources (docs/decisions/066)
//   npm run demo   --demo: development mode on the embedded database, with the demo data and the
//                  development sign-in listing the demo accounts
//   npm run dev    --dev: as --demo, with reload on change and the Vite dev server (it proxies /graphql)
//
// A NODE_ENV set in the environment is kept as it is (the end-to-end tests run with NODE_ENV=test).
//
// SIGTERM or SIGINT stops the product without cutting a request (docs/decisions/067): the BFF
// drains first while the API still serves it, then the API; this exits once both have, with 0 when
// both stopped cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const demo = dev || process.argv.includes('--demo');
const nodeEnv = process.env.NODE_ENV ?? (demo ? 'development' : 'production');
const production = nodeEnv === 'production';
/** How long each service may take to answer ready (the first start loads the demo data). */
const READY_WITHIN_MS = 180_000;

// A WEB_DIST of the operator's own is served as it is (the BFF's setting).
if (!dev && !process.env.WEB_DIST && !existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The newest modification time of the files under `dir`, in ms (0 where an image ships no sources). */
function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

// Outside --demo and --dev the services run compiled; a checkout changed since the last build is built again.
const compiled = !demo;
if (compiled) {
  const outputs = ['api', 'bff'].map((service) => path.join(root, service, 'dist', 'main.js'));
  const built = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const sources = Math.max(...['api/src', 'bff/src', 'domain/src'].map((dir) => newest(path.join(root, dir))));
  if (built < sources) {
    console.log('Compiling the services (npm run build:services)…');
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-services.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

/**
 * How a service starts: compiled, `node dist/main.js`; else on the sources through tsx, watching
 * with --dev. Its OpenTelemetry setup (instrument), where written, is loaded before any other module.
 * --demo loads tsx into node itself: the tsx command passes a signal on and SIGKILLs a process that
 * has not acknowledged it within 30 ms, which can cut a drain short.
 */
function serviceCommand(service) {
  const dir = path.join(root, service);
  if (compiled) {
    const instrument = existsSync(path.join(dir, 'dist', 'instrument.js')) ? ['--import', './dist/instrument.js'] : [];
    return [process.execPath, ['--enable-source-maps', ...instrument, 'dist/main.js'], dir];
  }
  const instrument = existsSync(path.join(dir, 'src', 'instrument.ts')) ? ['--import', './src/instrument.ts'] : [];
  if (dev)
    return [
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['watch', '--clear-screen=false', ...instrument, 'src/main.ts'],
      dir,
    ];
  return [process.execPath, ['--import', 'tsx', ...instrument, 'src/main.ts'], dir];
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

/** The running processes by name ('API', 'BFF', 'Vite'), each with its exit code to come. */
const children = new Map();
let stopping = false;
function run(name, [command, args, cwd], env) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env });
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      // Ended by our SIGTERM before it could drain (still starting): no request was under way.
      resolve(code ?? (stopping && signal === 'SIGTERM' ? 0 : 1));
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
      if (production && name === 'BFF' && code !== 0) {
        console.error(
          '`npm start` runs in production mode; to try the product here with demo data and demo accounts, run `npm run demo`.',
        );
      }
      void stop(code || 1);
    });
  });
  children.set(name, { child, exited });
}

/** SIGTERM to `name` unless it has exited; resolves with its exit code. */
function end(name) {
  const running = children.get(name);
  if (!running) return Promise.resolve(0);
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGTERM');
  return running.exited;
}

/**
 * Stops the front first: the BFF finishes its requests (within SHUTDOWN_GRACE_SECONDS) while the API
 * still answers their calls, new connections included; then the API, which drains what is left.
 * Exits with `code`, or 1 when a service was not stopped cleanly (it cut requests).
 */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const [bff] = await Promise.all([end('BFF'), end('Vite')]);
  const api = await end('API');
  process.exit(code || (bff === 0 && api === 0 ? 0 : 1));
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

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

run('API', serviceCommand('api'), apiEnv);
// The BFF starts once the API answers: a sign-in in the first seconds would otherwise fail.
if (await ready('The records API', `${apiUrl}/readyz`)) {
  run('BFF', serviceCommand('bff'), bffEnv);
  if (dev) run('Vite', [path.join(root, 'node_modules', '.bin', 'vite'), [], path.join(root, 'web')], process.env);
  if (await ready('The BFF', `${bffUrl}/readyz`)) {
    console.log(`Ready (${nodeEnv} mode): ${publicUrl}${dev ? ' (hot reload: http://localhost:5173)' : ''}`);
  }
}
