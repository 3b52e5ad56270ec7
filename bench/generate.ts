/**
 * Benchmark database: creates (or reuses) `rt_bench`, migrates it, seeds the demo data, then
 * multiplies the records to BENCH_RECORDS (default 1,000,000) with 1-5 biblios and 1-5 usages each
 * and their links, in set-based SQL (INSERT … SELECT over generate_series, 100,000 records a
 * transaction, the search table's rows written from the biblios as they are inserted), with the
 * secondary indexes dropped and built again after, then VACUUM (ANALYZE). About 0.25-0.4 ms a record
 * in all on 2 shared cores (1,000,000 in 4 minutes, 3,000,000 in 20), after a fixed 20-60 s to
 * migrate and seed the demo data.
 *
 *   BENCH_RECORDS=20000 npx tsx bench/generate.ts
 *
 * A marker table `bench_meta` records how many records were generated and in how many seconds; a
 * database that already holds at least BENCH_RECORDS records is reused as it is.
 */
import pg from 'pg';
import { connectDatabase } from '../api/src/db/connect.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { seedDatabase } from '../api/src/seed/seed.ts';
import { startBulkLoad } from './bulk-load.ts';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rt_bench';
export const BENCH_RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
/** Records at most this many of the generated ones are assigned to the demo researcher, so the queue stays a queue. */
const RESEARCHER_SHARE = 300;
const CHUNK = 100_000;

/** Words of the generated titles; two adjacent ones make a search that matches a few dozen records. */
const WORDS = (
  'harbour light river stone garden winter summer northern southern modern ancient theory practice history ' +
  'science letters voyage island mountain city country music poetry drama physics biology chemistry economics ' +
  'law medicine nursing teaching design systems networks language culture society health energy water forest ' +
  'ocean desert empire republic revolution journey memory shadow silver golden crimson emerald quiet broken ' +
  'hidden open secret public private early late first last new old great small young wild gentle'
).split(' ');

function log(message: string): void {
  console.log(`[generate ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected benchmark database name: ${name}`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${name}`);
      log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds the demo data once; answers the number of records the database holds. */
export async function migrateAndSeed(url: string): Promise<void> {
  const handle = await connectDatabase({ databaseUrl: url, maxConnections: 2 });
  try {
    await migrateToLatest(handle.db);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from users');
    await client.end();
    if (rows[0].n === 0) {
      await seedDatabase(handle.db, { scale: 'demo' });
      log('seeded the demo data');
    }
  } finally {
    await handle.close();
  }
}

/** Secondary indexes of the bulk-loaded tables, dropped during the load and built again after. */
const BULK_TABLES = ['document_details', 'biblios', 'usages', 'biblio_usages', 'biblio_search'];

/** Whoever holds a batch's records has the batch assigned, as Assign Records leaves it: only they may save them. */
async function assignBatchesOfRecords(client: pg.Client): Promise<void> {
  await client.query(
    `insert into batch_users (batch_id, user_id)
     select distinct batch_id, assigned_user_id from document_details where assigned_user_id is not null
     on conflict do nothing`,
  );
}

export async function generate(url = BENCH_DATABASE_URL, records = BENCH_RECORDS): Promise<number> {
  const started = performance.now();
  await ensureDatabase(url);
  await migrateAndSeed(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'create table if not exists bench_meta (records integer not null, generated_at timestamptz not null default now())',
    );
    await client.query('alter table bench_meta add column if not exists seconds numeric');
    const count = async () =>
      (await client.query<{ n: number }>('select count(*)::int as n from document_details')).rows[0].n;
    const have = await count();
    if (have >= records) {
      await assignBatchesOfRecords(client);
      log(`reusing: ${have} records already (asked for ${records})`);
      return have;
    }
    log(`${have} records; generating ${records - have} more`);
    // The index builds sort, and gather the trigram index's entries, in memory (the GIN one is the longest).
    const endBulkLoad = await startBulkLoad(client, BULK_TABLES, { maintenanceMemory: '1GB', log });

    const { rows: ctx } = await client.query<{
      d: number;
      b: number;
      u: number;
      batches: number[];
      researcher: number;
      share: number;
      others: number[];
    }>(
      `select (select coalesce(max(id), 0) + 1 from document_details)::int as d,
              (select coalesce(max(id), 0) + 1 from biblios)::int as b,
              (select coalesce(max(id), 0) + 1 from usages)::int as u,
              (select array_agg(id order by id) from batches where status <> 'locked') as batches,
              (select id from users where email = 'researcher@example.org') as researcher,
              (select greatest(0, ${RESEARCHER_SHARE} - count(*))::int from document_details
                where external_reference_id like 'BENCH-%'
                  and assigned_user_id = (select id from users where email = 'researcher@example.org')) as share,
              (select array_agg(id order by id) from users where email in ('researcher2@example.org', 'coordinator@example.org')) as others`,
    );
    const { d: baseD, b: baseB, u: baseU, batches, researcher, share, others } = ctx[0];
    const total = records - have;
    for (let from = 0; from < total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK) - 1;
      await client.query('begin');
      // Record j: id baseD + j, k = 1 + j % 5 biblios (ids baseB + 5j + i), m = 1 + (j * 3 + 1) % 5 usages.
      await client.query(
        `insert into document_details (id, external_reference_id, batch_id, status, assigned_user_id,
            researched_by, researched_at, total_pages, file_name, notes)
         select $1::int + j, 'BENCH-' || lpad(($1::int + j)::text, 8, '0'),
                ($4::int[])[1 + j % cardinality($4::int[])],
                case when j % 10 < 6 then 'ready_for_research' when j % 10 < 8 then 'on_hold' else 'researched' end,
                case when j < $5::int then $6::int else ($7::int[])[1 + j % cardinality($7::int[])] end,
                case when j % 10 >= 8 then ($7::int[])[1 + j % cardinality($7::int[])] end,
                case when j % 10 >= 8 then now() - make_interval(days => j % 400) end,
                1 + j % 300, 'bench-' || j || '.pdf', case when j % 7 = 0 then 'Generated for the benchmark' end
         from generate_series($2::int, $3::int) as j`,
        [baseD, from, to, batches, share, researcher, others],
      );
      // The replica role also skips the trigger that keeps Find a Record's search text (migration 006):
      // the search table's rows are written from the inserted biblios, in id order, as the trigger would.
      await client.query(
        `with inserted as (
           insert into biblios (id, document_detail_id, major_title, minor_title, isn, publisher, work_creator,
              publication_year, page_numbers, units_copied, payment_model)
           select $1::int + 5 * j + i, $2::int + j,
                  initcap(($5::text[])[1 + (j * 7 + i * 13) % n] || ' ' || ($5::text[])[1 + (j * 11 + i * 3) % n] || ' '
                    || ($5::text[])[1 + (j / 7 + i * 17) % n]) || ' ' || (j + i),
                  case when i % 2 = 1 then initcap(($5::text[])[1 + (j * 5 + i) % n] || ' of ' || ($5::text[])[1 + (j / 3) % n]) end,
                  '978' || lpad(((j * 5 + i) % 10000000000)::text, 10, '0'),
                  'Publisher ' || (j % 997), 'Author ' || (j % 4999), 1950 + (j + i) % 76,
                  (1 + i * 10) || '-' || (5 + i * 10), 1 + (j + i) % 9, 'Default'
           from generate_series($3::int, $4::int) as j,
                lateral generate_series(0, j % 5) as i,
                (select cardinality($5::text[]) as n) as words
           returning id, document_detail_id, major_title, minor_title)
         insert into biblio_search (biblio_id, document_detail_id, titles)
         select id, document_detail_id, biblio_search_titles(major_title, minor_title) from inserted order by id`,
        [baseB, baseD, from, to, WORDS],
      );
      await client.query(
        `insert into usages (id, document_detail_id, event_date, times_copied, payment_amount, transaction_currency)
         select $1::int + 5 * j + i, $2::int + j, date '2025-01-01' + (j + i) % 365, 1 + (j + i) % 40,
                ((j * 31 + i) % 100000) / 100.0, 'AUD'
         from generate_series($3::int, $4::int) as j, lateral generate_series(0, (j * 3 + 1) % 5) as i`,
        [baseU, baseD, from, to],
      );
      // Link t of record j joins biblio t % k with usage t % m, t < max(k, m): every item linked, no pair twice.
      await client.query(
        `insert into biblio_usages (document_detail_id, biblio_id, usage_id, active_flag)
         select $3::int + j, $1::int + 5 * j + t % (1 + j % 5), $2::int + 5 * j + t % (1 + (j * 3 + 1) % 5), true
         from generate_series($4::int, $5::int) as j,
              lateral generate_series(0, greatest(j % 5, (j * 3 + 1) % 5)) as t`,
        [baseB, baseU, baseD, from, to],
      );
      await client.query('commit');
      log(`records ${have + to + 1} / ${records}`);
    }
    await endBulkLoad(['document_details', 'biblios', 'usages']);
    await assignBatchesOfRecords(client);
    // As autovacuum leaves tables in steady use: statistics for the planner, and a visibility map
    // that lets counts read their indexes alone.
    await client.query('vacuum (analyze)');
    const n = await count();
    const seconds = (performance.now() - started) / 1000;
    await client.query('insert into bench_meta (records, seconds) values ($1, $2)', [n, seconds.toFixed(1)]);
    log(`done: ${n} records in ${seconds.toFixed(1)} s`);
    return n;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generate().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
