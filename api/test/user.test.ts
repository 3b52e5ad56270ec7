import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { DEMO_CALLER_EMAIL } from '../src/http/caller.ts';
import { insertUser } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';

type User = { id: number; role_id: number | null; email: string; display_name: string; role: { id: number; value: string } | null };

let api: TestApi;
let http: ReturnType<typeof callApi>;

/** Users as the API should answer them, read straight from the tables. */
async function usersFromDb() {
  const rows = await api.db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.role_id', 'users.email', 'users.display_name', 'roles.value as role_value'])
    .orderBy('users.display_name')
    .orderBy('users.id')
    .execute();
  return rows.map(({ role_value, ...user }): User => ({
    ...user,
    role: user.role_id === null ? null : { id: user.role_id, value: role_value! },
  }));
}

beforeAll(async () => {
  api = await startTestApi();
  http = callApi(api.url);
  // A user without a role, so the list shows how a missing role reads.
  await insertUser(api.db, { display_name: 'Zz No Role Yet', role_id: null });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/user/current', () => {
  it('answers the caller with their role', async () => {
    const me = (await usersFromDb()).find((u) => u.email === DEMO_CALLER_EMAIL);
    expect(me).toBeDefined();
    const { status, body } = await http.get<User>('/user/current');
    expect(status).toBe(200);
    expect(body.data).toEqual(me);
    expect(body.data.role).not.toBeNull();
  });
});

describe('GET /api/user', () => {
  it('lists every user ordered by display name, the role as an object or null', async () => {
    const { status, body } = await http.get<User[]>('/user');
    expect(status).toBe(200);
    expect(body.data).toEqual(await usersFromDb());
    expect(body.data.find((u) => u.display_name === 'Zz No Role Yet')?.role).toBeNull();
  });
});

describe('GET /api/user/:id', () => {
  it('answers one user in the list shape', async () => {
    const [first] = await usersFromDb();
    const { status, body } = await http.get<User>(`/user/${first.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(first);
  });

  it('answers 404 for a missing user and 400 for an id that is not a number', async () => {
    const { max } = await api.db.selectFrom('users').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
    const missing = await http.get(`/user/${Number(max) + 1000}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect((await http.get('/user/abc')).status).toBe(400);
  });
});

describe('GET /api/role', () => {
  it('lists the roles by id', async () => {
    const roles = await api.db.selectFrom('roles').select(['id', 'value']).orderBy('id').execute();
    expect(roles.length).toBeGreaterThan(0);
    const { status, body } = await http.get('/role');
    expect(status).toBe(200);
    expect(body.data).toEqual(roles);
  });
});

describe('without a signed-in caller', () => {
  it('answers /user/current with 401 UNAUTHENTICATED', async () => {
    // Until sessions land the caller is the demo account; without it nobody is signed in.
    await api.db.updateTable('users').set({ email: 'away@example.test' }).where('email', '=', DEMO_CALLER_EMAIL).execute();
    try {
      const { status, body } = await http.get('/user/current');
      expect(status).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    } finally {
      await api.db.updateTable('users').set({ email: DEMO_CALLER_EMAIL }).where('email', '=', 'away@example.test').execute();
    }
  });
});
