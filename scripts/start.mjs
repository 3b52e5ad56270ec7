#!/usr/bin/env node
// Starts the whole product: the records API, then the BFF serving the web app on one port.
// `--dev` adds the Vite dev server with hot reload (it proxies /graphql to the BFF).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

if (!dev && !existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The address people open. Without a provider of its own the BFF serves one at /oidc, and the API
// must trust that one's tokens; PUBLIC_URL and AUTH_TEST_MODE reach both services as they are.
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/+$/, '');
const bffEnv = { ...process.env, PUBLIC_URL: publicUrl };
const apiEnv = { ...bffEnv, OIDC_ISSUER: process.env.OIDC_ISSUER ?? `${publicUrl}/oidc` };

const children = [];
function run(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const watch = dev ? ['watch', '--clear-screen=false'] : [];
run('API', tsx, [...watch, 'src/main.ts'], path.join(root, 'api'), apiEnv);
run('BFF', tsx, [...watch, 'src/main.ts'], path.join(root, 'bff'), bffEnv);
if (dev) run('Vite', path.join(root, 'node_modules', '.bin', 'vite'), [], path.join(root, 'web'), process.env);
