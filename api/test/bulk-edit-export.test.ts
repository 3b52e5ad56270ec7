import { describe, it, expect, beforeAll, afterAll, vi, type MockInstance } from 'vitest';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ROLE_IDS, type RoleName } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocuments, insertUser } from '../src/seed/factories.ts';
import { crlfRows, exportRecords, exportSelectSql } from '../src/modules/bulk-edit/export-records.ts';
import type { BulkRecordPage, BulkRecordRow } from '../src/modules/bulk-edit/query-records.ts';
import type { ApiAnswer, callApi } from './call-api.ts';
import { COORDINATOR, signIn, signInEveryRole } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;

/**
 * POST /api/partial_record/export: the bulk query's whole result as CSV. Batch E (titled with a
 * '/' and letters outside ASCII) holds 150 records whose values need quoting, so the query's own
 * pages (100 rows) and the export's pages (7 rows, called directly) both turn more than once.
 */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let cookie: { cookie: string };
let logged: MockInstance<typeof console.log>;
let collection: number;
let batchE: number;
let batchOther: number;
let researcher: number;
let copyType: { id: number; value: string };

const RECORDS = 150;
const AWKWARD = [
  'Plain title',
  'Commas, and more, commas',
  'She said "hello", twice ""',
  'Line one\nline two\r\nline three',
  'Zürich — 東京 😀 naïve café',
  '  spaces kept  ',
];
const FORMULA = '=HYPERLINK("http://example.org","x")';

const query = {
  filters: [],
  columns: [
    { resource: 'biblio', field: 'major_title' },
    { resource: 'biblio', field: 'id' },
    { resource: 'biblio', field: 'blm' },
    { resource: 'usage', field: 'copy_type' },
    { resource: 'usage', field: 'times_copied' },
    { resource: 'document_detail', field: 'assigned_user_id' },
    { resource: 'batch', field: 'title' },
  ],
  sort: { resource: 'biblio', field: 'major_title', direction: 'desc' },
};

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  Object.assign(as, await signInEveryRole(api));
  cookie = await signIn(api, COORDINATOR);
  researcher = (await insertUser(api.db, { display_name: 'Export Researcher', role_id: ROLE_IDS.Researcher })).id;
  copyType = await api.db.selectFrom('copy_type').select(['id', 'value']).orderBy('id').executeTakeFirstOrThrow();
  collection = (await insertCollection(api.db, { collection_title: 'Export Collection: Ünïcode' })).id;
  batchE = (await insertBatch(api.db, { research_collection_id: collection, period: 'Term', period_number: 'Été/1' }))
    .id;
  batchOther = (await insertBatch(api.db, { research_collection_id: collection, period: 'Part', period_number: '2' }))
    .id;
  await insertDocuments(
    api.db,
    Array.from({ length: RECORDS }, (_, i) => ({
      batch_id: batchE,
      assigned_user_id: i % 3 === 0 ? researcher : null,
      // Ties (the same title on many records) are settled by the record's id, as in the query.
      biblios: [
        {
          major_title: i === RECORDS - 1 ? FORMULA : i % 10 === 9 ? null : `${AWKWARD[i % AWKWARD.length]} ${i % 40}`,
          blm: i % 4 === 0,
        },
      ],
      usages: i % 5 === 4 ? [] : [{ times_copied: i % 7, copy_type: i % 2 === 0 ? copyType.id : null }],
    })),
  );
  await insertDocuments(api.db, [{ batch_id: batchOther, biblios: [{ major_title: 'Other batch' }] }]);
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  logged?.mockRestore();
  await api?.close();
});

type Body = { query?: unknown; batch_id?: unknown; research_collection_id?: unknown; cursor?: unknown };

async function download(body: Body, headers: Record<string, string> = cookie) {
  const response = await fetch(`${api.url}/api/partial_record/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, rows: () => parse(bytes, { bom: true, relax_column_count: false }) as string[][] };
}

/** Every row of the query, page after page through its cursors. */
async function queriedRows(body: Body): Promise<{ rows: BulkRecordRow[]; pages: number }> {
  const rows: BulkRecordRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const answer: ApiAnswer<BulkRecordPage> = await as.Coordinator.post<BulkRecordPage>('/partial_record/query', {
      ...body,
      cursor,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    rows.push(...answer.body.data.records);
    cursor = answer.body.data.next_cursor;
    pages += 1;
  } while (cursor);
  return { rows, pages };
}

/** A query row as the CSV writes it: lookups and users by name, flags Yes/No, nothing as an empty cell. */
function asCsv(row: BulkRecordRow): string[] {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const title = row['biblio.major_title'] as string | null;
  return [
    String(row.id),
    row.document_url,
    title?.startsWith('=') ? `'${title}` : text(title),
    text(row['biblio.id']),
    row['biblio.blm'] === null ? '' : row['biblio.blm'] ? 'Yes' : 'No',
    row['usage.copy_type'] === copyType.id ? copyType.value : text(row['usage.copy_type']),
    text(row['usage.times_copied']),
    row['document_detail.assigned_user_id'] === researcher ? 'Export Researcher' : '',
    text(row['batch.title']),
  ];
}

describe('the CSV', () => {
  it("is every row of the query, in its order, after a byte order mark and the columns' labels", async () => {
    const body = { query, batch_id: [batchE] };
    const { response, bytes, rows } = await download(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers.get('x-total-count')).toBe(String(RECORDS));
    expect(bytes.toString('utf8', 3, bytes.indexOf('\n') + 1)).toMatch(/^ID,URL,.*,Title\r\n$/);

    const [header, ...cells] = rows();
    expect(header).toEqual([
      'ID',
      'URL',
      'Major title',
      'Biblio ID',
      'BLM',
      'Copy type',
      'Times copied',
      'Assigned user',
      'Title',
    ]);
    const queried = await queriedRows(body);
    expect(queried.pages).toBeGreaterThan(1);
    expect(cells).toHaveLength(RECORDS);
    expect(cells).toEqual(queried.rows.map(asCsv));
  });

  it('keeps commas, quotes, line breaks, spaces and letters outside ASCII as they are', async () => {
    const titles = new Set((await download({ query, batch_id: batchE })).rows().map((row) => row[2]));
    for (const awkward of AWKWARD) expect(titles).toContain(`${awkward} ${AWKWARD.indexOf(awkward)}`);
    expect(titles).toContain('Zürich — 東京 😀 naïve café 4');
  });

  it('writes a text that a spreadsheet would run as a formula after a quote mark', async () => {
    const titles = (await download({ query, batch_id: batchE })).rows().map((row) => row[2]);
    expect(titles).toContain(`'${FORMULA}`);
    expect(titles).not.toContain(FORMULA);
  });

  it('is byte for byte what csv-stringify writes of the query rows, rows ending in CRLF', async () => {
    const body = { query, batch_id: [batchE] };
    const { bytes } = await download(body);
    const { rows } = await queriedRows(body);
    const [header] = (await download(body)).rows();
    const expected = stringify([header, ...rows.map(asCsv)], { bom: true, record_delimiter: 'windows' });
    expect(bytes.toString('utf8')).toBe(expected);
  });

  it('writes the same rows whatever the size of its reads (keyset pages on PGlite, COPY on PostgreSQL)', async () => {
    const whole = (await download({ query, batch_id: batchE })).bytes.toString('utf8');
    const exported = await exportRecords(
      api.db,
      query as never,
      { batchIds: [batchE], collectionIds: [] },
      { pageSize: 7 },
    );
    const chunks: Buffer[] = [];
    await exported.writeRows(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    );
    expect(whole.endsWith(Buffer.concat(chunks).toString('utf8'))).toBe(true);
    expect(whole.slice(0, -Buffer.concat(chunks).toString('utf8').length)).toMatch(/^\uFEFFID,URL,[^\n]*\r\n$/);
  });

  it("joins each record's first items in one pass, for an export of most records, with the same rows as one lookup each", async () => {
    const rowsOf = async (allItems: boolean) =>
      (
        await sql
          .raw(exportSelectSql(api.db, query as never, { batchIds: [batchE], collectionIds: [] }, { allItems }))
          .execute(api.db)
      ).rows;
    const looked = await rowsOf(false);
    expect(looked).toHaveLength(RECORDS);
    expect(await rowsOf(true)).toEqual(looked);
  });

  it('gives its database connection back when the client goes midway', async () => {
    // More times than the test pool has connections: a connection kept would stop the last export.
    for (let i = 0; i < 6; i++) {
      const exported = await exportRecords(api.db, query as never, { batchIds: [batchE], collectionIds: [] });
      const gone = new Writable({
        highWaterMark: 1,
        write(_chunk, _encoding, done) {
          done(new Error('client gone'));
        },
      });
      await expect(exported.writeRows(gone)).rejects.toThrow();
    }
    const again = await download({ query, batch_id: batchE });
    expect(again.rows()).toHaveLength(RECORDS + 1);
    if (api.engine === 'postgres') {
      let copying = -1;
      for (let waited = 0; waited < 5000 && copying !== 0; waited += 100) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query like 'copy (%' and state = 'active'`.execute(api.db);
        copying = rows[0].n;
        if (copying) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(copying).toBe(0);
    }
  });

  it('sorted by the record id, with no columns, is the records and their addresses', async () => {
    const { rows } = await download({ query: { filters: [], columns: [] }, research_collection_id: collection });
    const [header, ...cells] = rows();
    expect(header).toEqual(['ID', 'URL']);
    expect(cells).toHaveLength(RECORDS + 1);
    const ids = cells.map(([id]) => Number(id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(cells[0][1]).toBe(`/research/${cells[0][0]}`);
  });

  it('is an empty table, header only, when no record matches', async () => {
    const none = { ...query, filters: [{ resource: 'biblio', field: 'major_title', op: 'equals', value: 'nothing' }] };
    const { response, rows } = await download({ query: none, batch_id: batchE });
    expect(response.headers.get('x-total-count')).toBe('0');
    expect(rows()).toHaveLength(1);
  });
});

describe('the file name', () => {
  it("is the first batch's title and the day, made safe, as plain and RFC 5987 names", async () => {
    const { response } = await download({ query, batch_id: [batchE, batchOther] });
    const day = new Date().toISOString().slice(0, 10);
    const name = `Term Été-1_${day}.csv`;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Term _t_-1_${day}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it("is the collection's title when no batch is chosen", async () => {
    const { response } = await download({ query, research_collection_id: collection });
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Export Collection- Ünïcode_${day}.csv`)}`,
    );
  });
});

describe('who may download', () => {
  const body = () => ({ query, batch_id: [batchE] });
  const exportAs = (http: Http, sent: Body = body()) => http.post('/partial_record/export', sent);

  it.each(['Researcher', 'External Auditor', 'Unassigned'] as const)('%s may not (403)', async (role) => {
    expectRefusal(await exportAs(as[role]), 403, 'You do not have access to this');
  });

  it('nobody signed in may not (401)', async () => {
    expectRefusal(await exportAs(as.nobody), 401, 'Please sign in');
  });

  it('IT may', async () => {
    expect((await exportAs(as.IT)).status).toBe(200);
  });
});

describe('a query that cannot run', () => {
  it.each([
    ['no scope', { query }],
    ['a field the catalogue lacks', { query: { ...query, columns: [{ resource: 'biblio', field: 'pg_sleep' }] } }],
    [
      'a bad operator',
      {
        query: { ...query, filters: [{ resource: 'biblio', field: 'blm', op: 'contains', value: 'x' }] },
        batch_id: 1,
      },
    ],
    ['a batch that does not exist', { query, batch_id: 2_000_000_000 }],
    ['a body that is not an object', [1, 2]],
  ])("is the query call's 400: %s", async (_what, sent) => {
    const queried = await as.Coordinator.post('/partial_record/query', sent);
    const exported = await as.Coordinator.post('/partial_record/export', sent);
    expect(queried.status).toBe(400);
    expect(exported).toEqual(queried);
  });
});

describe('a client that goes away', () => {
  it('stops the export and leaves the API answering', async () => {
    const controller = new AbortController();
    const response = await fetch(`${api.url}/api/partial_record/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...cookie },
      body: JSON.stringify({ query, batch_id: batchE }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    controller.abort();
    const again = await download({ query, batch_id: batchE });
    expect(again.rows()).toHaveLength(RECORDS + 1);
  });
});

describe('line ends', () => {
  it("become CRLF at each row's end, never inside a quoted cell, however the rows are cut into chunks", async () => {
    const copied = 'a,"b\nc",d\n"say ""hi""\n",e\n1,2\n';
    const expected = 'a,"b\nc",d\r\n"say ""hi""\n",e\r\n1,2\r\n';
    for (let cut = 0; cut <= copied.length; cut++) {
      const rows = crlfRows();
      const out: Buffer[] = [];
      rows.on('data', (chunk: Buffer) => out.push(chunk));
      rows.write(Buffer.from(copied.slice(0, cut)));
      rows.end(Buffer.from(copied.slice(cut)));
      await new Promise((resolve) => rows.on('end', resolve));
      expect(Buffer.concat(out).toString()).toBe(expected);
    }
  });
});
