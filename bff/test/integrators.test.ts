import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@rt/domain';
import { startTestBff, TEST_INTEGRATOR_SECRET, type TestBff } from './bff-harness.ts';

let bff: TestBff;
let it_: string;

beforeAll(async () => {
  bff = await startTestBff();
  it_ = await bff.signIn('it@example.org');
});
afterAll(async () => {
  await bff?.close();
});

/** A client-credentials token of the development provider's integrator client, as an integrator gets one. */
async function integratorToken(): Promise<string> {
  const response = await fetch(`${bff.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`integrator:${TEST_INTEGRATOR_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** POST /graphql with a bearer token, as an integrator sends it: the answer's HTTP status and body. */
async function asIntegrator(token: string, query: string) {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, headers: response.headers, ...body };
}

type Integrator = { id: string; name: string; clientId: string; role: { value: string }; scope: string };
type Payload = {
  message: string | null;
  integrator: (Integrator & { revokedAt: string | null }) | null;
  userErrors: { field: string | null; message: string }[];
};

const INTEGRATOR_FIELDS = 'id name clientId role { value } scope createdAt createdByName revokedAt';
const listIntegrators = async () =>
  (
    await bff.query<{ integrators: Integrator[] }>(`{ integrators { ${INTEGRATOR_FIELDS} } }`, undefined, {
      cookie: it_,
    })
  ).data!.integrators;

describe('integrators through /graphql', () => {
  it('lets IT create an integrator and list it; every problem of a bad one is a userError', async () => {
    const create = (input: Record<string, unknown>) =>
      bff.query<{ createIntegrator: Payload }>(
        `mutation ($input: CreateIntegratorInput!) {
          createIntegrator(input: $input) { message integrator { ${INTEGRATOR_FIELDS} } userErrors { field message } }
        }`,
        { input },
        { cookie: it_ },
      );
    const created = await create({
      name: 'Royalty Ledger',
      clientId: 'royalty-ledger',
      roleId: 2,
      scope: 'READ_WRITE',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createIntegrator).toMatchObject({
      message: 'Royalty Ledger can now call the API as Coordinator',
      integrator: {
        name: 'Royalty Ledger',
        clientId: 'royalty-ledger',
        role: { value: 'Coordinator' },
        scope: 'READ_WRITE',
        createdByName: 'Indra IT',
        revokedAt: null,
      },
      userErrors: [],
    });
    expect((await listIntegrators()).map((i) => [i.clientId, i.scope])).toEqual([
      ['integrator', 'READ'],
      ['royalty-ledger', 'READ_WRITE'],
    ]);

    const refused = await create({ name: ' ', clientId: 'two words', roleId: ROLE_IDS.IT, scope: 'READ' });
    expect(refused.data?.createIntegrator.integrator).toBeNull();
    expect(refused.data?.createIntegrator.userErrors.map((e) => e.field)).toEqual(['name', 'clientId']);
    const taken = await create({ name: 'Again', clientId: 'royalty-ledger', roleId: 2, scope: 'READ' });
    expect(taken.data?.createIntegrator.userErrors).toEqual([
      { field: 'clientId', message: 'An account already uses the client id royalty-ledger' },
    ]);
    expect(await listIntegrators()).toHaveLength(2);
  });

  it('refuses the list and the changes to anyone but IT', async () => {
    const coordinator = await bff.signIn('coordinator@example.org');
    const list = await bff.query('{ integrators { id } }', undefined, { cookie: coordinator });
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const token = await integratorToken();
    const create = await asIntegrator(
      token,
      'mutation { createIntegrator(input: { name: "x", clientId: "x", roleId: 2, scope: READ_WRITE }) { message } }',
    );
    expect(create.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("lets the development provider's integrator read as a Coordinator, and refuses its writes (scope Read)", async () => {
    const token = await integratorToken();
    const read = await asIntegrator(token, '{ me { email role { value } } researchCollections { id } }');
    expect(read.errors).toBeUndefined();
    expect(read.data?.me).toEqual({ email: 'integrator@example.org', role: { value: 'Coordinator' } });
    expect((read.data?.researchCollections as unknown[]).length).toBeGreaterThan(0);

    const write = await asIntegrator(
      token,
      'mutation { createResearchCollection(input: { collectionTitle: "By a reader" }) { userErrors { code message } } }',
    );
    const refusal =
      write.errors?.[0] ?? (write.data?.createResearchCollection as { userErrors: unknown[] })?.userErrors[0];
    expect(refusal).toMatchObject({ message: "This integrator's scope is Read: it may not change anything" });
  });

  it("refuses a revoked integrator's token at its next request, though the BFF had just seen it", async () => {
    const token = await integratorToken();
    // Introspection is answered by the BFF alone, to a caller it remembers (for 5 s): it now knows this one.
    const introspection = '{ __schema { queryType { name } } }';
    expect((await asIntegrator(token, introspection)).status).toBe(200);

    const seeded = (await listIntegrators()).find((i) => i.clientId === 'integrator')!;
    const revoked = await bff.query<{ revokeIntegrator: Payload }>(
      `mutation ($id: ID!) { revokeIntegrator(id: $id) { message integrator { revokedAt } userErrors { message } } }`,
      { id: seeded.id },
      { cookie: it_ },
    );
    expect(revoked.data?.revokeIntegrator).toMatchObject({
      message: 'Reporting Integration is revoked: its tokens are refused from now on',
      integrator: { revokedAt: expect.any(String) },
      userErrors: [],
    });

    // Without the revocation's notice to the caller cache, this would still answer 200 for a few seconds.
    expect((await asIntegrator(token, introspection)).status).toBe(401);
    const refused = await asIntegrator(token, '{ researchCollections { id } }');
    expect(refused.data?.researchCollections ?? null).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.status).toBe(401);
    // A new token of the same client is no way back.
    expect((await asIntegrator(await integratorToken(), '{ me { email } }')).status).toBe(401);
  });
});
