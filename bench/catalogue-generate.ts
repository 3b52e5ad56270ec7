/**
 * The Work Search benchmark catalogue: creates (or reuses) `rt_bench_works` (its own database, so it
 * never waits on the records benchmark's), migrates it, loads the demo data, then adds works up to
 * BENCH_WORKS (default 2,000,000) with one to three creators and a publisher each, in set-based SQL.
 *
 *   BENCH_WORKS=200000 npx tsx bench/catalogue-generate.ts
 *
 * Titles are three to seven words: two in five from a list of common title words, the rest made of
 * syllables (about 27,000 distinct words), so like a real catalogue most words are rare and a few
 * very common. Secondary indexes are dropped for the load and built again from their own
 * definitions, then ANALYZE. A database that already holds BENCH_WORKS works is reused.
 */
import pg from 'pg';
import { ensureDatabase, migrateAndSeed } from './generate.ts';
import { startBulkLoad, type Runner } from './bulk-load.ts';

export const WORKS_DATABASE_URL =
  process.env.BENCH_WORKS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rt_bench_works';
export const BENCH_WORKS = Number(process.env.BENCH_WORKS ?? 2_000_000);
const CHUNK = 250_000;
const LOADED_TABLES = ['works', 'work_contributors'];

// prettier-ignore
const COMMON = (
  'the of and in a to for on history science australia australian introduction principles guide new modern ' +
  'theory practice law health education social policy management journal review studies world life war ' +
  'country river harbour island city garden stories letters poems essays art music children family nature'
).split(' ');
// prettier-ignore
const SYLLABLES = (
  'ka lo mi ra ne tu sa vo li de ba ro ma ki na te su po re la mo ga di fe ha ju ke lu nu pi'
).split(' ');
// prettier-ignore
const FIRST = ('Olivia Amelia Isla Grace Chloe Ruby Zoe Matilda Lily Hannah Jack Oliver William Noah Thomas James ' +
  'Lucas Henry Leo Charlie Angus Hamish Daniel Peter David Michael Andrew Robert Priya Mei Yasmin Aroha Rajesh ' +
  'Wei Minh Tariq Kofi Mateo Luca Nikolai Kieran Declan Jarrah Bindi Kirra Marlee Alinta Fiona Leah Nadia').split(' ');
// prettier-ignore
const LAST = ('Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Nguyen Walker Harris ' +
  'Lee Ryan Robinson Kelly King Davis Wright Evans Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis ' +
  'Phillips Mitchell Chen Wang Zhang Tran Pham Singh Kaur Murphy Campbell Stewart Scott Young Morris Cook Bell ' +
  'Hughes Edwards Turner Baker Cooper Hill Ward Watson Morgan Gray Russell Papadopoulos Rossi Nikolic Kowalski ' +
  'Novak Haddad Fernando Silva Santos Gonzalez Tanaka Sato Kim Park Fraser Gordon Hamilton Sinclair Lawson').split(' ');

function log(message: string): void {
  console.log(`[catalogue ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** A made-up word of two or three syllables, different for each (seed, position) pair. */
const word = (
  seed: string,
) => `(case when ${seed} % 5 < 2 then ($4::text[])[1 + (${seed} / 5) % cardinality($4::text[])]
  else ($5::text[])[1 + (${seed} / 7) % 30] || ($5::text[])[1 + (${seed} / 211) % 30]
    || case when ${seed} % 3 > 0 then ($5::text[])[1 + (${seed} / 6301) % 30] else '' end end)`;

export type { Runner };

/** Adds works (and their contributors) until the catalogue holds `works`; indexes rebuilt after. */
export async function loadWorks(
  client: Runner,
  works: number,
  { started = performance.now(), maintenanceMemory = '1GB' } = {},
): Promise<number> {
  const count = async () => (await client.query<{ n: number }>('select count(*)::int as n from works')).rows[0].n;
  const have = await count();
  if (have >= works) {
    log(`reusing: ${have} works already (asked for ${works})`);
    return have;
  }
  log(`${have} works; generating ${works - have} more`);
  const endBulkLoad = await startBulkLoad(client, LOADED_TABLES, { maintenanceMemory, log });
  // Bench work j (BW0000000j) gets id base + j; a top-up continues after the bench works already there.
  const { rows: ids } = await client.query<{ w: number; done: number }>(
    `select (coalesce(max(id), 0) + 1)::int as w, (select count(*)::int from works where work_uid like 'BW%') as done from works`,
  );
  const done = ids[0].done;
  const base = ids[0].w - done;
  const total = works - have;
  for (let from = done; from < done + total; from += CHUNK) {
    const to = Math.min(done + total, from + CHUNK) - 1;
    await client.query('begin');
    // Work j: id base + j; word k of its title comes from a hash of (j, k), so titles are reproducible.
    await client.query(
      `insert into works (id, work_uid, title, type, sub_type, isn, year_of_publication, edition, blm_status, payment_model)
       select $1::int + j, 'BW' || lpad(j::text, 8, '0'),
              initcap((select string_agg(${word('h')}, ' ' order by k)
                         from generate_series(1, 3 + j % 5) as k,
                              lateral (select abs(hashint8(j::bigint * 16 + k))::bigint as h) as x)),
              (array['Book','Book','Book','Book','Journal','Magazine','Newspaper','Website','Other'])[1 + j % 9],
              'Bench', case when j % 9 < 4 then '979' || lpad(j::text, 10, '0')
                            when j % 9 < 7 then lpad((j % 10000)::text, 4, '0') || '-' || lpad((j / 10000)::text, 4, '0') end,
              1950 + j % 76, case when j % 9 < 4 then '1st' end,
              (array[null, 'BLM', 'No', 'BLM Partial'])[1 + j % 4], 'Default'
         from generate_series($2::int, $3::int) as j`,
      [base, from, to, COMMON, SYLLABLES],
    );
    // One to three creators and a publisher per work.
    await client.query(
      `insert into work_contributors (work_id, sf_pseudonym_name, sf_pseudonym_type, type, pseudonym_name)
       select $1::int + j, name, role, type, name
         from generate_series($2::int, $3::int) as j,
              lateral (select ($4::text[])[1 + abs(hashint4(j * 4 + c)) % cardinality($4::text[])] || ' '
                              || ($5::text[])[1 + abs(hashint4(j * 4 + c + 1)) % cardinality($5::text[])] as name,
                              'Creator' as role, 'Author' as type
                         from generate_series(1, 1 + j % 3) as c
                       union all
                       select ($6::text[])[1 + (j / 7) % 30] || ($6::text[])[1 + (j / 13) % 30] || ' '
                              || (array['Press', 'Books', 'Publishing'])[1 + j % 3], 'Publisher', 'Publisher') as p`,
      [base, from, to, FIRST, LAST, SYLLABLES],
    );
    await client.query('commit');
    log(`works ${have + to + 1 - done} / ${works}`);
  }
  await endBulkLoad();
  await client.query('analyze works');
  await client.query('analyze work_contributors');
  const n = await count();
  log(`done: ${n} works in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return n;
}

/** The PostgreSQL catalogue database, made or topped up. */
export async function generateCatalogue(url = WORKS_DATABASE_URL, works = BENCH_WORKS): Promise<number> {
  const started = performance.now();
  await ensureDatabase(url);
  await migrateAndSeed(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await loadWorks(client as unknown as Runner, works, { started });
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generateCatalogue().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
