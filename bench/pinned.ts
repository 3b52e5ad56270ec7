/**
 * Chromium and the services on separate cores, as a researcher's own machine has the browser
 * apart from the servers: `taskset` keeps Chromium (and every process it starts) on the last core
 * and this process, which runs the API and the BFF, on the others, for the length of `run`.
 * PostgreSQL's server is not this process's child and goes on floating over every core.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM } from '../tests/chromium.ts';

/** What the pinned figures' names add. */
export const PINNED = 'pinned: Chromium on a core of its own, the services on the other';

/** Runs `run` with Chromium's launch options pinned; null when the machine has one core or no taskset. */
export async function withPinnedChromium<T>(run: (launch: LaunchOptions) => Promise<T>): Promise<T | null> {
  const cores = os.availableParallelism();
  if (cores < 2) return null;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const browserCore = String(cores - 1);
  const serviceCores = cores === 2 ? '0' : `0-${cores - 2}`;
  // Playwright starts Chromium by its path: a wrapper that starts it under taskset.
  const wrapper = path.join(mkdtempSync(path.join(os.tmpdir(), 'rt-pinned-')), 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${browserCore} '${CHROMIUM.executablePath}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  const pin = (list: string) =>
    execFileSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], { stdio: 'ignore' });
  pin(serviceCores);
  try {
    return await run({ ...CHROMIUM, executablePath: wrapper });
  } finally {
    pin(`0-${cores - 1}`);
  }
}
