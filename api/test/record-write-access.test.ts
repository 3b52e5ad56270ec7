import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { RECORD_WRITE_MESSAGES, ROLE_IDS, type RecordWriteRefusalKind } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertBatchUser, insertDocument, insertUser } from '../src/seed/factories.ts';
import type { FullRecord } from '../src/modules/research/load-full-record.ts';
import { callApi, type ApiAnswer } from './call-api.ts';
import { signIn } from './sign-in.ts';

type Http = ReturnType<typeof callApi>;
type Role = 'coordinator' | 'it' | 'researcher' | 'auditor' | 'unassigned';

let api: TestApi;
const as = {} as Record<Role, Http>;
let researcherId: number;
let researcherOfOtherBatch: Http;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  const emails: Record<Role, string> = {
    coordinator: 'coordinator@example.org',
    it: 'it@example.org',
    researcher: 'researcher@example.org',
    auditor: 'auditor@example.org',
    unassigned: 'unassigned@example.org',
  };
  for (const [role, email] of Object.entries(emails)) as[role as Role] = callApi(api.url, await signIn(api, email));
  researcherId = (
    await api.db.selectFrom('users').select('id').where('email', '=', emails.researcher).executeTakeFirstOrThrow()
  ).id;
  const other = await insertUser(api.db, { role_id: ROLE_IDS.Researcher });
  researcherOfOtherBatch = callApi(api.url, await signIn(api, other.email));
});
afterAll(async () => {
  await api?.close();
});

/** A record of two biblios and two usages, all four linked, in a batch assigned to the demo researcher (or to nobody). */
async function recordIn(options: { locked?: boolean; assigned: boolean }) {
  const batch = await insertBatch(api.db, { status: options.locked ? 'locked' : 'unlocked' });
  if (options.assigned) await insertBatchUser(api.db, { batch_id: batch.id, user_id: researcherId });
  return insertDocument(api.db, {
    batch_id: batch.id,
    biblios: 2,
    usages: 2,
    links: [
      { biblio: 0, usage: 0 },
      { biblio: 1, usage: 0 },
      { biblio: 0, usage: 1 },
      { biblio: 1, usage: 1 },
    ],
  });
}

const read = async (id: number) =>
  (await as.coordinator.get<FullRecord>(`/document_detail/full_record/${id}`)).body.data;

/** The record as the form holds it, with one edit (page numbers of the first biblio). */
function editedForm(record: FullRecord, action: 'save' | 'hold' | 'complete') {
  return {
    version: record.version,
    action,
    biblios: record.biblios.map(({ document_detail_id: _d, ...b }, i) => ({
      ...b,
      key: String(b.id),
      ...(i === 0 ? { page_numbers: '101-109' } : {}),
    })),
    usages: record.usages.map(({ document_detail_id: _d, ...u }) => ({ ...u, key: String(u.id) })),
    biblio_usage: record.biblio_usage.map((l) => ({
      biblio_key: String(l.biblio_id),
      usage_key: String(l.usage_id),
      active_flag: l.active_flag,
    })),
  };
}

type Write = 'save' | 'hold' | 'complete' | 'delete biblio' | 'delete usage';
const WRITES: Write[] = ['save', 'hold', 'complete', 'delete biblio', 'delete usage'];

async function attempt(who: Http, write: Write, record: FullRecord): Promise<ApiAnswer> {
  switch (write) {
    case 'delete biblio':
      return who.del(`/biblio/delete_biblio/${record.biblios[0].id}`);
    case 'delete usage':
      return who.del(`/usage/delete_usage/${record.usages[0].id}`);
    default:
      return who.put(`/document_detail/full_record/${record.id}`, editedForm(record, write));
  }
}

const STATUS: Record<RecordWriteRefusalKind, number> = {
  'read-only-role': 403,
  'not-assigned': 403,
  'locked-batch': 409,
};

/** Who may write a record of which batch (spec 4 and 6): null where allowed, else why not. */
const MATRIX: Array<{
  who: () => Http;
  label: string;
  assigned: RecordWriteRefusalKind | null;
  other: RecordWriteRefusalKind | null;
}> = [
  { who: () => as.coordinator, label: 'a Coordinator', assigned: null, other: null },
  { who: () => as.it, label: 'IT', assigned: null, other: null },
  { who: () => as.researcher, label: 'the Researcher of the batch', assigned: null, other: 'not-assigned' },
  {
    who: () => researcherOfOtherBatch,
    label: 'a Researcher of other batches',
    assigned: 'not-assigned',
    other: 'not-assigned',
  },
];

describe('who may change a record', () => {
  for (const { who, label, assigned, other } of MATRIX) {
    for (const write of WRITES) {
      it(`${label}: ${write} on an assigned batch ${assigned ? 'refused' : 'allowed'}, on another batch ${other ? 'refused' : 'allowed'}, on a locked batch refused`, async () => {
        for (const [batch, expected] of [
          [{ assigned: true }, assigned],
          [{ assigned: false }, other],
          [{ assigned: true, locked: true }, 'locked-batch'],
        ] as const) {
          const { document } = await recordIn(batch);
          const before = await read(document.id);
          const answer = await attempt(who(), write, before);
          if (expected === null) {
            expect(answer.status, `${write} ${JSON.stringify(batch)}: ${answer.body.message}`).toBe(200);
            expect((await read(document.id)).version).toBeGreaterThan(before.version);
          } else {
            expect({ status: answer.status, message: answer.body.message }).toEqual({
              status: STATUS[expected],
              message: RECORD_WRITE_MESSAGES[expected],
            });
            expect(await read(document.id)).toEqual(before);
          }
        }
      });
    }
  }

  it('External Auditors and Unassigned users change nothing, in any batch', async () => {
    for (const who of [as.auditor, as.unassigned]) {
      for (const write of WRITES) {
        const { document } = await recordIn({ assigned: true });
        const before = await read(document.id);
        expect((await attempt(who, write, before)).status).toBe(403);
        expect(await read(document.id)).toEqual(before);
      }
    }
  });

  it('anyone who may read a record still reads it, assigned or not, locked or not', async () => {
    const { document } = await recordIn({ assigned: false, locked: true });
    for (const who of [as.researcher, researcherOfOtherBatch, as.auditor, as.coordinator]) {
      expect((await who.get(`/document_detail/full_record/${document.id}`)).status).toBe(200);
    }
  });

  it('the record tells whom its batch is assigned to, for the screen to ask the same question', async () => {
    const { document } = await recordIn({ assigned: true });
    expect((await read(document.id)).batch?.assigned_user_ids).toEqual([researcherId]);
  });

  it('a batch locked while a save is under way: the save either lands before the lock or is refused', async () => {
    const { document } = await recordIn({ assigned: true });
    const before = await read(document.id);
    const [saved, locked] = await Promise.all([
      attempt(as.researcher, 'save', before),
      api.db.updateTable('batches').set({ status: 'locked' }).where('id', '=', before.batch_id).execute(),
    ]);
    expect(locked).toBeTruthy();
    expect([200, 409]).toContain(saved.status);
    const after = await read(document.id);
    expect(after.batch?.status).toBe('locked');
    expect(after.biblios[0].page_numbers === '101-109').toBe(saved.status === 200);
  });
});
