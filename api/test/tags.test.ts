import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { insertBatch, insertDocument } from '../src/seed/factories.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { callApi } from './call-api.ts';
import { expectRefusal } from './expect-refusal.ts';
import { signIn } from './sign-in.ts';

const RESEARCHER = 'researcher@example.org';
const AUDITOR = 'auditor@example.org';

type Tag = { id: number; biblio_id: number; page_number: number; page_x: number; page_y: number };
type GroupTag = { id: number; biblio_id: number; start_page: number; end_page: number };
type Tags = { biblio_tags: Tag[]; group_tags: GroupTag[] };
type Saved = { tag: Tag; created_biblio_id: number | null; document_version: number | null };

let api: TestApi;
let researcher: ReturnType<typeof callApi>;
let auditor: ReturnType<typeof callApi>;
let record: Awaited<ReturnType<typeof insertDocument>>;

const version = async (id: number) =>
  (await api.db.selectFrom('document_details').select('version').where('id', '=', id).executeTakeFirstOrThrow())
    .version;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  researcher = callApi(api.url, await signIn(api, RESEARCHER));
  auditor = callApi(api.url, await signIn(api, AUDITOR));
  const researcherId = (
    await api.db.selectFrom('users').select('id').where('email', '=', RESEARCHER).executeTakeFirstOrThrow()
  ).id;
  record = await insertDocument(api.db, { assigned_user_id: researcherId, total_pages: 12, biblios: 2, usages: 1 });
});
afterAll(async () => {
  await api?.close();
});

describe('biblio tags (spec 7, Tags)', () => {
  it('places a tag on a page, moves it by id, lists it and deletes it, leaving the record version alone', async () => {
    const id = record.document.id;
    const before = await version(id);
    const biblio = record.biblios[0].id;
    const placed = await researcher.post<Saved>(`/biblio_tag/${id}`, {
      biblio_id: biblio,
      page_number: 3,
      page_x: 0.25,
      page_y: 0.5,
      document_id: id,
      page_tagged_flag: true,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ tag: { biblio_id: biblio, page_number: 3, page_x: 0.25 } });
    const moved = await researcher.post<Saved>(`/biblio_tag/${id}`, {
      id: placed.body.data.tag.id,
      biblio_id: biblio,
      page_number: 5,
      page_x: 0.75,
      page_y: 0.1,
    });
    expect(moved.body.data.tag).toMatchObject({ id: placed.body.data.tag.id, page_number: 5, page_x: 0.75 });
    const listed = await researcher.get<Tags>(`/biblio_tag/${id}`);
    expect(listed.body.data.biblio_tags.map((t) => [t.id, t.page_number])).toEqual([[placed.body.data.tag.id, 5]]);
    expect(await version(id)).toBe(before);
    const deleted = await researcher.del(`/biblio_tag/delete_tag/${placed.body.data.tag.id}`);
    expect(deleted.status).toBe(200);
    expect((await researcher.get<Tags>(`/biblio_tag/${id}`)).body.data.biblio_tags).toEqual([]);
    expectRefusal(
      await researcher.del(`/biblio_tag/delete_tag/${placed.body.data.tag.id}`),
      404,
      `Tag ${placed.body.data.tag.id} was not found`,
    );
  });

  it('makes a new biblio for a tag without biblio_id, and moves the record version on', async () => {
    const id = record.document.id;
    const before = await version(id);
    const made = await researcher.post<Saved>(`/biblio_tag/${id}`, { page_number: 2, page_x: 0.5, page_y: 0.5 });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Biblio and tag created');
    const created = made.body.data.created_biblio_id!;
    expect(made.body.data.tag.biblio_id).toBe(created);
    expect(made.body.data.document_version).toBe(before + 1);
    const biblio = await api.db.selectFrom('biblios').selectAll().where('id', '=', created).executeTakeFirstOrThrow();
    expect(biblio).toMatchObject({ document_detail_id: id, active_flag: true, major_title: null });
  });

  it('saves a page-range group tag and refuses one that ends before it starts', async () => {
    const id = record.document.id;
    const group = await researcher.post<GroupTag>(`/biblio_tag/save_group_tag/${id}`, {
      biblio_id: record.biblios[1].id,
      start_page: 4,
      end_page: 7,
      page_x: 0.1,
      page_y: 0.1,
      document_id: id,
    });
    expect(group.body.data).toMatchObject({ start_page: 4, end_page: 7, biblio_id: record.biblios[1].id });
    expectRefusal(
      await researcher.post(`/biblio_tag/save_group_tag/${id}`, {
        biblio_id: record.biblios[1].id,
        start_page: 7,
        end_page: 4,
      }),
      400,
      'The end page must not come before the start page',
      'end_page',
    );
    expect((await researcher.del(`/biblio_tag/delete_group_tag/${group.body.data.id}`)).status).toBe(200);
  });

  it('refuses pages past the document, biblios of another record and another record id in the body', async () => {
    const id = record.document.id;
    const other = await insertDocument(api.db, { biblios: 1, usages: 1 });
    expectRefusal(
      await researcher.post(`/biblio_tag/${id}`, { biblio_id: record.biblios[0].id, page_number: 13 }),
      400,
      'Page 13 is not a page of this document: it has 12 pages',
      'page_number',
    );
    expectRefusal(
      await researcher.post(`/biblio_tag/${id}`, { biblio_id: other.biblios[0].id, page_number: 1 }),
      400,
      `Biblio ${other.biblios[0].id} is not a biblio of this record`,
      'biblio_id',
    );
    expectRefusal(
      await researcher.post(`/biblio_tag/${id}`, {
        biblio_id: record.biblios[0].id,
        page_number: 1,
        document_id: id + 1,
      }),
      400,
      'document_id must be the record of the address',
      'document_id',
    );
    expectRefusal(
      await researcher.post(`/biblio_tag/${id}`, { biblio_id: record.biblios[0].id, page_number: 1, page_x: 2 }),
      400,
      'page_x must be a number from 0 to 1',
      'page_x',
    );
  });

  it('lets an auditor read the tags but change none, and keeps a locked batch as it is', async () => {
    const id = record.document.id;
    expect((await auditor.get(`/biblio_tag/${id}`)).status).toBe(200);
    expect((await auditor.post(`/biblio_tag/${id}`, { biblio_id: record.biblios[0].id, page_number: 1 })).status).toBe(
      403,
    );
    const locked = await insertBatch(api.db, { status: 'locked' });
    const inLocked = await insertDocument(api.db, { batch_id: locked.id, total_pages: 4, biblios: 1, usages: 1 });
    const coordinator = callApi(api.url, await signIn(api, 'coordinator@example.org'));
    const refused = await coordinator.post(`/biblio_tag/${inLocked.document.id}`, {
      biblio_id: inLocked.biblios[0].id,
      page_number: 1,
    });
    expect(refused.status).toBe(409);
    expect(
      await api.db
        .selectFrom('biblio_tags')
        .where('document_detail_id', '=', inLocked.document.id)
        .select('id')
        .execute(),
    ).toEqual([]);
  });
});
