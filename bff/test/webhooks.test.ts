import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import type { FullRecord } from '@rt/api/contract';
import { SESSION_COOKIE } from '../../api/src/modules/auth/sessions.ts';
import { insertBatch, insertDocument } from '../../api/src/seed/factories.ts';
import { startTestBff, TEST_INTEGRATOR_SECRET, type TestBff } from './bff-harness.ts';

/**
 * The change feed through /graphql as an integrator does it (docs/decisions/078): a token of the
 * development provider, a webhook registered, a document completed in the research form, the
 * signed POST at a local receiver; refusals as userErrors and FORBIDDEN.
 */
let bff: TestBff;
let token: string;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

const CREATE = `
  mutation Create($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      message secret webhook { id url events createdAt } userErrors { path errorCode message }
    }
  }
`;
const LIST = `query { webhooks { id url events } }`;
const DELETE = `
  mutation Delete($id: ID!) { deleteWebhook(id: $id) { deletedWebhookId userErrors { path errorCode message } } }
`;

type Created = {
  message: string | null;
  secret: string | null;
  webhook: { id: string; url: string; events: string[]; createdAt: string } | null;
  userErrors: { path: string[] | null; errorCode: string; message: string }[];
};

async function integratorToken(): Promise<string> {
  const answer = await fetch(`${bff.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`integrator:${TEST_INTEGRATOR_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  bff = await startTestBff({ jobs: { takeoverSeconds: 30 } });
  token = await integratorToken();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await bff?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Completes a record as the research form's Complete does, as the demo coordinator in the records API. */
async function completeRecord(id: number) {
  const login = await fetch(`${bff.api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ test_email: 'coordinator@example.org' }),
  });
  const { data } = (await login.json()) as { data: { session: string } };
  const cookie = `${SESSION_COOKIE}=${data.session}`;
  const address = `${bff.api.url}/api/document_detail/full_record/${id}`;
  const record = ((await (await fetch(address, { headers: { cookie } })).json()) as { data: FullRecord }).data;
  const saved = await fetch(address, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      version: record.version,
      action: 'complete',
      biblios: record.biblios.map(({ document_detail_id: _d, ...b }) => ({ ...b, key: String(b.id) })),
      usages: record.usages.map(({ document_detail_id: _d, ...u }) => ({ ...u, key: String(u.id) })),
      biblio_usage: record.biblio_usage.map((l) => ({
        biblio_key: String(l.biblio_id),
        usage_key: String(l.usage_id),
        active_flag: l.active_flag,
      })),
    }),
  });
  expect(saved.status).toBe(200);
}

describe('webhooks through /graphql', () => {
  it('an integrator registers one, gets its secret once, and receives a signed DOCUMENT_COMPLETED', async () => {
    const answer = await bff.query<{ createWebhook: Created }>(
      CREATE,
      { input: { url: `${receiverUrl}/hooks`, events: ['DOCUMENT_COMPLETED'] } },
      { bearer: token },
    );
    expect(answer.errors).toBeUndefined();
    const created = answer.data!.createWebhook;
    expect(created.userErrors).toEqual([]);
    expect(created.webhook).toMatchObject({ url: `${receiverUrl}/hooks`, events: ['DOCUMENT_COMPLETED'] });
    expect(created.secret).toMatch(/^whsec_/);
    const listed = await bff.query<{ webhooks: { id: string }[] }>(LIST, {}, { bearer: token });
    expect(listed.data!.webhooks).toEqual([expect.objectContaining({ id: created.webhook!.id })]);

    const batch = await insertBatch(bff.api.db);
    const { document } = await insertDocument(bff.api.db, { batch_id: batch.id, biblios: 1, usages: 1 });
    await completeRecord(document.id);
    for (let waited = 0; received.length === 0 && waited < 20_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [post] = received;
    const payload = new Verifier(created.secret!).verify(post!.body, {
      'webhook-id': String(post!.headers['webhook-id']),
      'webhook-timestamp': String(post!.headers['webhook-timestamp']),
      'webhook-signature': String(post!.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({
      type: 'DOCUMENT_COMPLETED',
      data: { documentId: document.id, batchId: batch.id, status: 'researched' },
    });

    const deleted = await bff.query<{ deleteWebhook: { deletedWebhookId: string } }>(
      DELETE,
      { id: created.webhook!.id },
      { bearer: token },
    );
    expect(deleted.data!.deleteWebhook.deletedWebhookId).toBe(created.webhook!.id);
  });

  it('answers a bad address as a userError at its path, and registers nothing', async () => {
    const answer = await bff.query<{ createWebhook: Created }>(
      CREATE,
      { input: { url: 'ftp://example.org/hooks', events: ['BULK_CHANGE_APPLIED'] } },
      { bearer: token },
    );
    expect(answer.data!.createWebhook).toMatchObject({
      webhook: null,
      secret: null,
      userErrors: [
        {
          path: ['url'],
          errorCode: 'BAD_USER_INPUT',
          message: 'URL must be an https address (http only to localhost outside production)',
        },
      ],
    });
    const listed = await bff.query<{ webhooks: unknown[] }>(LIST, {}, { bearer: token });
    expect(listed.data!.webhooks).toEqual([]);
  });

  it('is FORBIDDEN to a user who may not read documents', async () => {
    const cookie = await bff.signIn('unassigned@example.org');
    const answer = await bff.query(
      CREATE,
      { input: { url: `${receiverUrl}/hooks`, events: ['DOCUMENT_COMPLETED'] } },
      { cookie },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
