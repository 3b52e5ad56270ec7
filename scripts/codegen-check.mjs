#!/usr/bin/env node
// Fails when generated types are stale: regenerate each kind, then ask git whether anything changed.
import { spawnSync } from 'node:child_process';

const GENERATED = [
  {
    what: 'GraphQL types',
    regenerate: 'npm run codegen',
    run: ['npx', 'graphql-codegen', '--config', 'codegen.ts', '--silent'],
    paths: ['bff/src/__generated__', 'web/src/__generated__'],
  },
  {
    what: 'database row types',
    regenerate: 'npm run codegen:db',
    run: ['npx', 'tsx', 'api/src/db/generate-types.ts'],
    paths: ['api/src/db/__generated__'],
  },
];

let stale = false;
for (const { what, regenerate, run, paths } of GENERATED) {
  if (spawnSync(run[0], run.slice(1), { stdio: 'inherit' }).status !== 0) process.exit(1);
  const diff = spawnSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' });
  if (diff.stdout.trim()) {
    console.error(`Generated ${what} are stale; run \`${regenerate}\` and commit:\n${diff.stdout}`);
    stale = true;
  } else {
    console.log(`Generated ${what} are up to date.`);
  }
}
if (stale) process.exit(1);
