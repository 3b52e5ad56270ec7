#!/usr/bin/env node
// Fails when the generated types are stale: regenerate, then ask git whether anything changed.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' });
if (run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']).status !== 0) process.exit(1);
const diff = spawnSync('git', ['status', '--porcelain', '--', 'bff/src/__generated__', 'web/src/__generated__'], {
  encoding: 'utf8',
});
if (diff.stdout.trim()) {
  console.error(`Generated GraphQL types are stale; run \`npm run codegen\` and commit:\n${diff.stdout}`);
  process.exit(1);
}
console.log('Generated GraphQL types are up to date.');
