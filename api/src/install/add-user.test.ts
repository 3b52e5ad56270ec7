import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/harness.ts';
import { captureConsole } from '../testing/capture-console.ts';
import { addUserCommand } from './add-user-command.ts';

let database: TestDatabase;
const connect = async () => ({ ...database, close: async () => {} });

async function run(...args: string[]) {
  const output = captureConsole();
  try {
    const code = await addUserCommand(args, connect);
    return { code, ...output };
  } finally {
    output.restore();
  }
}

const users = () =>
  database.db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .select(['email', 'display_name', 'subject', 'roles.value as role'])
    .orderBy('users.id')
    .execute();
const audits = () =>
  database.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'action', 'entity', 'before', 'after'])
    .orderBy('id')
    .execute();

beforeAll(async () => {
  // A fresh install: migrated, nobody in it.
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

describe('npm run users:add', () => {
  it('creates the first IT user, unlinked so their first sign-in by e-mail takes the account, and audits it', async () => {
    const { code, log } = await run('--email', 'it.lead@agency.example', '--role', 'IT', '--name', 'Ida Lead');
    expect(code).toBe(0);
    expect(log).toMatch(/Created it\.lead@agency\.example \('Ida Lead'\) with the role IT/);
    expect(await users()).toEqual([
      { email: 'it.lead@agency.example', display_name: 'Ida Lead', subject: null, role: 'IT' },
    ]);
    expect(await audits()).toEqual([
      {
        actor_user_id: null,
        action: 'create',
        entity: 'user',
        before: null,
        after: { email: 'it.lead@agency.example', display_name: 'Ida Lead', role: 'IT' },
      },
    ]);
  });

  it('gives an existing user another role (audited), and changes nothing when they have it already', async () => {
    expect((await run('--email', 'coord@agency.example', '--role', 'researcher')).code).toBe(0);
    const promoted = await run('--email', 'COORD@agency.example', '--role', 'Coordinator', '--name', 'Other Name');
    expect(promoted.code).toBe(0);
    expect(promoted.log).toMatch(/coord@agency\.example now has the role Coordinator \(was Researcher\)/);
    expect(promoted.log).toMatch(/Their name stays 'coord@agency\.example'/);
    expect((await audits()).at(-1)).toMatchObject({
      action: 'update',
      before: { role: 'Researcher' },
      after: { role: 'Coordinator' },
    });
    const count = (await audits()).length;
    const again = await run('--email', 'coord@agency.example', '--role', 'Coordinator');
    expect(again.log).toMatch(/already has the role Coordinator; nothing changed/);
    expect(await audits()).toHaveLength(count);
  });

  it('keeps the last IT user in the IT role (exit 1, nothing changed)', async () => {
    const before = await users();
    const { code, error } = await run('--email', 'it.lead@agency.example', '--role', 'Unassigned');
    expect(code).toBe(1);
    expect(error).toMatch(/At least one user must keep the IT role/);
    expect(await users()).toEqual(before);
  });

  it.each([
    [[], /--email is required/],
    [['--email', 'not-an-address', '--role', 'IT'], /--email must be an e-mail address/],
    [
      ['--email', 'a@agency.example'],
      /--role is required: one of Unassigned, Coordinator, External Auditor, IT, Researcher/,
    ],
    [
      ['--email', 'a@agency.example', '--role', 'Admin'],
      /--role 'Admin' is not a role: give one of Unassigned, Coordinator, External Auditor, IT, Researcher/,
    ],
    [['--email', 'a@agency.example', '--role', 'IT', '--admin'], /Unknown option '--admin'/],
    [['a@agency.example'], /Unexpected argument 'a@agency.example'/],
  ])('refuses %j with a clear message and the usage (exit 2), changing nothing', async (args, message) => {
    const before = [await users(), await audits()];
    const { code, error } = await run(...args);
    expect(code).toBe(2);
    expect(error).toMatch(message);
    expect(error).toMatch(/Usage: npm run users:add -- --email <e-mail> --role <role>/);
    expect([await users(), await audits()]).toEqual(before);
  });
});
