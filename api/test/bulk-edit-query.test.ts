// The bulk-edit query compiler against one database of records made for its cases, set up once, so every
// operator, type and page of it shares this file, over 400 lines.
import { describe, it, expect, beforeAll, afterAll, vi, type MockInstance } from 'vitest';
import { sql } from 'kysely';
import {
  BULK_EDIT_CATALOGUE,
  PAGE_SIZES,
  ROLE_IDS,
  type BulkEditFieldType,
  type BulkFilterValue,
  type RoleName,
} from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import {
  insertBatch,
  insertCollection,
  insertDocuments,
  insertLocation,
  insertUser,
  type BiblioInput,
  type DocumentSpec,
  type UsageInput,
} from '../src/seed/factories.ts';
import { BULK_EDIT_TABLES, isDerived } from '../src/modules/bulk-edit/catalogue-sql.ts';
import type { BulkRecordPage, BulkRecordRow } from '../src/modules/bulk-edit/query-records.ts';
import type { callApi } from './call-api.ts';
import { signInEveryRole } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;

/**
 * POST /api/partial_record/query over records of batches of their own:
 *
 *   `filtering`: twelve records in batch F of collection 'Bulk Query Filters' whose values are
 *   known (the `MODEL` below), where each filter's answer is worked out in the test and compared.
 *   `paging`: 250 records in batch P of collection 'Bulk Query Pages', with ties and empty values
 *   in every sorted column, paged forwards and back.
 *   Batch F2 (same collection as F) and batch X of another collection hold one record each.
 */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let logged: MockInstance<typeof console.log>;

let filterCollection: number;
let batchF: number;
let batchF2: number;
let batchP: number;
let batchX: number;
let researcher: number;
let other: number;
let copyTypes: number[];
let editions: number[];

/** The values of a record as the test knows them, by resource; each item list holds active items only. */
type Values = Record<string, BulkFilterValue>;
type Model = {
  id: number;
  ref: string;
  document: Values;
  biblios: Values[];
  usages: Values[];
  location: Values;
  research_collection: Values;
  batch: Values;
};
let MODEL: Model[] = [];
const refs = (rows: { id: number }[]) => rows.map((r) => MODEL.find((m) => m.id === r.id)?.ref ?? `#${r.id}`).sort();

const LITERAL_SQL = "Robert'); DROP TABLE biblios;--";

type Row = {
  ref: string;
  document?: Partial<DocumentSpec>;
  biblios?: (BiblioInput & { active_flag?: boolean })[];
  usages?: (UsageInput & { active_flag?: boolean })[];
  location?: { department_id: string | null; machine_id: number | null };
};

/** The filtering batch's records (ids of users and lookups filled in at start). */
function filteringRows(): Row[] {
  const [ct1, ct2] = copyTypes;
  const [ed1, ed2] = editions;
  return [
    {
      ref: 'A',
      document: { heldback: true, status: 'on_hold', other_information: 'Boxed', assigned_user_id: researcher },
      biblios: [
        {
          publisher: 'Penguin',
          publication_year: 1999,
          publication_date: '1999-05-01',
          edition: ed1,
          blm: true,
          payment_model: 'Notified',
        },
      ],
      usages: [{ times_copied: 3, event_date: '2026-02-15', payment_amount: 10.5, copy_type: ct1 }],
      location: { department_id: 'dept-a', machine_id: 7 },
    },
    {
      ref: 'B',
      document: { status: 'researched', assigned_user_id: other },
      biblios: [{ publisher: 'PENGUIN', publication_year: 2005, publication_date: '2005-01-31', edition: ed2 }],
      usages: [
        { times_copied: 1, event_date: '2026-01-10', payment_amount: 2, copy_type: ct2 },
        { times_copied: 5, event_date: '2026-03-01', payment_amount: 99.99, copy_type: ct1 },
      ],
      location: { department_id: 'Dept-B', machine_id: 8 },
    },
    {
      ref: 'C',
      document: { other_information: 'boxed set, second shelf' },
      biblios: [
        { publisher: 'Macmillan', publication_year: 2020, payment_model: 'Default' },
        { publisher: 'Zed Books', publication_year: 1980, blm: true },
      ],
      usages: [{ times_copied: null, event_date: null, payment_amount: null, copy_type: null }],
    },
    {
      ref: 'D',
      document: { heldback: true },
      biblios: [{ publisher: null, publication_year: null }],
      usages: [{ times_copied: 2, event_date: '2026-02-15', copy_type: ct2 }],
      location: { department_id: null, machine_id: null },
    },
    {
      ref: 'E',
      biblios: [{ publisher: "O'Brien 100% pure_x" }],
      usages: [{ times_copied: 4, event_date: '2026-02-16' }],
    },
    {
      ref: 'F',
      // Its only Penguin biblio is inactive: no filter or column sees it.
      biblios: [{ publisher: 'Allen & Unwin' }, { publisher: 'Penguin', active_flag: false }],
      usages: [
        { times_copied: 9, event_date: '2026-02-14', active_flag: false },
        { times_copied: 1, event_date: '2025-12-31' },
      ],
    },
    { ref: 'G', biblios: [{ publisher: LITERAL_SQL }], usages: [{ times_copied: 0 }] },
    { ref: 'H', biblios: [{ publisher: 'penguin random house' }], usages: [{ times_copied: 6, payment_amount: 10.5 }] },
    { ref: 'I', document: { status: 'imported' }, biblios: [{ publisher: 'Oxford' }], usages: [{ times_copied: 3 }] },
    { ref: 'J', biblios: [{ publisher: 'Pearson', major_title: 'Under the % sign' }], usages: [{ times_copied: 3 }] },
    { ref: 'K', document: { status: 'on_hold', heldback: true }, biblios: [], usages: [] },
    {
      ref: 'L',
      biblios: [{ publisher: 'Wiley', blm: false, payment_model: 'Notified' }],
      usages: [{ times_copied: 7 }],
    },
  ];
}

async function insertModel(rows: Row[], batchId: number, collectionTitle: string, batchTitle: string) {
  const specs: DocumentSpec[] = [];
  for (const row of rows) {
    const location = row.location
      ? await insertLocation(api.db, { batch_id: batchId, ...row.location, institute: null })
      : null;
    specs.push({
      batch_id: batchId,
      external_reference_id: `BULK-Q-${row.ref}-${batchId}`,
      ...row.document,
      location_id: location?.id ?? null,
      biblios: row.biblios ?? [],
      usages: row.usages ?? [],
      links: [],
    });
  }
  const inserted = await insertDocuments(api.db, specs);
  return inserted.map(({ document, biblios, usages }, i): Model => {
    const row = rows[i];
    const active = <T extends { active_flag: boolean }>(items: T[]) => items.filter((item) => item.active_flag);
    return {
      id: document.id,
      ref: row.ref,
      document: {
        ...(document as unknown as Values),
        total_copies: active(usages).reduce((sum, u) => sum + (u.times_copied ?? 0), 0),
      },
      biblios: active(biblios) as unknown as Values[],
      usages: active(usages) as unknown as Values[],
      location: row.location ?? { department_id: null, machine_id: null, institute: null, location_name: null },
      research_collection: { collection_title: collectionTitle },
      batch: { title: batchTitle },
    };
  });
}

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  Object.assign(as, await signInEveryRole(api));
  researcher = (await insertUser(api.db, { display_name: 'Bulk Researcher', role_id: ROLE_IDS.Researcher })).id;
  other = (await insertUser(api.db, { display_name: 'Bulk Other', role_id: ROLE_IDS.Researcher })).id;
  copyTypes = (await api.db.selectFrom('copy_type').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
  editions = (await api.db.selectFrom('edition').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);

  filterCollection = (await insertCollection(api.db, { collection_title: 'Bulk Query Filters' })).id;
  batchF = (
    await insertBatch(api.db, { research_collection_id: filterCollection, period: 'Term', period_number: 'F1' })
  ).id;
  batchF2 = (
    await insertBatch(api.db, { research_collection_id: filterCollection, period: 'Term', period_number: 'F2' })
  ).id;
  const pagesCollection = (await insertCollection(api.db, { collection_title: 'Bulk Query Pages' })).id;
  batchP = (await insertBatch(api.db, { research_collection_id: pagesCollection, period: 'Part', period_number: 'P' }))
    .id;
  batchX = (await insertBatch(api.db, { research_collection_id: pagesCollection, period: 'Part', period_number: 'X' }))
    .id;

  MODEL = await insertModel(filteringRows(), batchF, 'Bulk Query Filters', 'Term F1');
  MODEL.push(
    ...(await insertModel(
      [{ ref: 'F2', biblios: [{ publisher: 'Penguin' }] }],
      batchF2,
      'Bulk Query Filters',
      'Term F2',
    )),
  );
  MODEL.push(
    ...(await insertModel([{ ref: 'X', biblios: [{ publisher: 'Penguin' }] }], batchX, 'Bulk Query Pages', 'Part X')),
  );
  PAGING = await insertModel(pagingRows(), batchP, 'Bulk Query Pages', 'Part P');
  // Refusals are logged; here they are asserted rather than printed.
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  logged?.mockRestore();
  await api?.close();
});

type QueryBody = {
  query?: unknown;
  batch_id?: unknown;
  research_collection_id?: unknown;
  cursor?: unknown;
};
const run = (body: QueryBody, http: Http = as.Coordinator) => http.post<BulkRecordPage>('/partial_record/query', body);

async function records(body: QueryBody): Promise<BulkRecordRow[]> {
  const answer = await run(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.records;
}

describe('who may query', () => {
  const body = { query: { filters: [], columns: [] }, batch_id: [batchF] } as QueryBody;

  it.each(['Coordinator', 'IT'] as const)('%s may', async (role) => {
    const answer = await run({ ...body, batch_id: [batchF] }, as[role]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(12);
  });

  it.each(['Researcher', 'External Auditor', 'Unassigned'] as const)('%s may not (403)', async (role) => {
    expectRefusal(await run({ ...body, batch_id: [batchF] }, as[role]), 403, 'You do not have access to this');
  });

  it('nobody signed in may not (401)', async () => {
    expectRefusal(await run({ ...body, batch_id: [batchF] }, as.nobody), 401, 'Please sign in');
  });

  it('a refused caller learns nothing of the input: the role is checked first', async () => {
    expectRefusal(await run({ query: 'drop table users' }, as.Researcher), 403, 'You do not have access to this');
  });
});

describe('the records a query reads', () => {
  const query = { filters: [], columns: [{ resource: 'biblio', field: 'publisher' }] };

  it("needs a batch or a research collection, with the spec's message", async () => {
    for (const scope of [{}, { batch_id: [] }, { batch_id: null, research_collection_id: [] }]) {
      expectRefusal(
        await run({ query, ...scope }),
        400,
        'Please select a batch and/or a research collection.',
        'batch_id',
      );
    }
  });

  it('takes one batch or many, one collection or many', async () => {
    expect(refs(await records({ query, batch_id: batchF2 }))).toEqual(['F2']);
    expect(refs(await records({ query, batch_id: [batchF2, batchX] }))).toEqual(['F2', 'X']);
    expect((await records({ query, research_collection_id: filterCollection })).length).toBe(13);
    expect((await run({ query, research_collection_id: [filterCollection, filterCollection] })).body.data.total).toBe(
      13,
    );
  });

  it('lets a batch narrow its own collection, leaving other collections whole', async () => {
    // F2 of the filters' collection, and the whole of the pages' collection (X and P).
    const answer = await run({
      query,
      batch_id: [batchF2],
      research_collection_id: [filterCollection, await collectionOf(batchX)],
    });
    expect(answer.body.data.total).toBe(1 + 1 + PAGING.length);
  });

  it('refuses a batch or collection that does not exist, and ids that are not ids', async () => {
    expectRefusal(
      await run({ query, batch_id: [batchF, 2_000_000_000] }),
      400,
      'Batch 2000000000 does not exist',
      'batch_id',
    );
    expectRefusal(
      await run({ query, research_collection_id: 2_000_000_000 }),
      400,
      'Research collection 2000000000 does not exist',
      'research_collection_id',
    );
    expectRefusal(
      await run({ query, batch_id: [batchF, '1 or 1=1'] }),
      400,
      'batch_id must be a positive whole number or a list of them',
      'batch_id.1',
    );
    expectRefusal(
      await run({ query, batch_id: String(batchF) }),
      400,
      'batch_id must be a positive whole number or a list of them',
      'batch_id',
    );
  });
});

async function collectionOf(batchId: number): Promise<number> {
  const row = await api.db
    .selectFrom('batches')
    .select('research_collection_id')
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  return row.research_collection_id;
}

// --- Filters: each answer worked out from the model ------------------------------------------

type Filter = { resource: string; field: string; op: string; value: BulkFilterValue };

/** What the product means by a filter (docs/decisions/032), in plain TypeScript. */
function holds(stored: BulkFilterValue | undefined, filter: Filter, type: BulkEditFieldType): boolean {
  const { op, value } = filter;
  const have = stored ?? null;
  if (value === null) return op === 'equals' ? have === null : have !== null;
  if (have === null) return false;
  const [a, b] =
    type === 'string' ? [String(have).toLowerCase(), String(value).toLowerCase()] : [have as number, value as number];
  switch (op) {
    case 'equals':
      return a === b;
    case 'not_equals':
      return a !== b;
    case 'greater_than':
      return a > b;
    case 'less_than':
      return a < b;
    case 'greater_or_equal':
      return a >= b;
    case 'less_or_equal':
      return a <= b;
    case 'begins_with':
      return String(a).startsWith(String(b));
    case 'ends_with':
      return String(a).endsWith(String(b));
    case 'contains':
      return String(a).includes(String(b));
    default:
      throw new Error(op);
  }
}

const typeOf = (f: Filter) =>
  BULK_EDIT_CATALOGUE[f.resource as keyof typeof BULK_EDIT_CATALOGUE].find((c) => c.field === f.field)!.type;

/** The refs of the filtering batch's records matching every filter; an item resource's filters on one item. */
function expected(filters: Filter[]): string[] {
  return MODEL.filter(
    (m) => m.research_collection.collection_title === 'Bulk Query Filters' && m.batch.title === 'Term F1',
  )
    .filter((m) => {
      const groups = new Map<string, Filter[]>();
      for (const f of filters) groups.set(f.resource, [...(groups.get(f.resource) ?? []), f]);
      return [...groups].every(([resource, group]) => {
        const candidates =
          resource === 'biblio'
            ? m.biblios
            : resource === 'usage'
              ? m.usages
              : [
                  resource === 'document_detail'
                    ? m.document
                    : m[resource as 'location' | 'batch' | 'research_collection'],
                ];
        return candidates.some((item) => group.every((f) => holds(item[f.field], f, typeOf(f))));
      });
    })
    .map((m) => m.ref)
    .sort();
}

const f = (resource: string, field: string, op: string, value: BulkFilterValue): Filter => ({
  resource,
  field,
  op,
  value,
});

/** Every operator of every type, over fields of every resource; `at least` keeps each case meaningful. */
function filterCases(): Array<{ name: string; filters: Filter[]; atLeast: number }> {
  const [ct1] = copyTypes;
  const [ed1] = editions;
  const one = (filter: Filter, atLeast = 1) => ({
    name: `${filter.resource}.${filter.field} ${filter.op} ${JSON.stringify(filter.value)}`,
    filters: [filter],
    atLeast,
  });
  const ops = ['equals', 'not_equals', 'greater_than', 'less_than', 'greater_or_equal', 'less_or_equal'];
  return [
    // string
    one(f('biblio', 'publisher', 'equals', 'penguin'), 2),
    one(f('biblio', 'publisher', 'not_equals', 'Penguin'), 5),
    one(f('biblio', 'publisher', 'greater_than', 'n')),
    one(f('biblio', 'publisher', 'less_than', 'n')),
    one(f('biblio', 'publisher', 'greater_or_equal', 'penguin')),
    one(f('biblio', 'publisher', 'less_or_equal', 'macmillan')),
    one(f('biblio', 'publisher', 'begins_with', 'PEN'), 3),
    one(f('biblio', 'publisher', 'ends_with', 'books')),
    one(f('biblio', 'publisher', 'contains', 'random')),
    one(f('biblio', 'publisher', 'contains', '100%')),
    one(f('biblio', 'publisher', 'contains', 'e_x')),
    one(f('biblio', 'publisher', 'equals', null)),
    one(f('biblio', 'publisher', 'not_equals', null), 10),
    one(f('document_detail', 'other_information', 'begins_with', 'boxed'), 2),
    one(f('document_detail', 'other_information', 'equals', 'BOXED')),
    one(f('document_detail', 'external_reference_id', 'ends_with', `-A-${batchF}`)),
    one(f('location', 'department_id', 'begins_with', 'dept'), 2),
    one(f('location', 'department_id', 'equals', null), 9),
    one(f('research_collection', 'collection_title', 'contains', 'filters'), 12),
    one(f('batch', 'title', 'equals', 'term f1'), 12),
    one(f('batch', 'title', 'not_equals', 'Term F1'), 0),
    // number (whole, decimal, derived)
    ...ops.map((op) => one(f('usage', 'times_copied', op, 3))),
    ...ops.map((op) => one(f('usage', 'payment_amount', op, 10.5))),
    ...ops.map((op) => one(f('document_detail', 'total_copies', op, 6))),
    one(f('biblio', 'publication_year', 'greater_than', 2000), 2),
    one(f('location', 'machine_id', 'equals', 7)),
    one(f('usage', 'times_copied', 'equals', null)),
    // date
    ...ops.map((op) => one(f('usage', 'event_date', op, '2026-02-15'))),
    one(f('biblio', 'publication_date', 'less_than', '2000-01-01')),
    one(f('usage', 'event_date', 'equals', null)),
    // boolean
    one(f('document_detail', 'heldback', 'equals', true), 3),
    one(f('document_detail', 'heldback', 'not_equals', true), 9),
    one(f('biblio', 'blm', 'equals', false), 9),
    one(f('biblio', 'blm', 'not_equals', false), 2),
    // enum: values and ids
    one(f('document_detail', 'status', 'equals', 'on_hold'), 2),
    one(f('document_detail', 'status', 'not_equals', 'ready_for_research'), 4),
    one(f('biblio', 'payment_model', 'equals', 'Notified'), 2),
    one(f('biblio', 'payment_model', 'not_equals', 'Notified')),
    one(f('usage', 'copy_type', 'equals', ct1), 2),
    one(f('usage', 'copy_type', 'not_equals', ct1)),
    one(f('usage', 'copy_type', 'equals', null), 5),
    one(f('biblio', 'edition', 'equals', ed1)),
    one(f('document_detail', 'assigned_user_id', 'equals', researcher)),
    one(f('document_detail', 'assigned_user_id', 'equals', null), 10),
    one(f('document_detail', 'assigned_user_id', 'not_equals', researcher)),
    // several: all must hold, an item's on the same item
    {
      name: 'a biblio of Penguin published before 2000 (the same biblio)',
      filters: [f('biblio', 'publisher', 'begins_with', 'penguin'), f('biblio', 'publication_year', 'less_than', 2000)],
      atLeast: 1,
    },
    {
      name: 'a Zed biblio with a 2020 year is no biblio of C: the two filters hold on different biblios',
      filters: [f('biblio', 'publisher', 'begins_with', 'zed'), f('biblio', 'publication_year', 'equals', 2020)],
      atLeast: 0,
    },
    {
      name: 'across resources',
      filters: [
        f('document_detail', 'heldback', 'equals', true),
        f('usage', 'event_date', 'equals', '2026-02-15'),
        f('location', 'machine_id', 'equals', null),
      ],
      atLeast: 1,
    },
  ];
}

describe('filters reach the database as the catalogue says', () => {
  it('every case of every operator and type answers the records the model says', async () => {
    const cases = filterCases();
    const failures: string[] = [];
    for (const { name, filters, atLeast } of cases) {
      const want = expected(filters);
      expect(want.length, `${name}: the model's own answer`).toBeGreaterThanOrEqual(atLeast);
      const answer = await run({ query: { filters }, batch_id: batchF });
      if (answer.status !== 200) {
        failures.push(`${name}: ${answer.status} ${answer.body.message}`);
        continue;
      }
      const got = refs(answer.body.data.records);
      if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`${name}: got ${got} wanted ${want}`);
      if (answer.body.data.total !== want.length) failures.push(`${name}: total ${answer.body.data.total}`);
    }
    expect(failures).toEqual([]);
    // Every operator was used, on every type that allows it.
    const used = new Set(cases.flatMap((c) => c.filters.map((x) => `${typeOf(x)}:${x.op}`)));
    expect(used.size).toBe(2 + 2 + 9 + 6 + 6);
  });

  it('looks for SQL in a value as the text it is', async () => {
    expect(
      refs(await records({ query: { filters: [f('biblio', 'publisher', 'equals', LITERAL_SQL)] }, batch_id: batchF })),
    ).toEqual(['G']);
    expect(
      await records({ query: { filters: [f('biblio', 'publisher', 'equals', "x' or '1'='1")] }, batch_id: batchF }),
    ).toEqual([]);
    expect(
      await records({
        query: { filters: [f('biblio', 'publisher', 'contains', "'; drop table biblios; --")] },
        batch_id: batchF,
      }),
    ).toEqual([]);
    // A % or _ matches only itself.
    expect(
      refs(await records({ query: { filters: [f('biblio', 'publisher', 'contains', '%')] }, batch_id: batchF })),
    ).toEqual(['E']);
    expect(
      await records({ query: { filters: [f('biblio', 'publisher', 'begins_with', '_')] }, batch_id: batchF }),
    ).toEqual([]);
    const { count } = await api.db
      .selectFrom('biblios')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(0);
  });

  it('refuses SQL in a resource, field, operator, column or sort with a 400 naming where', async () => {
    const attempts: Array<[QueryBody['query'], string, string]> = [
      [
        { filters: [f('biblio', 'publisher; drop table biblios; --', 'equals', 'x')] },
        'query.filters.0.field',
        'Filter 1 names a field of biblio that is not in the bulk-edit catalogue',
      ],
      [
        { filters: [f('biblio b where 1=1 --', 'publisher', 'equals', 'x')] },
        'query.filters.0.resource',
        'Filter 1 names a resource that is not in the bulk-edit catalogue',
      ],
      [
        { filters: [f('biblio', 'publisher', "= 'x' or 1=1 --", 'x')] },
        'query.filters.0.op',
        'Filter 1 names an operator that is not a filter operator',
      ],
      [
        { filters: [f('document_detail', 'status', 'equals', 'on_hold'), f('users', 'email', 'equals', 'x')] },
        'query.filters.1.resource',
        "'users' is not a resource of the bulk-edit catalogue: use document_detail, biblio, usage, location, research_collection or batch",
      ],
      [
        { filters: [f('document_detail', 'version', 'equals', 1)] },
        'query.filters.0.field',
        "'document_detail.version' is not a field of the bulk-edit catalogue",
      ],
      [
        { columns: [{ resource: 'biblio', field: '(select password from users)' }] },
        'query.columns.0.field',
        'Column 1 names a field of biblio that is not in the bulk-edit catalogue',
      ],
      [
        {
          columns: [{ resource: 'biblio', field: 'publisher' }],
          sort: { resource: 'biblio', field: 'publisher', direction: 'asc; delete from biblios' },
        },
        'query.sort.direction',
        "The sort's direction is asc or desc",
      ],
      [
        { filters: [f('document_detail', 'heldback', 'contains', 'true')] },
        'query.filters.0.op',
        "document_detail.heldback is a boolean field and cannot be compared with 'contains': use equals or does not equal",
      ],
      [
        { filters: [f('usage', 'times_copied', 'greater_than', '1 or 1=1')] },
        'query.filters.0.value',
        'usage.times_copied takes a whole number',
      ],
      ['select * from biblios', 'query', 'The query must be an object with filters and columns'],
    ];
    for (const [query, field, message] of attempts) {
      expectRefusal(await run({ query, batch_id: batchF }), 400, message, field);
    }
  });
});

// --- Rows --------------------------------------------------------------------------------------

describe('a result row', () => {
  it("holds the chosen columns by key, the record's id and its document_url", async () => {
    const answer = await run({
      query: {
        filters: [f('document_detail', 'external_reference_id', 'ends_with', `-A-${batchF}`)],
        columns: [
          { resource: 'document_detail', field: 'status' },
          { resource: 'document_detail', field: 'total_copies' },
          { resource: 'biblio', field: 'publisher' },
          { resource: 'usage', field: 'event_date' },
          { resource: 'usage', field: 'payment_amount' },
          { resource: 'location', field: 'machine_id' },
          { resource: 'research_collection', field: 'collection_title' },
          { resource: 'batch', field: 'title' },
        ],
      },
      batch_id: batchF,
    });
    expect(answer.status).toBe(200);
    const a = MODEL.find((m) => m.ref === 'A')!;
    expect(answer.body.data.records).toEqual([
      {
        id: a.id,
        'document_detail.status': 'on_hold',
        'document_detail.total_copies': 3,
        'biblio.publisher': 'Penguin',
        'usage.event_date': '2026-02-15',
        'usage.payment_amount': 10.5,
        'location.machine_id': 7,
        'research_collection.collection_title': 'Bulk Query Filters',
        'batch.title': 'Term F1',
        document_url: `/research/${a.id}`,
      },
    ]);
    expect(answer.body.data.columns.map((c) => [c.key, c.type, c.editable])).toEqual([
      ['document_detail.status', 'enum', true],
      ['document_detail.total_copies', 'number', false],
      ['biblio.publisher', 'string', true],
      ['usage.event_date', 'date', true],
      ['usage.payment_amount', 'number', true],
      ['location.machine_id', 'number', true],
      ['research_collection.collection_title', 'string', false],
      ['batch.title', 'string', false],
    ]);
    expect(answer.body.message).toBe('1 record found');
  });

  it("is one per record: item columns from its first active item, or the first one the item's filters match", async () => {
    const columns = [
      { resource: 'biblio', field: 'publisher' },
      { resource: 'usage', field: 'times_copied' },
    ];
    const rows = await records({ query: { columns }, batch_id: batchF });
    expect(rows).toHaveLength(12);
    const row = (ref: string) => rows.find((r) => r.id === MODEL.find((m) => m.ref === ref)!.id)!;
    expect(row('C')['biblio.publisher']).toBe('Macmillan');
    expect(row('F')['biblio.publisher']).toBe('Allen & Unwin');
    // F's first usage is inactive: its second is shown.
    expect(row('F')['usage.times_copied']).toBe(1);
    expect(row('K')['biblio.publisher']).toBeNull();
    const filtered = await records({
      query: { columns, filters: [f('biblio', 'publisher', 'begins_with', 'zed')] },
      batch_id: batchF,
    });
    expect(filtered.map((r) => r['biblio.publisher'])).toEqual(['Zed Books']);
  });
});

// --- Sorting and keyset paging ------------------------------------------------------------------

let PAGING: Model[] = [];
const PUBLISHERS = ['Allen', 'Macmillan', null, 'Penguin', 'Zed'];
const INFO = [null, 'Alpha', 'Bravo', 'Charlie'];
const DATES = ['2026-01-05', null, '2026-03-10', '2025-11-30'];

/** 250 records whose sorted columns repeat, so ties and empty values fill every page. */
function pagingRows(): Row[] {
  return Array.from({ length: 250 }, (_, i) => ({
    ref: `P${i}`,
    document: { other_information: INFO[i % 4], heldback: i % 3 === 0 },
    biblios: i % 17 === 0 ? [] : [{ publisher: PUBLISHERS[i % 5] }],
    usages: [{ times_copied: i % 7, event_date: DATES[i % 4], payment_amount: (i % 6) * 2.5 }],
  }));
}

type SortCase = { resource: string; field: string; value: (m: Model) => BulkFilterValue };
const SORTS: SortCase[] = [
  { resource: 'document_detail', field: 'id', value: (m) => m.id },
  { resource: 'document_detail', field: 'other_information', value: (m) => m.document.other_information },
  { resource: 'document_detail', field: 'heldback', value: (m) => m.document.heldback },
  { resource: 'document_detail', field: 'total_copies', value: (m) => m.document.total_copies },
  { resource: 'biblio', field: 'publisher', value: (m) => m.biblios[0]?.publisher ?? null },
  { resource: 'usage', field: 'event_date', value: (m) => m.usages[0]?.event_date ?? null },
  { resource: 'usage', field: 'payment_amount', value: (m) => m.usages[0]?.payment_amount ?? null },
];

/** The order the product promises: by value (empty last ascending, first descending), then by record id. */
function expectedOrder(sort: SortCase, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...PAGING]
    .sort((x, y) => {
      const a = sort.value(x);
      const b = sort.value(y);
      if (a === null || b === null) {
        if (a === b) return sign * (x.id - y.id);
        return (a === null ? 1 : -1) * sign;
      }
      if (a !== b) return (a < b ? -1 : 1) * sign;
      return sign * (x.id - y.id);
    })
    .map((m) => m.id);
}

describe('results by keyset, 100 a page, sorted by any chosen column both ways', () => {
  const pageQuery = (sort: SortCase, direction: 'asc' | 'desc') => ({
    columns: [{ resource: sort.resource, field: sort.field }],
    sort: { resource: sort.resource, field: sort.field, direction },
  });

  const cases = SORTS.flatMap((sort) =>
    (['asc', 'desc'] as const).map((direction) => [`${sort.resource}.${sort.field}`, direction, sort] as const),
  );
  it.each(cases)('%s %s: forwards and back, every record once, in a stable order', async (_name, direction, sort) => {
    const query = pageQuery(sort, direction);
    const forward: BulkRecordPage[] = [];
    let cursor: string | null = null;
    do {
      const answer = await run({ query, batch_id: batchP, ...(cursor ? { cursor } : {}) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      forward.push(answer.body.data);
      cursor = answer.body.data.next_cursor;
    } while (cursor && forward.length < 10);
    expect(forward.map((p) => p.records.length)).toEqual([100, 100, 50]);
    expect(forward.every((p) => p.total === 250 && p.page_size === PAGE_SIZES.bulkEditResults)).toBe(true);
    expect(forward[0].previous_cursor).toBeNull();
    const ids = forward.flatMap((p) => p.records.map((r) => r.id));
    expect(new Set(ids).size).toBe(250);
    expect(ids).toEqual(expectedOrder(sort, direction));

    // Back from the last page: the same pages, the first one without a page before it.
    const back: BulkRecordPage[] = [forward[2]];
    cursor = forward[2].previous_cursor;
    while (cursor && back.length < 10) {
      const answer = await run({ query, batch_id: batchP, cursor });
      expect(answer.status).toBe(200);
      back.unshift(answer.body.data);
      cursor = answer.body.data.previous_cursor;
    }
    expect(back.map((p) => p.records.map((r) => r.id))).toEqual(forward.map((p) => p.records.map((r) => r.id)));
    expect(back[1].next_cursor).not.toBeNull();
  });

  it('pages by keyset: the statement has no OFFSET, the cursor is bound', async () => {
    const executor = api.db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    try {
      const first = await run({ query: pageQuery(SORTS[4], 'asc'), batch_id: batchP });
      spy.mockClear();
      await run({ query: pageQuery(SORTS[4], 'asc'), batch_id: batchP, cursor: first.body.data.next_cursor });
      statements.push(...spy.mock.calls.map(([compiled]) => compiled));
    } finally {
      spy.mockRestore();
    }
    const page = statements.find((s) => /\blimit\b/i.test(s.sql));
    expect(page?.sql).toMatch(/"bi"\."publisher" > \$\d+/);
    expect(page?.parameters).toContain(101);
    for (const { sql: text } of statements) expect(text.toLowerCase()).not.toMatch(/\boffset\b/);
  });

  it('refuses a cursor that is not one it gave, or one of another sort', async () => {
    const query = pageQuery(SORTS[3], 'asc');
    const first = await run({ query, batch_id: batchP });
    const next = first.body.data.next_cursor!;
    expectRefusal(
      await run({ query: pageQuery(SORTS[3], 'desc'), batch_id: batchP, cursor: next }),
      400,
      'The cursor is of another order of the results: run the query again',
      'cursor',
    );
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const cursor of [
      'not a cursor',
      forged(['document_detail.total_copies:asc', 'after', '1 or 1=1', 5]),
      forged(['document_detail.total_copies:asc', 'sideways', 1, 5]),
      forged(['document_detail.total_copies:asc', 'after', 1, -5]),
      forged({ a: 1 } as never),
      42,
    ]) {
      expectRefusal(
        await run({ query, batch_id: batchP, cursor }),
        400,
        'The cursor is not one this query gave: run the query again',
        'cursor',
      );
    }
  });
});

describe('the catalogue against the database', () => {
  it('types every field as its column is', async () => {
    const SQL_TYPES: Record<BulkEditFieldType, string[]> = {
      boolean: ['boolean'],
      string: ['text', 'character', 'USER-DEFINED'],
      number: ['integer', 'numeric', 'bigint'],
      date: ['date'],
      enum: ['text', 'integer'],
    };
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'
    `.execute(api.db);
    const wrong: string[] = [];
    for (const field of Object.values(BULK_EDIT_CATALOGUE).flat()) {
      if (isDerived(field)) continue;
      const column = rows.find(
        (r) => r.table_name === BULK_EDIT_TABLES[field.resource].table && r.column_name === field.field,
      );
      if (!column) wrong.push(`${field.resource}.${field.field}: no column`);
      else if (!SQL_TYPES[field.type].includes(column.data_type))
        wrong.push(`${field.resource}.${field.field}: ${field.type} over ${column.data_type}`);
      else if (field.type === 'number' && field.whole !== (column.data_type === 'integer' ? true : undefined))
        wrong.push(`${field.resource}.${field.field}: whole over ${column.data_type}`);
      else if (field.type === 'enum' && (field.options?.kind === 'values') !== (column.data_type === 'text'))
        wrong.push(`${field.resource}.${field.field}: ${field.options?.kind} over ${column.data_type}`);
    }
    expect(wrong).toEqual([]);
  });
});
