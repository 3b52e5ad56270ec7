import { sql } from 'kysely';
import { ROLE_IDS } from '@rt/domain';
import { startTestBff, type TestBff } from '../../bff/test/bff-harness.ts';

/** Every table a write could touch; `sessions` is left out (every signed-in read marks its session seen). */
const STORED_TABLES = [
  'users',
  'research_collections',
  'batches',
  'locations',
  'document_details',
  'biblios',
  'usages',
  'biblio_usages',
  'biblio_tags',
  'group_tags',
  'batch_users',
  'saved_queries',
  'audit_log',
] as const;

/** Rows of the test seed that a well-formed request would name. */
export type KnownIds = {
  document: number;
  /** The research collection of `batch`. */
  batchCollection: number;
  biblio: number;
  usage: number;
  collection: number;
  batch: number;
  location: number;
  template: number;
  user: number;
  assignment: number;
  work: string;
};

export type FuzzTarget = {
  bff: TestBff;
  /** The records API's own address (http://127.0.0.1:port). */
  apiUrl: string;
  /** IT, who may call every route: a refusal is then about the input, never the role. */
  apiCookie: string;
  bffCookie: string;
  ids: KnownIds;
  /** A digest of everything stored: equal before and after means nothing was written. */
  stored: () => Promise<Record<string, string>>;
  close: () => Promise<void>;
};

/** The product on a fresh seeded database (PGlite, or PostgreSQL with DATABASE_URL), signed in as IT. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const bff = await startTestBff();
  const { db } = bff.api;
  const first = async (table: 'research_collections' | 'locations' | 'research_templates' | 'batch_users') =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  const record = await db
    .selectFrom('document_details as d')
    .innerJoin('batches as b', 'b.id', 'd.batch_id')
    .innerJoin('biblios as bi', 'bi.document_detail_id', 'd.id')
    .innerJoin('usages as u', 'u.document_detail_id', 'd.id')
    .select([
      'd.id as document',
      'b.id as batch',
      'b.research_collection_id as batchCollection',
      'bi.id as biblio',
      'u.id as usage',
    ])
    .where('b.status', '=', 'unlocked')
    .orderBy('d.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const ids: KnownIds = {
    ...record,
    collection: await first('research_collections'),
    location: await first('locations'),
    template: await first('research_templates'),
    assignment: await first('batch_users'),
    user: (
      await db
        .selectFrom('users')
        .select('id')
        .where('role_id', '=', ROLE_IDS.Researcher)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
    work: (await db.selectFrom('works').select('work_uid').orderBy('id').limit(1).executeTakeFirstOrThrow()).work_uid,
  };

  const login = await fetch(`${bff.api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ test_email: 'it@example.org' }),
  });
  const { data } = (await login.json()) as { data: { session: string } };

  const stored = async () => {
    const digests = await sql<{ name: string; digest: string }>`${sql.join(
      STORED_TABLES.map(
        (table) =>
          sql`select ${table} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`,
      ),
      sql` union all `,
    )}`.execute(db);
    return Object.fromEntries(digests.rows.map((row) => [row.name, row.digest]));
  };

  return {
    bff,
    apiUrl: bff.api.url,
    apiCookie: `rt_session=${data.session}`,
    bffCookie: await bff.signIn('it@example.org'),
    ids,
    stored,
    close: () => bff.close(),
  };
}
