import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ROLE_IDS, type DocumentStatus } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertDocuments, insertUser } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';
import { auditRowsSince, lastAuditId } from './audit-rows.ts';
import { withAuditRefused } from './refuse-audit.ts';
import { expectRefusal } from './expect-refusal.ts';

type BatchUser = {
  id: number;
  batch_id: number;
  batch_title: string;
  user_id: number;
  user: { display_name: string; total_documents: number };
};

let api: TestApi;
let http: ReturnType<typeof callApi>;
/** Assignable people: two researchers and a coordinator. */
let riley: number;
let robin: number;
let casey: number;

const unknownId = 987_654;

const newUser = async (name: string, role_id: number | null) =>
  (await insertUser(api.db, { display_name: name, role_id })).id;

/** A new unlocked batch holding records of the given statuses, none assigned. */
async function batchWith(statuses: DocumentStatus[], overrides: { status?: 'locked' | 'unlocked' } = {}) {
  const batch = await insertBatch(api.db, overrides);
  await insertDocuments(
    api.db,
    statuses.map((status) => ({ batch_id: batch.id, status })),
  );
  return batch;
}
const ready = (n: number): DocumentStatus[] => Array(n).fill('ready_for_research');

const recordsOf = (batchId: number) =>
  api.db
    .selectFrom('document_details')
    .select(['id', 'status', 'assigned_user_id'])
    .where('batch_id', '=', batchId)
    .orderBy('id')
    .execute();

/** What GET /batch_user should answer, read straight from the tables. */
async function batchUsersFromDb(batchIds: number[]): Promise<BatchUser[]> {
  const rows = await api.db
    .selectFrom('batch_users as bu')
    .innerJoin('batches as b', 'b.id', 'bu.batch_id')
    .innerJoin('users as u', 'u.id', 'bu.user_id')
    .select(['bu.id', 'bu.batch_id', 'b.title', 'bu.user_id', 'u.display_name'])
    .where('bu.batch_id', 'in', batchIds)
    .execute();
  const records = await api.db
    .selectFrom('document_details')
    .select(['batch_id', 'assigned_user_id'])
    .where('batch_id', 'in', batchIds)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      batch_id: row.batch_id,
      batch_title: row.title,
      user_id: row.user_id,
      user: {
        display_name: row.display_name,
        total_documents: records.filter((r) => r.batch_id === row.batch_id && r.assigned_user_id === row.user_id)
          .length,
      },
    }))
    .sort((a, b) => a.batch_id - b.batch_id || a.user.display_name.localeCompare(b.user.display_name) || a.id - b.id);
}

const assign = (batchIds: number[], userIds: number[]) =>
  http.post<BatchUser[]>('/batch_user', {
    batch_ids: batchIds,
    batch_user_roles: userIds.map((user_id) => ({ user_id })),
  });

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  http = callApi(api.url, await signIn(api, COORDINATOR));
  riley = await newUser('Aa Riley Assignee', ROLE_IDS.Researcher);
  robin = await newUser('Ab Robin Assignee', ROLE_IDS.Researcher);
  casey = await newUser('Ac Casey Assignee', ROLE_IDS.Coordinator);
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/batch_user', () => {
  it("answers the seeded batches' assignees with their record counts, as the tables hold them", async () => {
    const batchIds = (await api.db.selectFrom('batches').select('id').orderBy('id').execute()).map((b) => b.id);
    const { status, body } = await http.get<BatchUser[]>(`/batch_user?batch_ids=${batchIds.join(',')}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.some((row) => row.user.total_documents > 0)).toBe(true);
    expect(body.data).toEqual(await batchUsersFromDb(batchIds));
  });

  it('answers nothing for no batches, and refuses a missing or bad batch_ids', async () => {
    expect((await http.get('/batch_user?batch_ids=')).body.data).toEqual([]);
    expectRefusal(await http.get('/batch_user'), 400, 'batch_ids is required (comma-separated batch ids)', 'batch_ids');
    expectRefusal(
      await http.get('/batch_user?batch_ids=1,x'),
      400,
      'Batch id must be a positive whole number',
      'batch_ids',
    );
  });
});

describe('POST /api/batch_user', () => {
  it("assigns the users and deals the batch's unassigned ready records out to them in turn", async () => {
    const batch = await batchWith([...ready(7), 'on_hold', 'imported', 'researched']);
    const since = await lastAuditId(api.db);
    const { status, body } = await assign([batch.id], [riley, robin]);
    expect(status).toBe(200);
    expect(body.message).toBe('Records assigned successfully');
    expect(body.data).toEqual(await batchUsersFromDb([batch.id]));
    expect((await http.get(`/batch_user?batch_ids=${batch.id}`)).body.data).toEqual(body.data);

    const records = await recordsOf(batch.id);
    const readyRecords = records.filter((r) => r.status === 'ready_for_research');
    // Round-robin in record order: Riley, Robin, Riley, ...
    expect(readyRecords.map((r) => r.assigned_user_id)).toEqual([riley, robin, riley, robin, riley, robin, riley]);
    expect(records.filter((r) => r.status !== 'ready_for_research').map((r) => r.assigned_user_id)).toEqual([
      null,
      null,
      null,
    ]);
    expect(body.data.map((row) => [row.user_id, row.user.total_documents])).toEqual([
      [riley, 4],
      [robin, 3],
    ]);

    const audit = await auditRowsSince(api.db, since);
    expect(audit.filter((a) => a.entity === 'batch_user')).toEqual(
      body.data.map((row) =>
        expect.objectContaining({
          action: 'create',
          entity_id: String(row.id),
          after: expect.objectContaining({ batch_id: batch.id, user_id: row.user_id }),
        }),
      ),
    );
    expect(audit.filter((a) => a.entity === 'document_detail')).toEqual(
      readyRecords.map((r) =>
        expect.objectContaining({
          action: 'update',
          actor_email: COORDINATOR,
          entity_id: String(r.id),
          before: { assigned_user_id: null },
          after: { assigned_user_id: r.assigned_user_id },
        }),
      ),
    );
  });

  it('is idempotent per batch and user, and deals records added since in turn among everyone assigned', async () => {
    const batch = await batchWith(ready(2));
    await assign([batch.id], [riley]);
    const first = await api.db.selectFrom('batch_users').selectAll().where('batch_id', '=', batch.id).execute();
    const since = await lastAuditId(api.db);
    expect((await assign([batch.id], [riley])).status).toBe(200);
    expect(await api.db.selectFrom('batch_users').selectAll().where('batch_id', '=', batch.id).execute()).toEqual(
      first,
    );
    expect(await auditRowsSince(api.db, since)).toEqual([]);

    await insertDocuments(
      api.db,
      ready(4).map((status) => ({ batch_id: batch.id, status })),
    );
    const { body } = await assign([batch.id], [riley, casey]);
    const records = await recordsOf(batch.id);
    // Riley already holds two: Casey's turn until they hold as many, then the first assigned again.
    expect(records.map((r) => r.assigned_user_id)).toEqual([riley, riley, casey, casey, riley, casey]);
    expect(body.data).toEqual(await batchUsersFromDb([batch.id]));
    expect(body.data.map((row) => [row.user_id, row.user.total_documents])).toEqual([
      [riley, 3],
      [casey, 3],
    ]);
  });

  it("deals the ready records someone who is not the batch's researcher holds, such as the coordinator who made them", async () => {
    const batch = await batchWith(ready(1));
    // Made by Manual data entry before the batch had researchers: its author holds it.
    const made = await http.post<{ record: { id: number; assigned_user_id: number } }>(
      '/document_detail/full_record/null',
      {
        batch_id: batch.id,
        biblios: [{ key: 'b', major_title: 'Typed In' }],
        usages: [{ key: 'u' }],
        biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
      },
    );
    expect(made.status).toBe(200);
    const author = made.body.data.record.assigned_user_id;
    expect(author).not.toBe(riley);
    await assign([batch.id], [riley, robin]);
    const records = await recordsOf(batch.id);
    expect(records.map((r) => r.assigned_user_id)).toEqual([riley, robin]);
    expect(records[1].id).toBe(made.body.data.record.id);
  });

  it('assigns every listed user to every listed batch', async () => {
    const [a, b] = [await batchWith(ready(1)), await batchWith(ready(3))];
    const { body } = await assign([a.id, b.id, a.id], [robin, casey]);
    expect(body.data.map((row) => [row.batch_id, row.user_id])).toEqual([
      [a.id, robin],
      [a.id, casey],
      [b.id, robin],
      [b.id, casey],
    ]);
    expect(body.data).toEqual(await batchUsersFromDb([a.id, b.id]));
  });

  it.each([
    ['an IT user', ROLE_IDS.IT],
    ['an External Auditor', ROLE_IDS['External Auditor']],
    ['an Unassigned user', ROLE_IDS.Unassigned],
    ['a user without a role', null],
  ])('refuses %s, assigning nobody', async (_case, roleId) => {
    const batch = await batchWith(ready(2));
    const other = await newUser(`Not Assignable ${String(roleId)}`, roleId);
    expectRefusal(
      await assign([batch.id], [riley, other]),
      400,
      'Only researchers and coordinators can be assigned',
      'batch_user_roles',
    );
    expect(await api.db.selectFrom('batch_users').select('id').where('batch_id', '=', batch.id).execute()).toEqual([]);
    expect((await recordsOf(batch.id)).map((r) => r.assigned_user_id)).toEqual([null, null]);
  });

  it('refuses a locked batch by its title, leaving the other listed batches alone too', async () => {
    const open = await batchWith(ready(2));
    const locked = await batchWith(ready(2), { status: 'locked' });
    expectRefusal(await assign([open.id, locked.id], [riley]), 409, `Batch ${locked.title} is locked`, 'batch_ids');
    expect(
      await api.db.selectFrom('batch_users').select('id').where('batch_id', 'in', [open.id, locked.id]).execute(),
    ).toEqual([]);
    expect((await recordsOf(open.id)).map((r) => r.assigned_user_id)).toEqual([null, null]);
  });

  it.each([
    [
      'no batches',
      { batch_ids: [], batch_user_roles: [{ user_id: 1 }] },
      'batch_ids',
      'Please select at least one batch',
    ],
    ['no users', { batch_ids: [1] }, 'batch_user_roles', 'Please add at least one user'],
    [
      'a batch id that is no id',
      { batch_ids: ['x'], batch_user_roles: [{ user_id: 1 }] },
      'batch_ids',
      'Batch id must be a positive whole number',
    ],
    ['a user without an id', { batch_ids: [1], batch_user_roles: [{}] }, 'batch_user_roles', 'User id is required'],
    [
      'an unknown batch',
      { batch_ids: [unknownId], batch_user_roles: [{ user_id: 1 }] },
      'batch_ids',
      `Batch ${unknownId} does not exist`,
    ],
    [
      'an unknown user',
      { batch_ids: [1], batch_user_roles: [{ user_id: unknownId }] },
      'batch_user_roles',
      `User ${unknownId} does not exist`,
    ],
  ])('refuses %s with a message on its field', async (_case, body, field, message) => {
    expectRefusal(await http.post('/batch_user', body), 400, message, field);
  });

  it('is never half done: when dealing out the records fails, nobody is assigned', async () => {
    const batch = await batchWith(ready(3));
    const { status } = await withAuditRefused(api.db, 'document_detail', () => assign([batch.id], [riley, robin]));
    expect(status).toBe(500);
    expect(await api.db.selectFrom('batch_users').select('id').where('batch_id', '=', batch.id).execute()).toEqual([]);
    expect((await recordsOf(batch.id)).map((r) => r.assigned_user_id)).toEqual([null, null, null]);
  });
});

describe('DELETE /api/batch_user/:id', () => {
  it("ends the assignment and hands back the user's records of the batch that are not yet researched", async () => {
    const batch = await batchWith(ready(4));
    await assign([batch.id], [riley, robin]);
    // Riley has records 1 and 3: one goes on hold, one is researched.
    const rileys = (await recordsOf(batch.id)).filter((r) => r.assigned_user_id === riley);
    await api.db.updateTable('document_details').set({ status: 'on_hold' }).where('id', '=', rileys[0].id).execute();
    await api.db.updateTable('document_details').set({ status: 'researched' }).where('id', '=', rileys[1].id).execute();
    const [assignment] = (await http.get<BatchUser[]>(`/batch_user?batch_ids=${batch.id}`)).body.data.filter(
      (r) => r.user_id === riley,
    );
    const since = await lastAuditId(api.db);

    const { status, body } = await http.del(`/batch_user/${assignment.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Assignment removed successfully',
      data: { id: assignment.id, batch_id: batch.id, user_id: riley, unassigned_records: 1 },
    });
    const records = await recordsOf(batch.id);
    expect(records.find((r) => r.id === rileys[0].id)?.assigned_user_id).toBeNull();
    expect(records.find((r) => r.id === rileys[1].id)?.assigned_user_id).toBe(riley);
    expect(records.filter((r) => r.assigned_user_id === robin)).toHaveLength(2);
    const listed = (await http.get<BatchUser[]>(`/batch_user?batch_ids=${batch.id}`)).body.data;
    expect(listed.map((r) => r.user_id)).toEqual([robin]);
    expect(listed).toEqual(await batchUsersFromDb([batch.id]));
    expect(await auditRowsSince(api.db, since)).toEqual([
      expect.objectContaining({
        action: 'delete',
        entity: 'batch_user',
        entity_id: String(assignment.id),
        before: expect.objectContaining({ user_id: riley }),
      }),
      expect.objectContaining({
        action: 'update',
        entity: 'document_detail',
        entity_id: String(rileys[0].id),
        before: { assigned_user_id: riley },
        after: { assigned_user_id: null },
      }),
    ]);
    expectRefusal(await http.del(`/batch_user/${assignment.id}`), 404, `Assignment ${assignment.id} was not found`);
  });

  it('refuses on a locked batch and changes nothing', async () => {
    const batch = await batchWith(ready(2));
    await assign([batch.id], [robin]);
    await api.db.updateTable('batches').set({ status: 'locked' }).where('id', '=', batch.id).execute();
    const [assignment] = await api.db.selectFrom('batch_users').select('id').where('batch_id', '=', batch.id).execute();
    expectRefusal(await http.del(`/batch_user/${assignment.id}`), 409, `Batch ${batch.title} is locked`, 'batch_ids');
    expect((await recordsOf(batch.id)).map((r) => r.assigned_user_id)).toEqual([robin, robin]);
    expect(await api.db.selectFrom('batch_users').select('id').where('batch_id', '=', batch.id).execute()).toEqual([
      assignment,
    ]);
  });
});
