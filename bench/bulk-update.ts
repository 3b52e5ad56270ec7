/**
 * The bulk update at scale (issue 15: "a 10,000-record bulk update with its dry run under 5 s"):
 * a coordinator sets a record field, a biblio field and a usage field on 10,000 records of the
 * largest unlocked batch through the real HTTP API, dry run then apply, sent as the screen sends
 * them (BULK_UPDATE_REQUEST_SIZE records a request, one after the other, the apply's requests
 * continuing one bulk change), each timed from the first request to the last answer; then undoes
 * it (timed, no target), which puts the values back for the next run.
 * BULK_UPDATE_RUNS (default 3) rounds, each with values of its own so every round writes.
 *
 * Beside the wall times it reports the CPU the dry run and apply used, this process's (the API
 * runs in it) and the database's backends' (read from /proc, PostgreSQL on this machine): on a
 * machine busy with other work the wall time stretches, the CPU time much less.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type pg from 'pg';
import { BULK_UPDATE_REQUEST_SIZE, inOneBulkChange } from '@rt/domain';
import { ms } from './figure.ts';
import { benchFetch } from './http-client.ts';
import { stats } from './stats.ts';

export const BULK_UPDATE_RECORDS = 10_000;
const RUNS = Math.max(1, Number(process.env.BULK_UPDATE_RUNS ?? 3));
const TARGET_MS = 5000;

type Answer = {
  message: string;
  data: { updated?: number; refused: unknown[]; bulk_change_id?: number | null; restored?: number };
};

export type BulkUpdateFigure = {
  name: string;
  p50: number;
  p99: number;
  calls: number;
  target: string;
  met: boolean;
  note: string;
};

async function post(url: string, cookie: string, body: unknown): Promise<{ ms: number; answer: Answer }> {
  const start = performance.now();
  const response = await benchFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, answer: JSON.parse(text) as Answer };
}

/**
 * One dry run or apply of `ids` as the screen sends it (its own `inOneBulkChange`: requests one
 * after the other, each after the first continuing the bulk change the first made): times summed,
 * counts added; a failed request fails the round.
 */
async function postInRequests(
  url: string,
  cookie: string,
  body: Record<string, unknown>,
  ids: readonly number[],
): Promise<{ ms: number; answer: Answer }> {
  const run = await inOneBulkChange(ids, async (part, bulkChangeId) => {
    const sent = await post(url, cookie, {
      ...body,
      ...(bulkChangeId === null ? {} : { bulk_change_id: Number(bulkChangeId) }),
      selected_ids: part,
    });
    const id = sent.answer.data.bulk_change_id;
    return { ...sent, result: { bulkChangeId: id === null || id === undefined ? null : String(id) } };
  });
  if (run.failure) throw run.failure.error;
  const data = run.results.map((r) => r.answer.data);
  return {
    ms: run.results.reduce((sum, r) => sum + r.ms, 0),
    answer: {
      message: run.results.at(-1)?.answer.message ?? '',
      data: {
        updated: data.reduce((sum, d) => sum + (d.updated ?? 0), 0),
        refused: data.flatMap((d) => d.refused),
        bulk_change_id: data[0]?.bulk_change_id ?? null,
      },
    },
  };
}

/** CPU milliseconds the database's server processes have used so far (0 where /proc cannot tell). */
async function databaseCpuMs(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const tick = 1000 / 100; // USER_HZ
  let ms = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // Not on this machine, or gone: not counted.
    }
  }
  return ms;
}

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function bulkUpdateBench(apiUrl: string, pool: pg.Pool, email: string): Promise<BulkUpdateFigure> {
  const login = await benchFetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ test_email: email }),
  });
  const session = (JSON.parse(await login.text()) as { data: { session: string } }).data.session;
  const cookie = `rt_session=${session}`;
  const { rows: batch } = await pool.query<{ id: number }>(
    `select d.batch_id as id from document_details d join batches b on b.id = d.batch_id
      where b.status is distinct from 'locked' group by d.batch_id order by count(*) desc limit 1`,
  );
  const { rows: records } = await pool.query<{ id: number }>(
    `select id from document_details where batch_id = $1 and external_reference_id like 'BENCH-%' order by id limit $2`,
    [batch[0].id, BULK_UPDATE_RECORDS],
  );
  const ids = records.map((r) => r.id);
  const dry: number[] = [];
  const apply: number[] = [];
  const undo: number[] = [];
  const nodeCpu: number[] = [];
  const databaseCpu: number[] = [];
  let updated = 0;
  let refused = 0;
  for (let run = 0; run < RUNS; run++) {
    const tag = `${Date.now().toString(36)}-${run}`;
    const body = {
      batch_id: batch[0].id,
      update_fields: [
        { resource: 'document_detail', field: 'other_information', value: `Bulk bench ${tag}` },
        { resource: 'biblio', field: 'publisher', value: `Bulk Bench Press ${tag}` },
        { resource: 'usage', field: 'times_copied', value: 41 + run },
      ],
      query: { filters: [], columns: [{ resource: 'biblio', field: 'publisher' }] },
    };
    const [node0, database0] = [processCpuMs(), await databaseCpuMs(pool)];
    const url = `${apiUrl}/api/bulk_edit/update_records`;
    const dryRun = await postInRequests(url, cookie, { ...body, dry_run: true }, ids);
    const applied = await postInRequests(url, cookie, body, ids);
    nodeCpu.push(processCpuMs() - node0);
    databaseCpu.push((await databaseCpuMs(pool)) - database0);
    const undone = await post(`${apiUrl}/api/bulk_edit/undo`, cookie, {
      bulk_change_id: applied.answer.data.bulk_change_id,
    });
    dry.push(dryRun.ms);
    apply.push(applied.ms);
    undo.push(undone.ms);
    updated = applied.answer.data.updated ?? 0;
    refused = applied.answer.data.refused.length;
    console.log(
      `[bulk-update] run ${run + 1}: dry run ${dryRun.ms.toFixed(0)} ms, apply ${applied.ms.toFixed(0)} ms ` +
        `(${updated} updated, ${refused} refused), undo ${undone.ms.toFixed(0)} ms (${undone.answer.data.restored} restored); ` +
        `CPU of dry run and apply: API ${nodeCpu[run].toFixed(0)} ms, database ${databaseCpu[run].toFixed(0)} ms`,
    );
  }
  const totals = dry.map((d, i) => d + apply[i]);
  const [d, a, u, t] = [dry, apply, undo, totals].map((samples) => stats(samples));
  const figure = {
    name:
      `Bulk update of ${ids.length.toLocaleString('en')} records of one batch through the API, dry run then apply ` +
      `in requests of ${BULK_UPDATE_REQUEST_SIZE.toLocaleString('en')} as the screen sends them ` +
      `(a record, a biblio and a usage field; ${updated.toLocaleString('en')} changed, ${refused} refused)`,
    p50: t.p50,
    p99: t.p99,
    calls: RUNS,
    target: `dry run + apply < ${TARGET_MS / 1000} s`,
    met: t.p99 < TARGET_MS,
    note:
      `dry run p50 ${d.p50.toFixed(0)} ms, apply p50 ${a.p50.toFixed(0)} ms; undo p50 ${u.p50.toFixed(0)} ms, no target; ` +
      `CPU p50 API ${stats(nodeCpu).p50.toFixed(0)} ms + database ${stats(databaseCpu).p50.toFixed(0)} ms on ${cpus().length} cores`,
  };
  console.log(`Bulk update: p50 ${ms(figure.p50)} (${figure.note})`);
  return figure;
}
