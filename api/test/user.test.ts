import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { ROLE_IDS } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertUser } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

type User = {
  id: number;
  role_id: number | null;
  email: string;
  display_name: string;
  role: { id: number; value: string } | null;
};

const IT = 'it@example.org';

let api: TestApi;
/** Signed in as IT, the one role that may list roles and assign them. */
let http: ReturnType<typeof callApi>;

/** Users as the API should answer them, read straight from the tables. */
async function usersFromDb() {
  const rows = await api.db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.role_id', 'users.email', 'users.display_name', 'roles.value as role_value'])
    // Integrators are listed on their own (api/test/integrators.test.ts).
    .where('users.integrator_scope', 'is', null)
    .orderBy('users.display_name')
    .orderBy('users.id')
    .execute();
  return rows.map(({ role_value, ...user }): User => ({
    ...user,
    role: user.role_id === null ? null : { id: user.role_id, value: role_value! },
  }));
}

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  http = callApi(api.url, await signIn(api, IT));
  // A user without a role, so the list shows how a missing role reads.
  await insertUser(api.db, { display_name: 'Zz No Role Yet', role_id: null });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/user/current', () => {
  it('answers the caller with their role', async () => {
    const me = (await usersFromDb()).find((u) => u.email === IT);
    expect(me).toBeDefined();
    const { status, body } = await http.get<User>('/user/current');
    expect(status).toBe(200);
    expect(body.data).toEqual(me);
    expect(body.data.role).not.toBeNull();
  });
});

describe('GET /api/user', () => {
  it('lists every person (no integrator) ordered by display name, the role as an object or null', async () => {
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
    const { max } = await api.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
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

describe('PUT /api/user/:userId', () => {
  const roleOf = async (id: number) =>
    (await api.db.selectFrom('users').select('role_id').where('id', '=', id).executeTakeFirstOrThrow()).role_id;

  it("changes a role, answers the screen's message, audits and logs it; it applies at the user's next request", async () => {
    const target = await insertUser(api.db, {
      display_name: 'Rory Reassigned',
      email: 'rory@example.test',
      role_id: ROLE_IDS.Researcher,
    });
    const asTarget = callApi(api.url, await signIn(api, target.email));
    expect((await asTarget.get('/research_queue/queue_summary')).status).toBe(200);
    expect((await asTarget.get('/user')).status).toBe(403);

    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const { status, body } = await http.put<User>(`/user/${target.id}`, { role_id: ROLE_IDS.Unassigned });
      expect(status).toBe(200);
      expect(body.message).toBe('Rory Reassigned is now assigned to Unassigned');
      expect(body.data).toEqual({
        ...(await usersFromDb()).find((u) => u.id === target.id),
        role_id: ROLE_IDS.Unassigned,
      });
      const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'info',
          msg: 'role changed',
          who: IT,
          whom: target.email,
          from: 'Researcher',
          to: 'Unassigned',
          when: expect.any(String),
        }),
      );
    } finally {
      logged.mockRestore();
    }
    // The same session, no new sign-in: the new role already holds.
    expect((await asTarget.get('/research_queue/queue_summary')).status).toBe(403);
    expect((await asTarget.get('/user/current')).body.data).toMatchObject({ role: { value: 'Unassigned' } });

    await http.put(`/user/${target.id}`, { role_id: ROLE_IDS.Coordinator });
    expect((await asTarget.get('/user')).status).toBe(200);

    const itUser = (await usersFromDb()).find((u) => u.email === IT)!;
    const audited = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(target.id))
      .orderBy('id')
      .execute();
    expect(audited).toMatchObject([
      {
        action: 'update',
        actor_user_id: itUser.id,
        actor_email: IT,
        before: { role_id: ROLE_IDS.Researcher, role: 'Researcher' },
        after: { role_id: ROLE_IDS.Unassigned, role: 'Unassigned' },
      },
      {
        action: 'update',
        before: { role: 'Unassigned' },
        after: { role_id: ROLE_IDS.Coordinator, role: 'Coordinator' },
      },
    ]);
  });

  it('answers 400 for an unknown or missing role id and 404 for an unknown user', async () => {
    const target = await insertUser(api.db, { role_id: ROLE_IDS.Researcher });
    const unknownRole = await http.put(`/user/${target.id}`, { role_id: 99 });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body).toMatchObject({ code: 'BAD_REQUEST', field: 'role_id' });
    expect((await http.put(`/user/${target.id}`, {})).status).toBe(400);
    expect((await http.put(`/user/${target.id}`, { role_id: 'IT' })).status).toBe(400);
    // A number in a body is a JSON number: digits as text or a list of one are refused, naming the field.
    for (const role_id of [String(ROLE_IDS.IT), [ROLE_IDS.IT]]) {
      expect((await http.put(`/user/${target.id}`, { role_id })).body).toMatchObject({
        code: 'BAD_REQUEST',
        field: 'role_id',
        message: 'role_id must be a positive whole number',
      });
    }
    expect(await roleOf(target.id)).toBe(ROLE_IDS.Researcher);

    const { max } = await api.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const unknownUser = await http.put(`/user/${Number(max) + 1000}`, { role_id: ROLE_IDS.IT });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.code).toBe('NOT_FOUND');
  });

  it('keeps at least one user with the IT role', async () => {
    const it = await api.db.selectFrom('users').select('id').where('role_id', '=', ROLE_IDS.IT).execute();
    expect(it).toHaveLength(1);
    const { status, body } = await http.put(`/user/${it[0].id}`, { role_id: ROLE_IDS.Researcher });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'At least one user must keep the IT role', field: 'role_id' });
    expect(await roleOf(it[0].id)).toBe(ROLE_IDS.IT);
  });

  // PGlite has one connection and runs these one after another; on PostgreSQL they race.
  it('keeps one IT user however many demotions arrive at once (20 rounds)', async () => {
    const demoIt = (await api.db.selectFrom('users').select('id').where('email', '=', IT).executeTakeFirstOrThrow()).id;
    // Out of the way: the three IT users of each round are all there is.
    await api.db.updateTable('users').set({ role_id: ROLE_IDS.Coordinator }).where('id', '=', demoIt).execute();
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      for (let round = 0; round < 20; round++) {
        const users = await Promise.all([0, 1, 2].map(() => insertUser(api.db, { role_id: ROLE_IDS.IT })));
        const sessions = await Promise.all(users.map(async (u) => callApi(api.url, await signIn(api, u.email))));
        // Each demotes the next: without a lock each sees three IT users and all three go.
        const answers = await Promise.all(
          sessions.map((session, i) => session.put(`/user/${users[(i + 1) % 3].id}`, { role_id: ROLE_IDS.Researcher })),
        );
        for (const answer of answers) expect([200, 403, 409]).toContain(answer.status);
        const left = await api.db.selectFrom('users').select('id').where('role_id', '=', ROLE_IDS.IT).execute();
        expect(left.length, `round ${round}: ${answers.map((a) => a.status).join(', ')}`).toBeGreaterThanOrEqual(1);
        await api.db
          .updateTable('users')
          .set({ role_id: ROLE_IDS.Researcher })
          .where('role_id', '=', ROLE_IDS.IT)
          .execute();
      }
    } finally {
      logged.mockRestore();
      await api.db.updateTable('users').set({ role_id: ROLE_IDS.IT }).where('id', '=', demoIt).execute();
    }
  });

  it('refuses a Coordinator with 403 and changes nothing', async () => {
    const target = await insertUser(api.db, { role_id: ROLE_IDS.Researcher });
    const coordinator = callApi(api.url, await signIn(api, COORDINATOR));
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const { status, body } = await coordinator.put(`/user/${target.id}`, { role_id: ROLE_IDS.IT });
      expect(status).toBe(403);
      expect(body.code).toBe('FORBIDDEN');
    } finally {
      logged.mockRestore();
    }
    expect(await roleOf(target.id)).toBe(ROLE_IDS.Researcher);
  });
});

describe('without a signed-in caller', () => {
  it('answers 401 UNAUTHENTICATED', async () => {
    const { status, body } = await callApi(api.url).get('/user/current');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
  });
});
