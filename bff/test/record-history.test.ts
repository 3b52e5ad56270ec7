import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from './bff-harness.ts';

/** recordHistory through the BFF and a real records API (docs/decisions/018). */
let bff: TestBff;
let coordinator: string;

type Entry = { id: string; at: string; who: string; changes: string[] };
type FormRecord = {
  id: string;
  version: number;
  biblios: { id: string }[];
  usages: { id: string }[];
  links: { biblioId: string; usageId: string; activeFlag: boolean }[];
};

const HISTORY = 'query ($id: ID!) { recordHistory(id: $id) { id at who changes } }';
const RECORD = 'id version biblios { id } usages { id } links { biblioId usageId activeFlag }';
const SAVE = 'mutation ($input: SaveRecordInput!) { saveRecord(input: $input) { message userErrors { message } } }';

beforeAll(async () => {
  bff = await startTestBff();
  coordinator = await bff.signIn('coordinator@example.org');
});
afterAll(async () => {
  await bff?.close();
});

const history = (id: string, cookie = coordinator) =>
  bff.query<{ recordHistory: Entry[] }>(HISTORY, { id }, { cookie });

describe('recordHistory', () => {
  it("answers a save's who, when and what, newest first", async () => {
    const row = await bff.api.db
      .selectFrom('document_details')
      .innerJoin('batches', 'batches.id', 'document_details.batch_id')
      .select('document_details.id')
      .where('batches.status', '=', 'unlocked')
      .orderBy('document_details.id')
      .executeTakeFirstOrThrow();
    const id = String(row.id);
    const read = await bff.query<{ record: FormRecord }>(
      `query ($id: ID!) { record(id: $id) { ${RECORD} } }`,
      { id },
      { cookie: coordinator },
    );
    const record = read.data!.record;
    const saved = await bff.query<{ saveRecord: { message: string } }>(
      SAVE,
      {
        input: {
          id,
          version: record.version,
          action: 'SAVE',
          notes: 'Checked through the BFF',
          biblios: record.biblios.map((b) => ({ id: b.id, key: b.id })),
          usages: record.usages.map((u) => ({ id: u.id, key: u.id })),
          links: record.links.map((l) => ({ biblioKey: l.biblioId, usageKey: l.usageId, activeFlag: l.activeFlag })),
        },
      },
      { cookie: coordinator },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveRecord).toEqual({ message: 'Document details updated successfully', userErrors: [] });

    const { data, errors } = await history(id);
    expect(errors).toBeUndefined();
    expect(data!.recordHistory[0]).toMatchObject({ who: 'Casey Coordinator', changes: ['Notes changed'] });
    expect(Number.isNaN(Date.parse(data!.recordHistory[0].at))).toBe(false);

    const auditor = await history(id, await bff.signIn('auditor@example.org'));
    expect(auditor.errors).toBeUndefined();
    expect(auditor.data!.recordHistory[0].changes).toEqual(['Notes changed']);
  });

  it('refuses an unassigned user and names a record that does not exist', async () => {
    const unassigned = await history('1', await bff.signIn('unassigned@example.org'));
    expect(unassigned.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const missing = await history('99999999');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Document 99999999 was not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
