/**
 * The plain-SQL baselines of `npm run bench`: for each figure, the same rows from one prepared
 * statement (`pg`, JSON built by PostgreSQL; the whole record's is the API's own statement),
 * served by a bare node:http server, so each figure's ratio says what the BFF, the API, Express and
 * GraphQL add on top of the database work (docs/decisions/085).
 */
import { createServer, type Server } from 'node:http';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type pg from 'pg';
import { fixedStatement } from '../api/src/db/reusable-statement.ts';
import type { Database } from '../api/src/db/types.ts';
import { selectFullRecords } from '../api/src/modules/research/load-full-record.ts';

/** Kysely only to write a statement's text, as the API would send it; it never connects. */
export const textOnly = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const wholeRecord = fixedStatement(textOnly, (db, id: number) =>
  selectFullRecords(db).where('document_details.id', '=', id),
);

/**
 * The rows GET full_record reads: the API's own statement of a whole record (the record, its
 * biblios, usages and links, its batch with its collection, its location and people), its row as
 * JSON text, so that the floor reads what the path reads and nothing else.
 */
const FULL_RECORD_SQL = `select row_to_json(r)::text as body from (${wholeRecord.sql}) r`;

/** A floor statement, prepared once per connection under its name as the API's hot statements are (keepPlan). */
const prepared = (name: string, text: string, values: unknown[]) => ({ name: `floor_${name}`, text, values });

/** The whole record's floor statement for one id. */
export const wholeRecordStatement = (id: number) => prepared('record', FULL_RECORD_SQL, wholeRecord.values(id));

/** The header's three counters for one user. */
const QUEUE_SUMMARY_SQL = `
  select json_build_object(
    'completed_today', (select count(*) from document_details
                         where researched_by = $1 and researched_at >= date_trunc('day', now(), 'UTC')),
    'ready_for_research', (select count(*) from document_details dd join batches b on b.id = dd.batch_id
                            where dd.assigned_user_id = $1 and b.status = 'unlocked' and dd.status = 'ready_for_research'),
    'on_hold', (select count(*) from document_details dd join batches b on b.id = dd.batch_id
                 where dd.assigned_user_id = $1 and b.status = 'unlocked' and dd.status = 'on_hold')
  )::text as body`;

/** The user's ready records with their collection and batch, in the queue's order. */
const QUEUE_SQL = `
  select coalesce(json_agg(json_build_object('group', rc.collection_title || ' - ' || b.title, 'id', dd.id,
           'external_id', dd.external_reference_id, 'total_pages', dd.total_pages)
           order by rc.collection_title, b.date_from desc, b.id, dd.id), '[]')::text as body
    from document_details dd
    join batches b on b.id = dd.batch_id
    join research_collections rc on rc.id = b.research_collection_id
   where dd.assigned_user_id = $1 and b.status = 'unlocked' and dd.status = 'ready_for_research'`;

/** The columns of a Find a Record row, over `dd`, `b`, `rc` and a biblio `fb`. */
const FIND_COLUMNS = `dd.id, dd.external_reference_id, fb.major_title, major.value as major_material_type,
  minor.value as minor_material_type, rc.collection_title, b.period, b.period_number, dd.researched_at, dd.updated_at`;
const FIND_JOINS = `join batches b on b.id = dd.batch_id join research_collections rc on rc.id = b.research_collection_id`;
const FIND_LOOKUPS = `left join major_material_type major on major.id = fb.major_material_type
  left join minor_material_type minor on minor.id = fb.minor_material_type`;

/** A number: the record of that id (its first biblio) and the biblio of that id. */
const FIND_BY_ID_SQL = `
  select coalesce(json_agg(r), '[]')::text as body from (
    select ${FIND_COLUMNS}, null as minor_title, null::int as biblio_id from document_details dd ${FIND_JOINS}
      left join lateral (select * from biblios where document_detail_id = dd.id order by id limit 1) fb on true
      ${FIND_LOOKUPS}
     where dd.id = $1
    union all
    select ${FIND_COLUMNS}, null, fb.id from biblios fb join document_details dd on dd.id = fb.document_detail_id
      ${FIND_JOINS} ${FIND_LOOKUPS}
     where fb.id = $1) r`;

/** Text: up to 50 records whose external id or a biblio title contains it (the first found, as the API). */
const FIND_BY_TEXT_SQL = `
  with ids as (
    select distinct id from (
      (select id from document_details where external_reference_id ilike $1 order by id limit 50)
      union all
      (select document_detail_id from (select document_detail_id, titles from biblio_search limit 30000) s
        where titles like lower($1) limit 100)) m
    order by id limit 50)
  select coalesce(json_agg(r order by r.id), '[]')::text as body from (
    select ${FIND_COLUMNS}, case when fb.minor_title ilike $1 then fb.minor_title end as minor_title
      from ids join document_details dd on dd.id = ids.id ${FIND_JOINS}
      left join lateral (select * from biblios where document_detail_id = dd.id
                          order by coalesce(major_title ilike $1 or minor_title ilike $1, false) desc, id limit 1) fb on true
      ${FIND_LOOKUPS}) r`;

/** A LIKE pattern for text containing `term` literally (as the API's containsPattern). */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

const ROUTES: Array<{ path: RegExp; statement: (m: RegExpExecArray, url: URL) => pg.QueryConfig }> = [
  { path: /^\/record\/(\d+)$/, statement: (m) => wholeRecordStatement(Number(m[1])) },
  { path: /^\/queue-summary\/(\d+)$/, statement: (m) => prepared('queue_summary', QUEUE_SUMMARY_SQL, [Number(m[1])]) },
  { path: /^\/queue\/(\d+)$/, statement: (m) => prepared('queue', QUEUE_SQL, [Number(m[1])]) },
  { path: /^\/find\/(\d+)$/, statement: (m) => prepared('find_id', FIND_BY_ID_SQL, [Number(m[1])]) },
  {
    path: /^\/find$/,
    statement: (_m, url) => prepared('find_text', FIND_BY_TEXT_SQL, [contains(url.searchParams.get('q') ?? '')]),
  },
];

export function baselineServer(pool: pg.Pool): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://baseline');
    for (const route of ROUTES) {
      const match = route.path.exec(url.pathname);
      if (!match) continue;
      pool.query<{ body: string }>(route.statement(match, url)).then(
        ({ rows }) => {
          if (!rows[0]) res.writeHead(404).end();
          else res.writeHead(200, { 'content-type': 'application/json' }).end(rows[0].body);
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
      return;
    }
    res.writeHead(404).end();
  });
}

/**
 * The save's baseline over a direct `pg` connection: one transaction that locks the record, checks
 * its version, writes the notes, keeps an audit row of the record before and after, and answers
 * the record (the bench's save changes only the notes, so no biblio or usage is written).
 */
export async function baselineSave(pool: pg.Pool, id: number, userId: number, notes: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ version: number }>(
      'select version from document_details where id = $1 for update',
      [id],
    );
    const version = rows[0]?.version;
    const before = await client.query<{ body: string }>(wholeRecordStatement(id));
    const updated = await client.query(
      'update document_details set notes = $2, updated_by = $3 where id = $1 and version = $4',
      [id, notes, userId, version],
    );
    if (updated.rowCount !== 1) throw new Error(`baseline save of ${id}: version moved`);
    const after = await client.query<{ body: string }>(wholeRecordStatement(id));
    await client.query(
      `insert into audit_log (actor_user_id, action, entity, entity_id, before, after)
       values ($1, 'update', 'document_detail', $2, $3, $4)`,
      [userId, String(id), before.rows[0].body, after.rows[0].body],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
