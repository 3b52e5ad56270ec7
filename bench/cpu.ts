/**
 * What a figure costs in CPU rather than in wall time (bench/capacity.ts): the CPU of this process
 * during the figure's own calls (the BFF, the API and the bench's client all run in it; the
 * baseline's calls are left out), and the CPU of the API's PostgreSQL backends over the whole
 * figure, told from the bench's own connections by their application_name and read from
 * /proc/<pid>/schedstat (nanoseconds on CPU), so only for a PostgreSQL on this machine. The
 * parallel workers of a statement come and go within it and are not counted: a statement with a
 * parallel plan (the statistics on a large batch or researcher) costs more than its backend shows.
 */
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { observeMeasures } from './measure.ts';

/** Milliseconds of CPU per call of one figure; postgresMs is null when PostgreSQL is not on this machine. */
export type CpuPerCall = { nodeMs: number; postgresMs: number | null };

/** Nanoseconds on CPU of a process of this machine, or null when there is none of that pid (any more). */
async function onCpu(pid: number): Promise<number | null> {
  try {
    return Number((await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ')[0]);
  } catch {
    return null;
  }
}

/** Whether the backends of `pool` are processes of this machine (PostgreSQL's backends name themselves `postgres: …`). */
async function backendsAreLocal(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  try {
    return (await readFile(`/proc/${rows[0].pid}/cmdline`, 'utf8')).startsWith('postgres');
  } catch {
    return false;
  }
}

/** Nanoseconds on CPU so far of each backend of this database named `applicationName`. */
async function backendsOnCpu(pool: pg.Pool, applicationName: string): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
    [applicationName],
  );
  const nanoseconds = new Map<number, number>();
  for (const { pid } of rows) {
    const ns = await onCpu(pid);
    if (ns !== null) nanoseconds.set(pid, ns);
  }
  return nanoseconds;
}

/**
 * Runs `run`, counting the CPU of each figure measured meanwhile (bench/measure.ts), in the order
 * they were measured. The backends of `applicationName` are read at each figure's start and end:
 * one born meanwhile counts whole, one closed meanwhile is missed (the pools keep theirs while busy).
 */
export async function countingCpu<T>(
  pool: pg.Pool,
  applicationName: string,
  run: () => Promise<T>,
): Promise<{ result: T; cpu: CpuPerCall[] }> {
  const local = await backendsAreLocal(pool);
  const cpu: CpuPerCall[] = [];
  let nodeMicros = 0;
  let calls = 0;
  observeMeasures({
    figure: async (runFigure) => {
      nodeMicros = 0;
      calls = 0;
      const before = local ? await backendsOnCpu(pool, applicationName) : null;
      const result = await runFigure();
      let postgresMs: number | null = null;
      if (before) {
        const after = await backendsOnCpu(pool, applicationName);
        let ns = 0;
        for (const [pid, total] of after) ns += total - (before.get(pid) ?? 0);
        postgresMs = ns / 1e6 / calls;
      }
      cpu.push({ nodeMs: nodeMicros / 1000 / calls, postgresMs });
      return result;
    },
    call: async (f) => {
      const start = process.cpuUsage();
      try {
        return await f();
      } finally {
        const used = process.cpuUsage(start);
        nodeMicros += used.user + used.system;
        calls++;
      }
    },
  });
  try {
    return { result: await run(), cpu };
  } finally {
    observeMeasures(undefined);
  }
}
