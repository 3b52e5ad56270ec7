import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { parse } from 'csv-parse/sync';
import { insertBatch, insertCollection, insertDocuments } from '../../api/src/seed/factories.ts';
import { startTestBff, type TestBff } from './bff-harness.ts';

/**
 * POST /exports/records.csv: the bulk-edit CSV streamed through the BFF with the caller's session,
 * behind the same CSRF header as GraphQL. 40 records in a batch titled 'Quarter Zürich/2'.
 */
let bff: TestBff;
let logged: MockInstance<typeof console.log>;
const cookies: Record<'coordinator' | 'researcher', string> = {} as never;
let batchId: number;
const RECORDS = 40;
const AWKWARD = 'Zürich, "quoted"\nsecond line 東京';

const query = {
  filters: [],
  columns: [{ resource: 'biblio', field: 'major_title' }],
  sort: { resource: 'document_detail', field: 'id', direction: 'asc' },
};

beforeAll(async () => {
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  bff = await startTestBff();
  for (const who of ['coordinator', 'researcher'] as const) cookies[who] = await bff.signIn(`${who}@example.org`);
  const collection = await insertCollection(bff.api.db, { collection_title: 'BFF Export Collection' });
  batchId = (
    await insertBatch(bff.api.db, {
      research_collection_id: collection.id,
      period: 'Quarter',
      period_number: 'Zürich/2',
    })
  ).id;
  await insertDocuments(
    bff.api.db,
    Array.from({ length: RECORDS }, (_, i) => ({
      batch_id: batchId,
      biblios: [{ major_title: i === 0 ? AWKWARD : `Title ${i}` }],
    })),
  );
});
afterAll(async () => {
  logged?.mockRestore();
  await bff?.close();
});

const download = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  fetch(`${bff.url}/exports/records.csv`, {
    method,
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });

describe('the CSV through the BFF', () => {
  it("streams the API's file to a coordinator, with its name, type and row count", async () => {
    const response = await download({ query, batch_id: batchId }, { cookie: cookies.coordinator });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-total-count')).toBe(String(RECORDS));
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Quarter Z_rich-2_${day}.csv"; filename*=UTF-8''${encodeURIComponent(`Quarter Zürich-2_${day}.csv`)}`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual(['ID', 'URL', 'Major title']);
    expect(rows).toHaveLength(RECORDS);
    expect(rows[0][2]).toBe(AWKWARD);
    expect(rows[0][1]).toBe(`/research/${rows[0][0]}`);
  });

  it("passes the API's refusals on as they are: a bad query's 400, a role's 403", async () => {
    const bad = await download(
      { query: { ...query, columns: [{ resource: 'biblio', field: 'nope' }] }, batch_id: batchId },
      {
        cookie: cookies.coordinator,
      },
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "'biblio.nope' is not a field of the bulk-edit catalogue",
      field: 'query.columns.0.field',
    });
    const noScope = await download({ query }, { cookie: cookies.coordinator });
    expect(noScope.status).toBe(400);
    expect(await noScope.json()).toMatchObject({
      message: 'Please select a batch and/or a research collection.',
      field: 'batch_id',
    });
    const researcher = await download({ query, batch_id: batchId }, { cookie: cookies.researcher });
    expect(researcher.status).toBe(403);
    expect(await researcher.json()).toMatchObject({ message: 'You do not have access to this' });
  });

  it('needs a session and the CSRF header', async () => {
    const nobody = await download({ query, batch_id: batchId });
    expect(nobody.status).toBe(401);
    const forged = await fetch(`${bff.url}/exports/records.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.coordinator },
      body: JSON.stringify({ query, batch_id: batchId }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'CSRF_HEADER_REQUIRED' });
  });

  it('knows no other export, nor another method', async () => {
    const other = await fetch(`${bff.url}/exports/users.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: cookies.coordinator },
      body: '{}',
    });
    expect(other.status).toBe(404);
    const get = await download(undefined, { cookie: cookies.coordinator }, 'GET');
    expect(get.status).toBe(404);
  });
});
