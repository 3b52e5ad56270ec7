import { RECORD_WRITE_MESSAGES } from '@rt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBatch, insertBatchUser, insertDocument } from '../../api/src/seed/factories.ts';
import { startTestBff, type TestBff } from './bff-harness.ts';

/** Who may change a record, as GraphQL tells the screen and as the save answers (docs/decisions/022). */
let bff: TestBff;
const cookies: Record<string, string> = {};

const REFUSAL = 'query ($id: ID!) { record(id: $id) { id writeRefusal { reason message } } }';
const SAVE = `mutation ($input: SaveRecordInput!) {
  saveRecord(input: $input) { message record { id version } userErrors { field code message } }
}`;

type Refusal = { reason: string; message: string } | null;

beforeAll(async () => {
  bff = await startTestBff();
  for (const who of ['coordinator', 'researcher', 'researcher2', 'auditor'])
    cookies[who] = await bff.signIn(`${who}@example.org`);
});
afterAll(async () => {
  await bff?.close();
});

const userId = async (email: string) =>
  (await bff.api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A record of a new batch that the demo researcher works on. */
async function researchersRecord(status: 'locked' | 'unlocked' = 'unlocked') {
  const batch = await insertBatch(bff.api.db, { status });
  await insertBatchUser(bff.api.db, { batch_id: batch.id, user_id: await userId('researcher@example.org') });
  return (await insertDocument(bff.api.db, { batch_id: batch.id, biblios: 1, usages: 1 })).document;
}

async function refusalFor(who: string, id: number): Promise<Refusal> {
  const { data, errors } = await bff.query<{ record: { writeRefusal: Refusal } }>(
    REFUSAL,
    { id: String(id) },
    { cookie: cookies[who] },
  );
  expect(errors).toBeUndefined();
  return data!.record.writeRefusal;
}

describe('ResearchRecord.writeRefusal', () => {
  it('is null for whoever may change the record, and says why for everyone else', async () => {
    const record = await researchersRecord();
    expect(await refusalFor('coordinator', record.id)).toBeNull();
    expect(await refusalFor('researcher', record.id)).toBeNull();
    expect(await refusalFor('researcher2', record.id)).toEqual({
      reason: 'NOT_ASSIGNED',
      message: RECORD_WRITE_MESSAGES['not-assigned'],
    });
    expect(await refusalFor('auditor', record.id)).toEqual({
      reason: 'READ_ONLY_ROLE',
      message: RECORD_WRITE_MESSAGES['read-only-role'],
    });
  });

  it('names a locked batch to everyone, Coordinators included', async () => {
    const record = await researchersRecord('locked');
    for (const who of ['coordinator', 'researcher']) {
      expect(await refusalFor(who, record.id)).toEqual({
        reason: 'LOCKED_BATCH',
        message: RECORD_WRITE_MESSAGES['locked-batch'],
      });
    }
  });
});

describe('saveRecord by someone who may not change the record', () => {
  async function save(who: string, id: number) {
    const version = (
      await bff.api.db.selectFrom('document_details').select('version').where('id', '=', id).executeTakeFirstOrThrow()
    ).version;
    const input = { id: String(id), version, action: 'SAVE', notes: 'changed', biblios: [], usages: [], links: [] };
    const { data, errors } = await bff.query<{ saveRecord: { record: unknown; userErrors: unknown[] } }>(
      SAVE,
      { input },
      { cookie: cookies[who] },
    );
    expect(errors).toBeUndefined();
    return data!.saveRecord;
  }

  it('answers the reason as a userError, and the record keeps its notes', async () => {
    const record = await researchersRecord();
    expect(await save('researcher2', record.id)).toEqual({
      message: null,
      record: null,
      userErrors: [{ field: null, code: 'FORBIDDEN', message: RECORD_WRITE_MESSAGES['not-assigned'] }],
    });
    const locked = await researchersRecord('locked');
    expect((await save('coordinator', locked.id)).userErrors).toEqual([
      { field: null, code: 'CONFLICT', message: RECORD_WRITE_MESSAGES['locked-batch'] },
    ]);
    const stored = await bff.api.db
      .selectFrom('document_details')
      .select('notes')
      .where('id', 'in', [record.id, locked.id])
      .execute();
    expect(stored.map((r) => r.notes)).not.toContain('changed');
  });
});
