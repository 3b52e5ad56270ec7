import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BULK_EDIT_MESSAGES } from '@rt/domain';
import {
  insertBatch,
  insertCollection,
  insertDocuments,
  insertResearchTemplate,
} from '../../api/src/seed/factories.ts';
import { startTestBff, type GraphQLResponse, type TestBff } from './bff-harness.ts';

/** Bulk update through GraphQL: the dry run's diff, refusals by reason, the versions sent back, who may. */
let bff: TestBff;
let batchId: number;
let lockedBatchId: number;
let ruledBatchId: number;
const as: Record<'coordinator' | 'researcher', { cookie: string }> = {} as never;

const BULK_UPDATE = `
  mutation BulkUpdate($input: BulkUpdateInput!) {
    bulkUpdateRecords(input: $input) {
      message
      userErrors { field code message }
      failure { message applied failedFromId }
      result {
        dryRun
        updated
        unchanged
        bulkChangeId
        refused { id reason message }
        records {
          id
          version
          changes { resource field itemId before after }
          ruleSets { resource itemId field value }
        }
      }
    }
  }
`;

type Payload = {
  message: string | null;
  userErrors: { field: string | null; code: string; message: string }[];
  failure: { message: string; applied: number; failedFromId: string | null } | null;
  result: {
    dryRun: boolean;
    updated: number;
    unchanged: number;
    bulkChangeId: string | null;
    refused: { id: string; reason: string; message: string }[];
    records: {
      id: string;
      version: number | null;
      changes: { resource: string; field: string; itemId: string | null; before: unknown; after: unknown }[];
      ruleSets: { resource: string; itemId: string | null; field: string; value: unknown }[];
    }[];
  } | null;
};

const update = async (input: Record<string, unknown>, who: { cookie: string } = as.coordinator) =>
  (await bff.query<{ bulkUpdateRecords: Payload }>(BULK_UPDATE, { input }, who)) as GraphQLResponse<{
    bulkUpdateRecords: Payload;
  }>;

async function records(batch: number, count: number, publisher = 'Old Press') {
  const made = await insertDocuments(
    bff.api.db,
    Array.from({ length: count }, () => ({ batch_id: batch, biblios: [{ publisher }], usages: 1 })),
  );
  return made.map((m) => String(m.document.id));
}

const SET_PUBLISHER = [{ resource: 'BIBLIO', field: 'publisher', value: 'New Press' }];

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  bff = await startTestBff();
  as.coordinator = { cookie: await bff.signIn('coordinator@example.org') };
  as.researcher = { cookie: await bff.signIn('researcher@example.org') };
  const collection = (await insertCollection(bff.api.db, { collection_title: 'Bulk Update GraphQL' })).id;
  batchId = (await insertBatch(bff.api.db, { research_collection_id: collection })).id;
  lockedBatchId = (await insertBatch(bff.api.db, { research_collection_id: collection, status: 'locked' })).id;
  const { template } = await insertResearchTemplate(
    bff.api.db,
    {},
    {
      fields: [{ resource: 'biblio', field_name: 'isn', label: 'ISN' }],
      rules: [
        {
          name: 'Set Press ISN',
          conditions: [{ field: 'publisher', operator: 'equals', value: 'Set Press' }],
          actions: [{ field: 'isn', type: 'set', value: '978-0', options: null, message: null }],
        },
      ],
    },
  );
  const ruled = (await insertCollection(bff.api.db, { research_template_id: template.id })).id;
  ruledBatchId = (await insertBatch(bff.api.db, { research_collection_id: ruled })).id;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await bff?.close();
});

describe('the dry run', () => {
  it('answers each record change with before and after, its version, and refused records by reason', async () => {
    const ids = await records(batchId, 2);
    const [locked] = await records(lockedBatchId, 1);
    const answer = await update({ selectedIds: [...ids, locked], fields: SET_PUBLISHER, dryRun: true });
    expect(answer.errors).toBeUndefined();
    const { result, userErrors } = answer.data!.bulkUpdateRecords;
    expect(userErrors).toEqual([]);
    expect(result).toMatchObject({ dryRun: true, updated: 2, unchanged: 0, bulkChangeId: null });
    expect(result!.refused).toEqual([{ id: locked, reason: 'LOCKED_BATCH', message: expect.stringContaining(locked) }]);
    expect(result!.records.map((r) => r.id)).toEqual(ids);
    expect(result!.records[0].version).toEqual(expect.any(Number));
    expect(result!.records[0].changes).toEqual([
      { resource: 'BIBLIO', field: 'publisher', itemId: expect.any(String), before: 'Old Press', after: 'New Press' },
    ]);
  });

  it('says what the rules would set on the changed record', async () => {
    const [id] = await records(ruledBatchId, 1);
    const answer = await update({
      selectedIds: [id],
      fields: [{ resource: 'BIBLIO', field: 'publisher', value: 'Set Press' }],
      dryRun: true,
    });
    const record = answer.data!.bulkUpdateRecords.result!.records[0];
    expect(record.ruleSets).toEqual([{ resource: 'BIBLIO', itemId: expect.any(String), field: 'isn', value: '978-0' }]);
  });

  it('names the input field a wrong value is given for', async () => {
    const [id] = await records(batchId, 1);
    const answer = await update({
      selectedIds: [id],
      fields: [{ resource: 'DOCUMENT_DETAIL', field: 'heldback', value: 'perhaps' }],
      dryRun: true,
    });
    const { result, userErrors } = answer.data!.bulkUpdateRecords;
    expect(result).toBeNull();
    expect(userErrors).toEqual([{ field: 'fields.0.value', code: 'BAD_USER_INPUT', message: expect.any(String) }]);
  });
});

describe('the update', () => {
  it('applies with the versions the dry run read and refuses a record saved since', async () => {
    const ids = await records(batchId, 2);
    const dry = (await update({ selectedIds: ids, fields: SET_PUBLISHER, dryRun: true })).data!.bulkUpdateRecords;
    const versions = dry.result!.records.map((r) => ({ id: r.id, version: r.version }));
    // The second record is saved by someone else meanwhile.
    await bff.api.db
      .updateTable('document_details')
      .set({ notes: 'saved meanwhile' })
      .where('id', '=', Number(ids[1]))
      .execute();
    const answer = await update({
      selectedIds: ids,
      fields: SET_PUBLISHER,
      dryRun: false,
      versions,
      batchId: String(batchId),
      query: { filters: [], columns: [{ resource: 'BIBLIO', field: 'publisher' }] },
    });
    expect(answer.errors).toBeUndefined();
    const { message, result } = answer.data!.bulkUpdateRecords;
    // One record changed, one refused: the counts, not the spec's text for an apply that all took.
    expect(message).toBe('1 record updated; 1 record refused.');
    expect(result).toMatchObject({ dryRun: false, updated: 1 });
    expect(result!.refused).toEqual([{ id: ids[1], reason: 'STALE_VERSION', message: expect.any(String) }]);
    const publishers = await bff.api.db
      .selectFrom('biblios')
      .select('publisher')
      .where('document_detail_id', 'in', ids.map(Number))
      .orderBy('document_detail_id')
      .execute();
    expect(publishers.map((p) => p.publisher)).toEqual(['New Press', 'Old Press']);
    expect(result!.bulkChangeId).toEqual(expect.any(String));
  });

  it('is refused to a researcher', async () => {
    const [id] = await records(batchId, 1);
    const answer = await update({ selectedIds: [id], fields: SET_PUBLISHER, dryRun: true }, as.researcher);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a link from the Work Search modal', () => {
  it('links a work to every active biblio, alone or with other fields', async () => {
    const [id] = await records(batchId, 1);
    const work = {
      workId: 'W-BULK-GQL',
      title: 'Linked Through GraphQL',
      type: 'Book',
      isn: '9780000000002',
      yearOfPublication: 2002,
      contributors: [{ sfPseudonymName: 'GraphQL Publisher', type: 'Publisher' }],
    };
    const answer = await update({ selectedIds: [id], fields: [], link: { work }, dryRun: true });
    expect(answer.errors).toBeUndefined();
    const { result, userErrors } = answer.data!.bulkUpdateRecords;
    expect(userErrors).toEqual([]);
    expect(result!.records[0].changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resource: 'BIBLIO', field: 'work_id', after: 'W-BULK-GQL' }),
        expect.objectContaining({ resource: 'BIBLIO', field: 'major_title', after: 'Linked Through GraphQL' }),
      ]),
    );
  });

  it('is refused, named, when a field it sets is also given', async () => {
    const [id] = await records(batchId, 1);
    const answer = await update({
      selectedIds: [id],
      fields: [{ resource: 'BIBLIO', field: 'work_id', value: 'W-OTHER' }],
      link: { recipient: { accountObjectId: 'R-GQL', pseudonymName: 'GraphQL Recipient' } },
      dryRun: true,
    });
    const { result, userErrors } = answer.data!.bulkUpdateRecords;
    expect(result).toBeNull();
    expect(userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

const CHANGES_TODAY = `
  query {
    bulkChangesToday { id userId username createdAt batchId records undoneAt fields { resource field value } }
  }
`;
const UNDO = `
  mutation Undo($id: ID!) {
    undoBulkChange(id: $id) {
      message
      userErrors { field code message }
      failure { message applied }
      result { bulkChangeId restored refused { id reason message } }
    }
  }
`;

type Undo = {
  message: string | null;
  userErrors: { field: string | null; code: string; message: string }[];
  result: { bulkChangeId: string; restored: number; refused: { id: string; reason: string; message: string }[] } | null;
};

describe("today's bulk changes and their undo", () => {
  it('lists the change and puts its records back once, refusing a record changed since', async () => {
    const ids = await records(batchId, 2);
    const applied = (await update({ selectedIds: ids, fields: SET_PUBLISHER, dryRun: false })).data!.bulkUpdateRecords;
    const id = applied.result!.bulkChangeId!;

    const today = await bff.query<{ bulkChangesToday: Record<string, unknown>[] }>(CHANGES_TODAY, {}, as.coordinator);
    expect(today.errors).toBeUndefined();
    expect(today.data!.bulkChangesToday[0]).toMatchObject({
      id,
      username: expect.any(String),
      batchId: null,
      records: 2,
      undoneAt: null,
      fields: [{ resource: 'BIBLIO', field: 'publisher', value: 'New Press' }],
    });

    // The second record's publisher is changed by a save since.
    await bff.api.db
      .updateTable('biblios')
      .set({ publisher: 'Later Press' })
      .where('document_detail_id', '=', Number(ids[1]))
      .execute();
    const undo = async () =>
      (await bff.query<{ undoBulkChange: Undo }>(UNDO, { id }, as.coordinator)).data!.undoBulkChange;
    const first = await undo();
    expect(first.message).toBe(BULK_EDIT_MESSAGES.undone);
    expect(first.result).toMatchObject({ bulkChangeId: id, restored: 1 });
    expect(first.result!.refused).toEqual([{ id: ids[1], reason: 'CHANGED_SINCE', message: expect.any(String) }]);

    const again = await undo();
    expect(again.result).toBeNull();
    expect(again.userErrors).toEqual([
      { field: expect.anything(), code: 'BAD_USER_INPUT', message: BULK_EDIT_MESSAGES.undoneAlready },
    ]);
    const listed = await bff.query<{ bulkChangesToday: { id: string; undoneAt: string | null }[] }>(
      CHANGES_TODAY,
      {},
      as.coordinator,
    );
    expect(listed.data!.bulkChangesToday.find((c) => c.id === id)?.undoneAt).toEqual(expect.any(String));
  });

  it('takes a later request of the same action into the bulk change the first one made', async () => {
    const first = (await update({ selectedIds: await records(batchId, 2), fields: SET_PUBLISHER, dryRun: false })).data!
      .bulkUpdateRecords;
    const id = first.result!.bulkChangeId!;
    const second = (
      await update({ selectedIds: await records(batchId, 1), fields: SET_PUBLISHER, dryRun: false, bulkChangeId: id })
    ).data!.bulkUpdateRecords;
    expect(second.result).toMatchObject({ updated: 1, bulkChangeId: id });
    const today = await bff.query<{ bulkChangesToday: { id: string; records: number }[] }>(
      CHANGES_TODAY,
      {},
      as.coordinator,
    );
    expect(today.data!.bulkChangesToday.find((c) => c.id === id)?.records).toBe(3);

    const other = (
      await update({
        selectedIds: await records(batchId, 1),
        fields: [{ resource: 'BIBLIO', field: 'publisher', value: 'Other Press' }],
        dryRun: false,
        bulkChangeId: id,
      })
    ).data!.bulkUpdateRecords;
    expect(other.result).toBeNull();
    expect(other.userErrors).toEqual([
      {
        field: 'bulkChangeId',
        code: 'BAD_USER_INPUT',
        message: `bulk_change_id ${id} cannot be added to: it set other fields, values, link or batch.`,
      },
    ]);
  });

  it('are refused to a researcher', async () => {
    const answer = await bff.query(CHANGES_TODAY, {}, as.researcher);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
