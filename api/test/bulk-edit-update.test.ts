import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { RoleName } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocuments, insertResearchTemplate } from '../src/seed/factories.ts';
import type { BulkUpdateResult } from '../src/modules/bulk-edit/update-records.ts';
import { BULK_CHUNK } from '../src/modules/bulk-edit/record-chunk.ts';
import type { callApi } from './call-api.ts';
import { signInEveryRole } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;

/** POST /api/bulk_edit/update_records over records of batches of their own. */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let batch: number;
let lockedBatch: number;
let ruledBatch: number;

const tooMany = 'More than 10 units copied.';

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  Object.assign(as, await signInEveryRole(api));
  const collection = (await insertCollection(api.db, { collection_title: 'Bulk Update' })).id;
  batch = (await insertBatch(api.db, { research_collection_id: collection })).id;
  lockedBatch = (await insertBatch(api.db, { research_collection_id: collection, status: 'locked' })).id;
  const { template } = await insertResearchTemplate(
    api.db,
    {},
    {
      fields: [{ resource: 'biblio', field_name: 'units_copied', label: 'Units Copied' }],
      rules: [
        {
          name: 'Too many units',
          conditions: [{ field: 'units_copied', operator: 'greater_than', value: '10' }],
          actions: [{ field: 'units_copied', type: 'error', value: null, options: null, message: tooMany }],
        },
        {
          name: 'Set Press ISN',
          conditions: [{ field: 'publisher', operator: 'equals', value: 'Set Press' }],
          actions: [{ field: 'isn', type: 'set', value: '978-0', options: null, message: null }],
        },
      ],
    },
  );
  const ruled = (await insertCollection(api.db, { research_template_id: template.id })).id;
  ruledBatch = (await insertBatch(api.db, { research_collection_id: ruled })).id;
});

afterAll(async () => {
  await api?.close();
});

const update = (body: unknown, who: Http = as.Coordinator) =>
  who.post<BulkUpdateResult>('/bulk_edit/update_records', body);

async function records(batchId: number, count: number) {
  const made = await insertDocuments(
    api.db,
    Array.from({ length: count }, () => ({
      batch_id: batchId,
      biblios: [{ publisher: 'Old Press', units_copied: 2 }, { publisher: 'Old Press' }],
      usages: 1,
    })),
  );
  return made.map((m) => m.document.id);
}

const publishers = async (ids: number[]) =>
  (
    await api.db
      .selectFrom('biblios')
      .select(['document_detail_id', 'publisher'])
      .where('document_detail_id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((b) => b.publisher);

const versions = async (ids: number[]) =>
  (await api.db.selectFrom('document_details').select('version').where('id', 'in', ids).orderBy('id').execute()).map(
    (r) => r.version,
  );

const auditRows = (ids: number[]) =>
  api.db
    .selectFrom('audit_log')
    .select(['entity_id', 'actor_email', 'after'])
    .where('entity', '=', 'document_detail')
    .where('entity_id', 'in', ids.map(String))
    .execute();

const SET_PUBLISHER = [{ resource: 'biblio', field: 'publisher', value: 'New Press' }];

describe('who may update records', () => {
  it.each(['Coordinator', 'IT'] as const)('%s may', async (role) => {
    const ids = await records(batch, 1);
    const answer = await update({ selected_ids: ids, update_fields: SET_PUBLISHER }, as[role]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Records updated successfully.');
  });

  it.each(['Researcher', 'External Auditor', 'Unassigned'] as const)('%s may not (403)', async (role) => {
    const ids = await records(batch, 1);
    expectRefusal(
      await update({ selected_ids: ids, update_fields: SET_PUBLISHER }, as[role]),
      403,
      'You do not have access to this',
    );
    expect(await publishers(ids)).toEqual(['Old Press', 'Old Press']);
  });

  it('nobody signed in may not (401)', async () => {
    const ids = await records(batch, 1);
    expect((await update({ selected_ids: ids, update_fields: SET_PUBLISHER }, as.nobody)).status).toBe(401);
  });
});

describe('the fields', () => {
  it('refuses a field the catalogue does not let a bulk update set, naming it', async () => {
    const ids = await records(batch, 1);
    expectRefusal(
      await update({ selected_ids: ids, update_fields: [{ resource: 'biblio', field: 'matched_by', value: 'x' }] }),
      400,
      "'biblio.matched_by' cannot be changed by a bulk update",
      'update_fields.0.field',
    );
    expectRefusal(
      await update({ selected_ids: ids, update_fields: [{ resource: 'biblio', field: 'colour', value: 'x' }] }),
      400,
      "'biblio.colour' is not a field of the bulk-edit catalogue",
      'update_fields.0.field',
    );
  });

  it('refuses a value of the wrong type', async () => {
    const ids = await records(batch, 1);
    expectRefusal(
      await update({ selected_ids: ids, update_fields: [{ resource: 'usage', field: 'times_copied', value: 'two' }] }),
      400,
      'usage.times_copied takes a whole number',
      'update_fields.0.value',
    );
    expectRefusal(
      await update({
        selected_ids: ids,
        update_fields: [{ resource: 'document_detail', field: 'heldback', value: 1 }],
      }),
      400,
      'document_detail.heldback takes true or false',
      'update_fields.0.value',
    );
  });
});

describe('the dry run', () => {
  it('answers each record change per active item and changes nothing', async () => {
    const ids = await records(batch, 2);
    const before = await versions(ids);
    const answer = await update({ selected_ids: ids, update_fields: SET_PUBLISHER, dry_run: true });
    expect(answer.status).toBe(200);
    const data = answer.body.data!;
    expect(data).toMatchObject({ dry_run: true, updated: 2, refused: [] });
    expect(data.records.map((r) => r.id)).toEqual(ids);
    expect(data.records.map((r) => r.version)).toEqual(before);
    expect(data.records[0].changes).toHaveLength(2);
    expect(data.records[0].changes[0]).toMatchObject({
      resource: 'biblio',
      field: 'publisher',
      before: 'Old Press',
      after: 'New Press',
    });
    expect(await publishers(ids)).toEqual(Array(4).fill('Old Press'));
    expect(await versions(ids)).toEqual(before);
    expect(await auditRows(ids)).toEqual([]);
  });
});

describe('the update', () => {
  it('changes exactly the selected records, bumps their versions and audits each once as a bulk change', async () => {
    const ids = await records(batch, 3);
    const before = await versions(ids);
    const answer = await update({
      selected_ids: ids.slice(0, 2),
      update_fields: [...SET_PUBLISHER, { resource: 'document_detail', field: 'heldback', value: true }],
      batch_id: batch,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Records updated successfully.');
    expect(answer.body.data).toMatchObject({ dry_run: false, updated: 2, refused: [] });
    expect(await publishers(ids)).toEqual([...Array(4).fill('New Press'), 'Old Press', 'Old Press']);
    const after = await versions(ids);
    expect(after[0]).toBeGreaterThan(before[0]);
    expect(after[1]).toBeGreaterThan(before[1]);
    expect(after[2]).toBe(before[2]);
    const audited = await auditRows(ids);
    expect(audited.map((a) => a.entity_id).sort()).toEqual(ids.slice(0, 2).map(String).sort());
    expect(audited[0].actor_email).toBe('coordinator@example.org');
    const marked = (typeof audited[0].after === 'string' ? JSON.parse(audited[0].after) : audited[0].after) as {
      bulk_change: { fields: unknown[] };
    };
    expect(marked.bulk_change.fields).toEqual([
      { resource: 'biblio', field: 'publisher', value: 'New Press' },
      { resource: 'document_detail', field: 'heldback', value: true },
    ]);
  });

  it('refuses and lists records of locked batches and records saved since the version sent, and counts them', async () => {
    const [open, stale] = await records(batch, 2);
    const [locked] = await records(lockedBatch, 1);
    const [staleVersion] = await versions([stale]);
    const answer = await update({
      selected_ids: [open, stale, locked],
      update_fields: SET_PUBLISHER,
      versions: { [stale]: staleVersion + 5 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ updated: 1, refused_count: 2 });
    expect(answer.body.message).toBe('1 record updated; 2 records refused.');
    expect(answer.body.data!.refused.map((r) => [r.id, r.reason])).toEqual([
      [stale, 'stale-version'],
      [locked, 'locked-batch'],
    ]);
    expect(await publishers([locked, stale])).toEqual(Array(4).fill('Old Press'));
  });

  it('says no record was updated when its only record was refused, never that records were', async () => {
    const [locked] = await records(lockedBatch, 1);
    const answer = await update({ selected_ids: [locked], update_fields: SET_PUBLISHER });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('No records were updated: 1 record refused.');
    expect(answer.body.data).toMatchObject({ updated: 0, refused_count: 1, bulk_change_id: expect.any(Number) });
    expect(await publishers([locked])).toEqual(['Old Press', 'Old Press']);
  });

  it('answers 404 naming the records that do not exist, and changes none of the others', async () => {
    const ids = await records(batch, 2);
    const before = await versions(ids);
    for (const dry_run of [false, true]) {
      const answer = await update({ selected_ids: [...ids, 2_000_000_000], update_fields: SET_PUBLISHER, dry_run });
      expectRefusal(answer, 404, 'Record 2000000000 not found', 'selected_ids');
    }
    expect(await publishers(ids)).toEqual(Array(4).fill('Old Press'));
    expect(await versions(ids)).toEqual(before);
    expect(await auditRows(ids)).toEqual([]);
  });

  it('lists a record whose change a rule of its template refuses, in the dry run and the real run', async () => {
    const ids = await records(ruledBatch, 1);
    const body = { selected_ids: ids, update_fields: [{ resource: 'biblio', field: 'units_copied', value: 12 }] };
    for (const dry_run of [true, false]) {
      const answer = await update({ ...body, dry_run });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ updated: 0 });
      expect(answer.body.data!.refused).toEqual([
        { id: ids[0], reason: 'rule', message: `Record ${ids[0]}: Units Copied: ${tooMany}` },
      ]);
    }
    const units = await api.db
      .selectFrom('biblios')
      .select('units_copied')
      .where('document_detail_id', '=', ids[0])
      .execute();
    expect(units.map((u) => u.units_copied)).not.toContain(12);
  });

  it('answers the values a rule of the template sets once the change is made', async () => {
    const ids = await records(ruledBatch, 1);
    const answer = await update({
      selected_ids: ids,
      update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Set Press' }],
      dry_run: true,
    });
    expect(answer.status).toBe(200);
    const [record] = answer.body.data!.records;
    expect(record.changes).toHaveLength(2);
    expect(record.rule_sets).toHaveLength(2);
    expect(record.rule_sets[0]).toMatchObject({ resource: 'biblio', field: 'isn', value: '978-0' });
  });

  it('updates more records than one chunk holds, each audited once', async () => {
    const ids = await records(batch, BULK_CHUNK + 10);
    const answer = await update({
      selected_ids: ids,
      update_fields: [{ resource: 'document_detail', field: 'other_information', value: 'Chunked' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ updated: BULK_CHUNK + 10, refused: [] });
    const stored = await api.db
      .selectFrom('document_details')
      .select('other_information')
      .where('id', 'in', ids)
      .execute();
    expect(stored.every((r) => r.other_information === 'Chunked')).toBe(true);
    expect(await auditRows(ids)).toHaveLength(BULK_CHUNK + 10);
  });
});
