import { describe, it, expect, beforeAll, afterAll, afterEach, vi, type MockInstance } from 'vitest';
import { generateKeyPair } from 'jose';
import { sql } from 'kysely';
import { ROLE_IDS } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { hashSessionId } from '../src/modules/auth/sessions.ts';
import { insertUser } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { sessionCookie } from './sign-in.ts';
import { startTestIssuer, type TestIssuer } from './test-issuer.ts';

type User = {
  id: number;
  email: string;
  display_name: string;
  role_id: number | null;
  role: { id: number; value: string } | null;
};
type SignedIn = { session: string; user: User };

let issuer: TestIssuer;
let api: TestApi;
let http: ReturnType<typeof callApi>;
let logged: MockInstance<typeof console.log>;

const login = (body: unknown, headers: Record<string, string> = {}) =>
  callApi(api.url, headers).post<SignedIn>('/login', body);
const sessionCount = async () =>
  Number((await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(api.db)).rows[0].n);
/** The JSON log lines written since the spy was set, parsed. */
const logLines = () => logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

beforeAll(async () => {
  issuer = await startTestIssuer();
  api = await startTestApi({ auth: { issuer: issuer.issuer, audience: issuer.audience } });
  http = callApi(api.url);
});
afterAll(async () => {
  await api?.close();
  await issuer?.close();
});
// The log lines are read by the tests; keeping them off the console keeps the run readable.
beforeAll(() => {
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockClear();
});

describe('POST /api/login with an access token', () => {
  it('creates the user with the role Unassigned at first sign-in, from userinfo, and reuses it after', async () => {
    // Like the provider's JWT access tokens: only `sub`; e-mail and name come from userinfo.
    issuer.profiles.set('first-timer', { email: 'first.timer@example.test', name: 'Fern First-Timer' });
    const first = await login({ token: await issuer.token({ sub: 'first-timer' }) });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Signed in');
    expect(first.body.data.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.data.user).toEqual({
      id: expect.any(Number),
      email: 'first.timer@example.test',
      display_name: 'Fern First-Timer',
      role_id: ROLE_IDS.Unassigned,
      role: { id: ROLE_IDS.Unassigned, value: 'Unassigned' },
    });
    const stored = await api.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'first.timer@example.test')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: 'first-timer', role_id: ROLE_IDS.Unassigned });
    const created = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(stored[0].id))
      .execute();
    expect(created).toMatchObject([{ action: 'create' }]);

    const again = await login({ token: await issuer.token({ sub: 'first-timer' }) });
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    expect(again.body.data.session).not.toBe(first.body.data.session);
    expect(
      await api.db.selectFrom('users').select('id').where('email', '=', 'first.timer@example.test').execute(),
    ).toHaveLength(1);
  });

  it('stores only the hash of the session id, with the times of the session policy', async () => {
    const { body } = await login({ token: await issuer.token({ sub: 'coordinator@example.org' }) });
    const row = await api.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', hashSessionId(body.data.session))
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(body.data.user.id);
    expect(
      await api.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', body.data.session).execute(),
    ).toEqual([]);
    const hours = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 5);
  });

  it('takes e-mail and name from the token when it carries them', async () => {
    const { status, body } = await login({
      token: await issuer.token({ sub: 'with-claims', email: 'claims@example.test', name: 'Cleo Claims' }),
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({
      email: 'claims@example.test',
      display_name: 'Cleo Claims',
      role_id: ROLE_IDS.Unassigned,
    });
  });

  it('ties an existing user of the same e-mail to the subject, keeping their role', async () => {
    const existing = await insertUser(api.db, { email: 'made.by.hand@example.test', role_id: ROLE_IDS.Researcher });
    const { status, body } = await login({
      token: await issuer.token({ sub: 'ext-42', email: 'Made.By.Hand@example.test' }),
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: existing.id, role_id: ROLE_IDS.Researcher });
    const { subject } = await api.db
      .selectFrom('users')
      .select('subject')
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(subject).toBe('ext-42');
  });

  it('signs the demo users in by their subject, the e-mail', async () => {
    const { body } = await login({ token: await issuer.token({ sub: 'it@example.org' }) });
    expect(body.data.user).toMatchObject({ email: 'it@example.org', role: { value: 'IT' } });
  });

  const refusals: [string, () => Promise<unknown>, string][] = [
    [
      'a forged token (signed by another key)',
      async () => ({
        token: await issuer.token({ sub: 'it@example.org' }, { key: (await generateKeyPair('RS256')).privateKey }),
      }),
      'bad signature',
    ],
    [
      'an expired token',
      async () => ({
        token: await issuer.token({ sub: 'it@example.org' }, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      }),
      'expired',
    ],
    [
      'a token of a foreign issuer',
      async () => ({
        token: await issuer.token({ sub: 'it@example.org' }, { issuer: 'https://elsewhere.example/oidc' }),
      }),
      'wrong issuer',
    ],
    [
      'a token for another audience',
      async () => ({ token: await issuer.token({ sub: 'it@example.org' }, { audience: 'some-other-api' }) }),
      'wrong audience',
    ],
    ['garbage', async () => ({ token: 'not.a.jwt' }), 'malformed'],
    ['a missing token', async () => ({}), 'missing token'],
    [
      'a token that names no subject',
      async () => ({ token: await issuer.token({ email: 'it@example.org' }) }),
      'no subject',
    ],
    [
      'a new subject with no e-mail anywhere',
      async () => ({ token: await issuer.token({ sub: 'nobody-known' }) }),
      'no e-mail for a new account',
    ],
    [
      'an e-mail the provider has not verified',
      async () => ({
        token: await issuer.token({ sub: 'unverified', email: 'unverified@example.test', email_verified: false }),
      }),
      'e-mail not verified',
    ],
    [
      "another subject with a linked user's e-mail",
      async () => ({ token: await issuer.token({ sub: 'impostor', email: 'it@example.org' }) }),
      'e-mail tied to another subject',
    ],
    ['test_email while test sign-in is off', async () => ({ test_email: 'it@example.org' }), 'test sign-in is off'],
  ];

  it.each(refusals)('refuses %s with 401, opens no session and logs why', async (_name, body, reason) => {
    const before = await sessionCount();
    const usersBefore = await api.db.selectFrom('users').select('id').execute();
    const { status, body: answer } = await login(await body());
    expect(status).toBe(401);
    expect(answer.code).toBe('UNAUTHENTICATED');
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.data).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    expect(await api.db.selectFrom('users').select('id').execute()).toHaveLength(usersBefore.length);
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'sign-in failed',
        reason,
        via: 'login',
        when: expect.any(String),
        ip: expect.any(String),
      }),
    );
  });

  it('answers token failures with one plain message', async () => {
    const expired = await issuer.token({ sub: 'it@example.org' }, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expect((await login({ token: expired })).body.message).toBe('Invalid or expired token');
  });
});

describe('sessions', () => {
  const signInAs = async (sub: string) => (await login({ token: await issuer.token({ sub }) })).body.data.session;
  const me = (session: string) => callApi(api.url, sessionCookie(session)).get<User>('/user/current');
  const setTimes = (session: string, times: string) =>
    sql`update sessions set ${sql.raw(times)} where id_hash = ${hashSessionId(session)}`.execute(api.db);

  it('a session cookie identifies the user; a tampered one is refused', async () => {
    const session = await signInAs('researcher@example.org');
    const ok = await me(session);
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe('researcher@example.org');

    const tampered = `${session.slice(0, -1)}${session.endsWith('A') ? 'B' : 'A'}`;
    for (const cookie of [tampered, 'abc', `${session}x`, '']) {
      const refused = await me(cookie);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
    }
    expect((await http.get('/user/current')).status).toBe(401);
  });

  it('logout ends the session and answers its ID token; the old cookie is refused afterwards', async () => {
    const { body } = await login({
      token: await issuer.token({ sub: 'auditor@example.org' }),
      id_token: 'the.id.token',
    });
    const session = body.data.session;
    expect((await me(session)).status).toBe(200);

    const out = await callApi(api.url, sessionCookie(session)).post<{ id_token: string | null }>('/logout', {});
    expect(out).toEqual({ status: 200, body: { message: 'Signed out', data: { id_token: 'the.id.token' } } });
    expect((await me(session)).status).toBe(401);
    expect(
      await api.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', hashSessionId(session)).execute(),
    ).toEqual([]);

    // Idempotent: the same logout again, or one without a cookie, still succeeds.
    expect((await callApi(api.url, sessionCookie(session)).post('/logout', {})).body).toEqual({
      message: 'Signed out',
      data: { id_token: null },
    });
    expect((await http.post('/logout', {})).status).toBe(200);
  });

  it('a new sign-in ends the session the request still carried', async () => {
    const old = await signInAs('researcher@example.org');
    const fresh = await login({ token: await issuer.token({ sub: 'researcher@example.org' }) }, sessionCookie(old));
    expect(fresh.body.data.session).not.toBe(old);
    expect((await me(old)).status).toBe(401);
    expect((await me(fresh.body.data.session)).status).toBe(200);
  });

  it('ends a session idle for more than 30 minutes, and keeps a used one alive', async () => {
    const idle = await signInAs('researcher@example.org');
    await setTimes(idle, `last_seen_at = now() - interval '31 minutes'`);
    expect((await me(idle)).status).toBe(401);

    const used = await signInAs('researcher@example.org');
    await setTimes(used, `last_seen_at = now() - interval '29 minutes'`);
    expect((await me(used)).status).toBe(200);
    // Seen now: another 29 minutes later it is still alive.
    const { last_seen_at } = await api.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id_hash', '=', hashSessionId(used))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(last_seen_at)).toBeLessThan(60_000);
  });

  it('ends a session at its absolute end, however busy', async () => {
    const session = await signInAs('researcher@example.org');
    await setTimes(
      session,
      `created_at = now() - interval '12 hours', expires_at = now() - interval '1 second', last_seen_at = now()`,
    );
    expect((await me(session)).status).toBe(401);
  });

  it('sweeps dead sessions at the next sign-in', async () => {
    const dead = await signInAs('researcher@example.org');
    await setTimes(dead, `expires_at = now() - interval '1 second'`);
    await signInAs('researcher@example.org');
    expect(
      await api.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', hashSessionId(dead)).execute(),
    ).toEqual([]);
  });
});

describe('Authorization: Bearer', () => {
  const bearer = async (claims: Parameters<TestIssuer['token']>[0]) =>
    callApi(api.url, { authorization: `Bearer ${await issuer.token(claims)}` });

  it("acts as the service account the token names, with that account's role", async () => {
    const before = await sessionCount();
    const integrator = await bearer({ sub: 'integrator' });
    const me = await integrator.get<User>('/user/current');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: 'integrator@example.org',
      display_name: 'Reporting Integration',
      role: { value: 'Coordinator' },
    });

    const { id } = await api.db
      .selectFrom('document_details')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await integrator.get(`/document_detail/full_record/${id}`)).status).toBe(200);
    const write = await integrator.put(`/user/${me.body.data.id}`, { role_id: ROLE_IDS.IT });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have access to this' });
    expect(await sessionCount()).toBe(before);
  });

  it('acts as the not-yet-linked user of the e-mail the token carries', async () => {
    const user = await insertUser(api.db, { email: 'by.email@example.test', role_id: ROLE_IDS.Coordinator });
    const { status, body } = await (
      await bearer({ sub: 'some-sub', email: 'by.email@example.test' })
    ).get<User>('/user/current');
    expect(status).toBe(200);
    expect(body.data.id).toBe(user.id);
  });

  it('refuses an unknown account and an invalid token with 401', async () => {
    const unknown = await (await bearer({ sub: 'no-such-client' })).get('/user/current');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unknown account' });
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        msg: 'sign-in failed',
        reason: 'unknown account',
        via: 'bearer',
        who: 'no-such-client',
      }),
    );

    const expired = await issuer.token({ sub: 'integrator' }, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const refused = await callApi(api.url, { authorization: `Bearer ${expired}` }).get('/user/current');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid or expired token');
  });
});

describe('without an issuer', () => {
  let plain: TestApi;
  beforeAll(async () => {
    plain = await startTestApi({ auth: { testMode: true } });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it("answers 401 'Sign-in is not configured' to tokens; test sign-in still works when on", async () => {
    const token = await issuer.token({ sub: 'it@example.org' });
    const byToken = await callApi(plain.url).post('/login', { token });
    expect(byToken.status).toBe(401);
    expect(byToken.body.message).toBe('Sign-in is not configured');
    const byBearer = await callApi(plain.url, { authorization: `Bearer ${token}` }).get('/user/current');
    expect(byBearer.status).toBe(401);
    expect(byBearer.body.message).toBe('Sign-in is not configured');

    const test = await callApi(plain.url).post<SignedIn>('/login', { test_email: 'it@example.org' });
    expect(test.status).toBe(200);
    expect(test.body.data.user.email).toBe('it@example.org');
    const unknown = await callApi(plain.url).post('/login', { test_email: 'nobody@example.org' });
    expect(unknown.status).toBe(401);
  });
});
