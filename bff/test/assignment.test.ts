import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLE_IDS } from '@rt/domain';
import { startTestBff, type TestBff } from './bff-harness.ts';

/**
 * Assign Records and the manual-entry source-file check, through the BFF over a real records API
 * (test seed: 'University of Sydney 2026 EUS Survey' has Quarter 1 locked and Quarter 2 worked by
 * the coordinator and Riley; 'NSW Schools 2026 Survey' Term 2 is Robin's).
 */
let bff: TestBff;
let coordinator: string;
const asCoordinator: TestBff['query'] = (text, variables) => bff.query(text, variables, { cookie: coordinator });

type Assignment = {
  id: string;
  batchId: string;
  batchTitle: string;
  userId: string;
  displayName: string;
  assignedRecords: number;
};
type UserError = { field: string | null; code: string; message: string };

const ASSIGNMENT_FIELDS = 'id batchId batchTitle userId displayName assignedRecords';
const ASSIGN = `mutation ($batchIds: [ID!]!, $userIds: [ID!]!) {
  assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) { message assignments { ${ASSIGNMENT_FIELDS} } userErrors { field code message } }
}`;
const REMOVE = `mutation ($id: ID!) {
  removeBatchAssignment(id: $id) { message removedId unassignedRecords userErrors { field code message } }
}`;
const READ = `query ($batchIds: [ID!]!) { batchAssignments(batchIds: $batchIds) { ${ASSIGNMENT_FIELDS} } }`;
const CHECK = `mutation ($link: String!) {
  checkSourceFileLink(sourceFileLink: $link) { message sourceFile { filePath fileName } userErrors { field code message } }
}`;

type AssignResult = {
  assignUsersToBatches: { message: string | null; assignments: Assignment[]; userErrors: UserError[] };
};
type RemoveResult = {
  removeBatchAssignment: {
    message: string | null;
    removedId: string | null;
    unassignedRecords: number | null;
    userErrors: UserError[];
  };
};
type CheckResult = {
  checkSourceFileLink: {
    message: string | null;
    sourceFile: { filePath: string; fileName: string } | null;
    userErrors: UserError[];
  };
};

const userId = async (email: string) =>
  String((await bff.api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);

async function batchId(collectionTitle: string, title: string): Promise<string> {
  const row = await bff.api.db
    .selectFrom('batches as b')
    .innerJoin('research_collections as rc', 'rc.id', 'b.research_collection_id')
    .select('b.id')
    .where('rc.collection_title', '=', collectionTitle)
    .where('b.title', '=', title)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** What the database says each assignment's Assigned Records should be. */
async function storedCount(batch: string, user: string): Promise<number> {
  const { n } = await bff.api.db
    .selectFrom('document_details')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batch_id', '=', Number(batch))
    .where('assigned_user_id', '=', Number(user))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const USYD = 'University of Sydney 2026 EUS Survey';
const NSW = 'NSW Schools 2026 Survey';
let lockedQ1: string;
let q2: string;
let nswT2: string;
let robin: string;
let riley: string;
let casey: string;

beforeAll(async () => {
  bff = await startTestBff();
  coordinator = await bff.signIn('coordinator@example.org');
  [lockedQ1, q2, nswT2] = await Promise.all([
    batchId(USYD, 'Quarter 1'),
    batchId(USYD, 'Quarter 2'),
    batchId(NSW, 'Term 2'),
  ]);
  [robin, riley, casey] = await Promise.all([
    userId('researcher2@example.org'),
    userId('researcher@example.org'),
    userId('coordinator@example.org'),
  ]);
});
afterAll(async () => {
  await bff?.close();
});

describe('Assign Records through the BFF', () => {
  it('finds collections by part of their title, with their batches and lock status', async () => {
    type Result = {
      researchCollectionSearch: { collectionTitle: string; batches: { title: string; status: string }[] }[];
    };
    const { data, errors } = await asCoordinator<Result>(
      'query ($t: String!) { researchCollectionSearch(searchTerm: $t) { collectionTitle batches { title status } } }',
      { t: 'sydney 2026' },
    );
    expect(errors).toBeUndefined();
    expect(data!.researchCollectionSearch.map((c) => c.collectionTitle)).toEqual([USYD]);
    expect(data!.researchCollectionSearch[0].batches).toEqual(
      expect.arrayContaining([
        { title: 'Quarter 1', status: 'LOCKED' },
        { title: 'Quarter 2', status: 'UNLOCKED' },
      ]),
    );
  });

  it('offers only users with role id 2 or 5', async () => {
    type Result = { assignableUsers: { email: string; roleId: number }[] };
    const { data, errors } = await asCoordinator<Result>('{ assignableUsers { email roleId } }');
    expect(errors).toBeUndefined();
    const emails = data!.assignableUsers.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['coordinator@example.org', 'researcher@example.org', 'researcher2@example.org']),
    );
    for (const refused of ['it@example.org', 'auditor@example.org', 'unassigned@example.org'])
      expect(emails).not.toContain(refused);
    for (const user of data!.assignableUsers) expect(ASSIGNABLE_ROLE_IDS).toContain(user.roleId);
  });

  it('assigns a user to batches and reads the rows back with their assigned record counts', async () => {
    const { data, errors } = await asCoordinator<AssignResult>(ASSIGN, { batchIds: [q2, nswT2], userIds: [robin] });
    expect(errors).toBeUndefined();
    const payload = data!.assignUsersToBatches;
    expect(payload.userErrors).toEqual([]);
    expect(payload.message).toBe('Records assigned successfully');
    expect(payload.assignments.find((a) => a.batchId === q2 && a.userId === robin)).toMatchObject({
      batchTitle: 'Quarter 2',
      displayName: 'Robin Researcher',
    });
    // Every row of both batches, the new one included, with the count the database holds.
    expect(new Set(payload.assignments.map((a) => a.batchId))).toEqual(new Set([q2, nswT2]));
    for (const a of payload.assignments)
      expect(a.assignedRecords, `${a.batchTitle} ${a.displayName}`).toBe(await storedCount(a.batchId, a.userId));

    const read = await asCoordinator<{ batchAssignments: Assignment[] }>(READ, { batchIds: [q2, nswT2] });
    expect(read.errors).toBeUndefined();
    expect(read.data!.batchAssignments).toEqual(payload.assignments);
    expect(
      (await asCoordinator<{ batchAssignments: Assignment[] }>(READ, { batchIds: [] })).data!.batchAssignments,
    ).toEqual([]);
  });

  it('removes an assignment, handing its unresearched records back, and the next save deals them out', async () => {
    const before = (await asCoordinator<{ batchAssignments: Assignment[] }>(READ, { batchIds: [q2] })).data!
      .batchAssignments;
    const rileys = before.find((a) => a.userId === riley)!;
    expect(rileys).toBeDefined();
    const { n: unresearched } = await bff.api.db
      .selectFrom('document_details')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('batch_id', '=', Number(q2))
      .where('assigned_user_id', '=', Number(riley))
      .where('status', '<>', 'researched')
      .executeTakeFirstOrThrow();
    expect(Number(unresearched)).toBeGreaterThan(0);

    const { data, errors } = await asCoordinator<RemoveResult>(REMOVE, { id: rileys.id });
    expect(errors).toBeUndefined();
    expect(data!.removeBatchAssignment).toEqual({
      message: 'Assignment removed successfully',
      removedId: rileys.id,
      unassignedRecords: Number(unresearched),
      userErrors: [],
    });
    const after = (await asCoordinator<{ batchAssignments: Assignment[] }>(READ, { batchIds: [q2] })).data!
      .batchAssignments;
    expect(after.map((a) => a.id)).not.toContain(rileys.id);

    // Removing it again: the assignment is gone, which is the user's to hear about.
    const again = await asCoordinator<RemoveResult>(REMOVE, { id: rileys.id });
    expect(again.data!.removeBatchAssignment.userErrors).toMatchObject([{ field: 'id', code: 'NOT_FOUND' }]);

    const robinsBefore = after.find((a) => a.userId === robin)!.assignedRecords;
    const saved = await asCoordinator<AssignResult>(ASSIGN, { batchIds: [q2], userIds: [robin] });
    const robins = saved.data!.assignUsersToBatches.assignments.find((a) => a.userId === robin)!;
    expect(robins.assignedRecords).toBeGreaterThan(robinsBefore);
    const loose = await bff.api.db
      .selectFrom('document_details')
      .select('id')
      .where('batch_id', '=', Number(q2))
      .where('status', '=', 'ready_for_research')
      .where('assigned_user_id', 'is', null)
      .execute();
    expect(loose).toEqual([]);
  });

  it('refuses a locked batch as userErrors and changes nothing', async () => {
    const { data, errors } = await asCoordinator<AssignResult>(ASSIGN, {
      batchIds: [nswT2, lockedQ1],
      userIds: [casey],
    });
    expect(errors).toBeUndefined();
    expect(data!.assignUsersToBatches).toEqual({
      message: null,
      assignments: [],
      userErrors: [{ field: 'batchIds', code: 'CONFLICT', message: 'Batch Quarter 1 is locked' }],
    });
    const rows = await bff.api.db
      .selectFrom('batch_users')
      .select('id')
      .where('batch_id', '=', Number(nswT2))
      .where('user_id', '=', Number(casey))
      .execute();
    expect(rows).toEqual([]);

    // A locked batch's assignments cannot be removed either.
    const lockedRow = (await asCoordinator<{ batchAssignments: Assignment[] }>(READ, { batchIds: [lockedQ1] })).data!
      .batchAssignments[0];
    const removal = await asCoordinator<RemoveResult>(REMOVE, { id: lockedRow.id });
    expect(removal.data!.removeBatchAssignment.userErrors).toEqual([
      { field: 'id', code: 'CONFLICT', message: 'Batch Quarter 1 is locked' },
    ]);
  });

  it('refuses a user who may not be assigned, and no batch or no user', async () => {
    const staff = await userId('it@example.org');
    const refused = await asCoordinator<AssignResult>(ASSIGN, { batchIds: [nswT2], userIds: [staff] });
    expect(refused.data!.assignUsersToBatches.userErrors).toEqual([
      { field: 'userIds', code: 'BAD_USER_INPUT', message: 'Only researchers and coordinators can be assigned' },
    ]);
    expect(await storedCount(nswT2, staff)).toBe(0);

    const noUser = await asCoordinator<AssignResult>(ASSIGN, { batchIds: [nswT2], userIds: [] });
    expect(noUser.data!.assignUsersToBatches.userErrors).toEqual([
      { field: 'userIds', code: 'BAD_USER_INPUT', message: 'Please add at least one user' },
    ]);
    const noBatch = await asCoordinator<AssignResult>(ASSIGN, { batchIds: [], userIds: [robin] });
    expect(noBatch.data!.assignUsersToBatches.userErrors).toEqual([
      { field: 'batchIds', code: 'BAD_USER_INPUT', message: 'Please select at least one batch' },
    ]);
  });

  it('is FORBIDDEN to a researcher and an auditor, and changes nothing', async () => {
    const researcher = await bff.signIn('researcher@example.org');
    const auditor = await bff.signIn('auditor@example.org');
    const code = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
      response.errors?.[0]?.extensions?.code;
    for (const cookie of [researcher, auditor]) {
      expect(code(await bff.query(READ, { batchIds: [q2] }, { cookie }))).toBe('FORBIDDEN');
      expect(code(await bff.query('{ assignableUsers { id } }', undefined, { cookie }))).toBe('FORBIDDEN');
      expect(code(await bff.query(ASSIGN, { batchIds: [nswT2], userIds: [casey] }, { cookie }))).toBe('FORBIDDEN');
      expect(code(await bff.query(CHECK, { link: 'sources/none.pdf' }, { cookie }))).toBe('FORBIDDEN');
    }
    expect(await storedCount(nswT2, casey)).toBe(0);
  });
});

describe('the manual-entry source file check', () => {
  it('answers the folder and name of a file of the store', async () => {
    await mkdir(path.join(bff.api.fileStoreDir, 'sources', 'TEST-1'), { recursive: true });
    await writeFile(path.join(bff.api.fileStoreDir, 'sources', 'TEST-1', 'scan-0001.pdf'), '%PDF-1.4\n');
    const { data, errors } = await asCoordinator<CheckResult>(CHECK, { link: 'sources/TEST-1/scan-0001.pdf' });
    expect(errors).toBeUndefined();
    expect(data!.checkSourceFileLink).toEqual({
      message: 'Source file found',
      sourceFile: { filePath: 'sources/TEST-1', fileName: 'scan-0001.pdf' },
      userErrors: [],
    });
  });

  it("refuses a link that names no file of the store with 'Please enter valid file location'", async () => {
    for (const link of ['sources/TEST-1/missing.pdf', 'sources/TEST-1', '../../etc/passwd', '/etc/passwd', '']) {
      const { data, errors } = await asCoordinator<CheckResult>(CHECK, { link });
      expect(errors, link).toBeUndefined();
      expect(data!.checkSourceFileLink, link).toEqual({
        message: null,
        sourceFile: null,
        userErrors: [{ field: 'sourceFileLink', code: 'BAD_USER_INPUT', message: 'Please enter valid file location' }],
      });
    }
  });
});
