import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { ROLE_IDS } from '@rt/domain';
import type { IntegratorView } from '../src/contract.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { callApi } from './call-api.ts';
import { countRows } from './count-rows.ts';
import { expectRefusal } from './expect-refusal.ts';
import { signIn } from './sign-in.ts';
import { startTestIssuer, type TestIssuer } from './test-issuer.ts';

let issuer: TestIssuer;
let api: TestApi;
let it_: ReturnType<typeof callApi>;

/** Calls the API as the integrator whose client id the token names, as its client-credentials token does. */
const asClient = async (clientId: string) =>
  callApi(api.url, { authorization: `Bearer ${await issuer.token({ sub: clientId })}` });

const create = (body: Record<string, unknown>) => it_.post<IntegratorView>('/integrator', body);
const integratorRows = async () =>
  (await api.db.selectFrom('users').select('id').where('integrator_scope', 'is not', null).execute()).length;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  issuer = await startTestIssuer();
  api = await startTestApi({ auth: { issuer: issuer.issuer, audience: issuer.audience, testMode: true } });
  it_ = callApi(api.url, await signIn(api, 'it@example.org'));
});
afterAll(async () => {
  await api?.close();
  await issuer?.close();
});

describe('integrators on User Access', () => {
  it('lets IT create an integrator that calls with its role, listed beside the seeded one', async () => {
    const created = await create({
      name: 'Royalty Ledger',
      client_id: 'royalty-ledger',
      role_id: ROLE_IDS.Coordinator,
      scope: 'read_write',
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Royalty Ledger can now call the API as Coordinator');
    expect(created.body.data).toMatchObject({
      name: 'Royalty Ledger',
      client_id: 'royalty-ledger',
      role: { id: ROLE_IDS.Coordinator, value: 'Coordinator' },
      scope: 'read_write',
      created_by: { display_name: 'Indra IT' },
      revoked_at: null,
    });

    const me = await (await asClient('royalty-ledger')).get<{ id: number; role: { value: string } }>('/user/current');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: created.body.data.id, role: { value: 'Coordinator' } });

    const list = await it_.get<IntegratorView[]>('/integrator');
    expect(list.body.data.map((i) => [i.client_id, i.role.value, i.scope])).toEqual([
      ['integrator', 'Coordinator', 'read'],
      ['royalty-ledger', 'Coordinator', 'read_write'],
    ]);
    // People and integrators are listed apart: no integrator is offered as an assignee.
    const users = await it_.get<{ email: string }[]>('/user');
    expect(users.body.data.map((u) => u.email)).not.toContain('royalty-ledger@integrators.invalid');
    expect(users.body.data.map((u) => u.email)).not.toContain('integrator@example.org');
  });

  it('refuses integrators to everyone but IT, whatever they send', async () => {
    const coordinator = callApi(api.url, await signIn(api, 'coordinator@example.org'));
    const before = await integratorRows();
    expect((await coordinator.get('/integrator')).status).toBe(403);
    const refused = await coordinator.post('/integrator', {
      name: 'Sneaky',
      client_id: 'sneaky',
      role_id: ROLE_IDS.IT,
      scope: 'read_write',
    });
    expectRefusal(refused, 403, 'You do not have access to this');
    expect((await callApi(api.url).get('/integrator')).status).toBe(401);
    // Nor is the users' role change: an integrator never gets the IT role that way either.
    const seeded = (await it_.get<IntegratorView[]>('/integrator')).body.data[0];
    expectRefusal(
      await it_.put(`/user/${seeded.id}`, { role_id: ROLE_IDS.IT }),
      409,
      'Reporting Integration is an integrator: change its role under Integrators',
    );
    // A read-write integrator with a role below IT is no way in either.
    const ledger = await asClient('royalty-ledger');
    expect((await ledger.post('/integrator', { name: 'x', client_id: 'x', role_id: 1, scope: 'read' })).status).toBe(
      403,
    );
    expect(await integratorRows()).toBe(before);
  });

  it('refuses bad input with 400 naming every wrong field, and stores nothing', async () => {
    const users = await countRows(api.db, 'users');
    const audits = await countRows(api.db, 'audit_log');

    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name is required');
    const { problems } = empty.body as unknown as { problems: { field: string; message: string }[] };
    expect(problems).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'client_id', message: 'Client id is required' },
      { field: 'role_id', message: 'Role is required' },
      { field: 'scope', message: 'Scope is required' },
    ]);

    expectRefusal(
      await create({ name: 'Spaced', client_id: 'has space', role_id: ROLE_IDS.Coordinator, scope: 'read' }),
      400,
      'Client id must be letters, digits and punctuation other than @, without spaces',
      'client_id',
    );
    expectRefusal(
      await create({ name: 'Odd', client_id: 'odd', role_id: ROLE_IDS.Coordinator, scope: 'admin' }),
      400,
      'Scope must be one of read, read_write',
      'scope',
    );
    expectRefusal(
      await create({ name: 'Nowhere', client_id: 'nowhere', role_id: 999, scope: 'read' }),
      400,
      'There is no role with id 999',
      'role_id',
    );
    expectRefusal(
      await create({ name: 'Admin bot', client_id: 'admin-bot', role_id: ROLE_IDS.IT, scope: 'read_write' }),
      400,
      'An integrator cannot have the IT role',
      'role_id',
    );
    // The client id of an account already there, person or integrator: never a second account for one `sub`.
    expectRefusal(
      await create({ name: 'Copy', client_id: 'integrator', role_id: ROLE_IDS.Coordinator, scope: 'read' }),
      409,
      'An account already uses the client id integrator',
      'client_id',
    );
    expectRefusal(
      await create({ name: 'Copy', client_id: 'it@example.org', role_id: ROLE_IDS.Coordinator, scope: 'read' }),
      400,
      'Client id must be letters, digits and punctuation other than @, without spaces',
      'client_id',
    );

    expect(await countRows(api.db, 'users')).toBe(users);
    expect(await countRows(api.db, 'audit_log')).toBe(audits);
  });

  it("refuses a read-scoped integrator's writes whatever its role, and lets a read-write one write", async () => {
    const { id: collectionId } = await api.db
      .selectFrom('research_collections')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = { title: 'Renamed by an integrator' };

    const reader = await asClient('integrator');
    expect((await reader.get('/research_collection')).status).toBe(200);
    const refused = await reader.put(`/research_collection/${collectionId}`, body);
    expectRefusal(refused, 403, "This integrator's scope is Read: it may not change anything");
    expect(refused.body.code).toBe('FORBIDDEN');

    // Given the scope Read and write, the same role may write: the scope alone refused it.
    const seeded = (await it_.get<IntegratorView[]>('/integrator')).body.data.find(
      (i) => i.client_id === 'integrator',
    )!;
    const widened = await it_.put<IntegratorView>(`/integrator/${seeded.id}`, { scope: 'read_write' });
    expect(widened.status).toBe(200);
    expect(widened.body.data.scope).toBe('read_write');
    const bad = await reader.put(`/research_collection/${collectionId}`, {});
    expect(bad.status).not.toBe(403);
    await it_.put(`/integrator/${seeded.id}`, { scope: 'read' });
    expect((await reader.put(`/research_collection/${collectionId}`, body)).status).toBe(403);
  });

  it("refuses a revoked integrator's tokens at its very next call, and keeps it listed as revoked", async () => {
    const created = await create({ name: 'Short-lived', client_id: 'short-lived', role_id: 1, scope: 'read' });
    const client = await asClient('short-lived');
    expect((await client.get('/user/current')).status).toBe(200);

    const revoked = await it_.post<IntegratorView>(`/integrator/${created.body.data.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Short-lived is revoked: its tokens are refused from now on');
    expect(revoked.body.data.revoked_at).toEqual(expect.any(String));

    // The same token, still within its lifetime.
    const refused = await client.get('/user/current');
    expectRefusal(refused, 401, 'This integrator has been revoked');
    expect(refused.body.code).toBe('UNAUTHENTICATED');
    // And a new one.
    expect((await (await asClient('short-lived')).get('/user/current')).status).toBe(401);

    // Revoking again changes nothing; a revoked integrator cannot be changed back to life.
    const again = await it_.post<IntegratorView>(`/integrator/${created.body.data.id}/revoke`, {});
    expect(again.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    expectRefusal(
      await it_.put(`/integrator/${created.body.data.id}`, { scope: 'read_write' }),
      409,
      'Short-lived is revoked and cannot be changed',
    );
    const list = (await it_.get<IntegratorView[]>('/integrator')).body.data;
    expect(list.at(-1)).toMatchObject({ client_id: 'short-lived', revoked_at: revoked.body.data.revoked_at });
  });

  it('answers 404 for an id that is no integrator, and never lets an integrator open a session', async () => {
    const person = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'it@example.org')
      .executeTakeFirstOrThrow();
    expectRefusal(await it_.post(`/integrator/${person.id}/revoke`, {}), 404, `Integrator ${person.id} was not found`);
    const login = await callApi(api.url).post('/login', { test_email: 'integrator@example.org' });
    expectRefusal(login, 401, 'An integrator calls with a bearer token, not a session');
  });
});
