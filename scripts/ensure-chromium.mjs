#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium. Install it when missing and we are root; otherwise say how.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log("Chromium is missing; installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `Chromium was not found at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
    'or set CHROMIUM_PATH to a Chromium binary.',
);
process.exit(1);
