import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleName } from '@rt/domain';
import { Webhook as Verifier } from 'standardwebhooks';
import { createApiApp } from '../src/app.ts';
import { authOptions, loadApiConfig } from '../src/config.ts';
import { folderStore } from '../src/files/folder-store.ts';
import type { FullRecord } from '../src/modules/research/load-full-record.ts';
import type { CreatedWebhook, Webhook } from '../src/modules/webhooks/webhooks.ts';
import { insertBatch, insertDocuments } from '../src/seed/factories.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { callApi } from './call-api.ts';
import { expectRefusal } from './expect-refusal.ts';
import { sessionCookie, signInEveryRole } from './sign-in.ts';

type Http = ReturnType<typeof callApi>;

/** A POST a receiver got: its headers and its body exactly as sent (the signature covers those bytes). */
type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** A local receiver: records every POST; a path in `failFirst` answers 500 to its first POST. */
function startReceiver() {
  const received: Received[] = [];
  const failFirst = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const fail = failFirst.delete(path);
      res.writeHead(fail ? 500 : 204).end();
    });
  });
  return { server, received, failFirst };
}

let api: TestApi;
let receiver: ReturnType<typeof startReceiver>;
let receiverUrl: string;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let batch: number;
let ids: number[];

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true }, jobs: { takeoverSeconds: 30 } });
  receiver = startReceiver();
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
  batch = (await insertBatch(api.db)).id;
  const made = await insertDocuments(
    api.db,
    Array.from({ length: 6 }, () => ({ batch_id: batch, biblios: [{ publisher: 'Old Press' }], usages: 1 })),
  );
  ids = made.map((m) => m.document.id);
  Object.assign(as, await signInEveryRole(api));
});

afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => receiver?.server.close(resolve));
});

const register = (path: string, events: string[], who: Http = as['External Auditor']) =>
  who.post<CreatedWebhook>('/webhooks', { url: `${receiverUrl}${path}`, events });

/** The POSTs `path` got, once there are at least `count` of them. */
async function receivedAt(path: string, count = 1): Promise<Received[]> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const got = receiver.received.filter((r) => r.path === path);
    if (got.length >= count) return got;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} got fewer than ${count} POSTs`);
}

/** The payload, once its Standard Webhooks signature is verified with the webhook's secret. */
function verified(secret: string, post: Received) {
  const headers = {
    'webhook-id': String(post.headers['webhook-id']),
    'webhook-timestamp': String(post.headers['webhook-timestamp']),
    'webhook-signature': String(post.headers['webhook-signature']),
  };
  return new Verifier(secret).verify(post.body, headers) as {
    type: string;
    id: string;
    occurredAt: string;
    data: Record<string, unknown>;
  };
}

async function complete(id: number, who: Http = as.Coordinator, action: 'complete' | 'save' = 'complete') {
  const record = (await who.get<FullRecord>(`/document_detail/full_record/${id}`)).body.data;
  return who.put(`/document_detail/full_record/${id}`, {
    version: record.version,
    action,
    biblios: record.biblios.map(({ document_detail_id: _d, ...b }) => ({ ...b, key: String(b.id) })),
    usages: record.usages.map(({ document_detail_id: _d, ...u }) => ({ ...u, key: String(u.id) })),
    biblio_usage: record.biblio_usage.map((l) => ({
      biblio_key: String(l.biblio_id),
      usage_key: String(l.usage_id),
      active_flag: l.active_flag,
    })),
  });
}

const countRows = async (table: 'webhooks' | 'webhook_events') =>
  Number(
    (
      await api.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Waits until the webhook's delivery row is as `expected`: the worker records an attempt only once the
 * receiver's answer is back, which can be after the receiver has seen the POST.
 */
const expectDelivery = (webhookId: number, expected: { status: string; attempts: number; last_status_code: number }) =>
  expect
    .poll(
      () =>
        api.db
          .selectFrom('webhook_deliveries')
          .select(['status', 'attempts', 'last_status_code'])
          .where('webhook_id', '=', webhookId)
          .executeTakeFirst(),
      { timeout: 10_000 },
    )
    .toEqual(expected);

describe('registering a webhook', () => {
  it('answers its secret once, lists it without, and deletes it; another caller cannot see it', async () => {
    const made = await register('/listed', ['DOCUMENT_COMPLETED']);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ url: `${receiverUrl}/listed`, events: ['DOCUMENT_COMPLETED'] });
    expect(made.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await as['External Auditor'].get<Webhook[]>('/webhooks');
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: made.body.data.id }));
    expect(listed.body.data.every((w) => !('secret' in w))).toBe(true);
    expect((await as.Researcher.get<Webhook[]>('/webhooks')).body.data).toEqual([]);
    expect((await as.Researcher.del(`/webhooks/${made.body.data.id}`)).status).toBe(404);
    expect((await as['External Auditor'].del(`/webhooks/${made.body.data.id}`)).status).toBe(200);
    expect((await as['External Auditor'].get<Webhook[]>('/webhooks')).body.data).not.toContainEqual(
      expect.objectContaining({ id: made.body.data.id }),
    );
  });

  it('refuses a bad address or event list, naming the field, and writes nothing', async () => {
    const before = await countRows('webhooks');
    expectRefusal(await register('/x', []), 400, 'Events must name at least one event', 'events');
    expectRefusal(
      await register('/x', ['DOCUMENT_DELETED']),
      400,
      'An event is one of DOCUMENT_COMPLETED, BULK_CHANGE_APPLIED',
      'events.0',
    );
    expectRefusal(
      await as.IT.post('/webhooks', { url: 'http://example.org/hooks', events: ['DOCUMENT_COMPLETED'] }),
      400,
      'URL must be an https address (http only to localhost outside production)',
      'url',
    );
    expectRefusal(
      await as.IT.post('/webhooks', { url: 'not an address', events: ['DOCUMENT_COMPLETED'] }),
      400,
      'URL must be an absolute address, e.g. https://example.org/hooks',
      'url',
    );
    expect(await countRows('webhooks')).toBe(before);
  });

  it('is refused to a caller who may not read records, and to nobody signed in', async () => {
    expect((await register('/x', ['DOCUMENT_COMPLETED'], as.Unassigned)).status).toBe(403);
    expect((await register('/x', ['DOCUMENT_COMPLETED'], as.nobody)).status).toBe(401);
  });

  it('takes only https addresses with the production configuration', async () => {
    // A second app on the same database, configured as production configures it.
    const app = createApiApp({
      db: api.db,
      auth: { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), testMode: true },
      files: folderStore(api.fileStoreDir),
      webhookUrls: { httpsOnly: true },
    });
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const login = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ test_email: 'it@example.org' }),
      });
      const { data } = (await login.json()) as { data: { session: string } };
      const production = callApi(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
        ...sessionCookie(data.session),
      });
      expectRefusal(
        await production.post('/webhooks', { url: `${receiverUrl}/prod`, events: ['DOCUMENT_COMPLETED'] }),
        400,
        'URL must be an https address',
        'url',
      );
      const https = await production.post<CreatedWebhook>('/webhooks', {
        url: 'https://hooks.example.org/research',
        events: ['BULK_CHANGE_APPLIED'],
      });
      expect(https.status).toBe(200);
      await production.del(`/webhooks/${https.body.data.id}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('delivering the change feed', () => {
  it('POSTs a signed DOCUMENT_COMPLETED after a record is completed', async () => {
    const hook = (await register('/completed', ['DOCUMENT_COMPLETED'])).body.data;
    const [[post]] = await Promise.all([receivedAt('/completed'), complete(ids[0]!)]);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['webhook-id']).toMatch(/^evt_[0-9a-f]{32}$/);
    const payload = verified(hook.secret, post!);
    expect(payload).toEqual({
      type: 'DOCUMENT_COMPLETED',
      id: post!.headers['webhook-id'],
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { documentId: ids[0], batchId: batch, status: 'researched', researchedBy: expect.any(Number) },
    });
    // A tampered body fails verification.
    expect(() => verified(hook.secret, { ...post!, body: post!.body.replace('researched', 'on_hold') })).toThrow();
    await expectDelivery(hook.id, { status: 'delivered', attempts: 1, last_status_code: 204 });
  });

  it('POSTs BULK_CHANGE_APPLIED after a direct bulk update and once at the end of a bulk update job', async () => {
    const hook = (await register('/bulk', ['BULK_CHANGE_APPLIED'], as.IT)).body.data;
    const direct = await as.Coordinator.post<{ bulk_change_id: number }>('/bulk_edit/update_records', {
      selected_ids: [ids[1], ids[2]],
      update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Direct Press' }],
      batch_id: batch,
      dry_run: false,
    });
    expect(direct.status).toBe(200);
    const [first] = await receivedAt('/bulk');
    expect(verified(hook.secret, first!)).toMatchObject({
      type: 'BULK_CHANGE_APPLIED',
      data: {
        bulkChangeId: direct.body.data.bulk_change_id,
        batchId: batch,
        updated: 2,
        documentIds: [ids[1], ids[2]],
      },
    });

    const job = await as.Coordinator.post<{ id: number; bulk_change_id: number }>('/bulk_edit/update_jobs', {
      selected_ids: [ids[3], ids[4], ids[5]],
      update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Job Press' }],
      batch_id: batch,
    });
    expect(job.status).toBe(200);
    const [, second] = await receivedAt('/bulk', 2);
    expect(verified(hook.secret, second!)).toMatchObject({
      type: 'BULK_CHANGE_APPLIED',
      data: {
        bulkChangeId: job.body.data.bulk_change_id,
        batchId: batch,
        updated: 3,
        jobId: job.body.data.id,
        status: 'done',
      },
    });
    // A dry run changes nothing and tells nothing.
    await as.Coordinator.post('/bulk_edit/update_records', {
      selected_ids: [ids[1]],
      update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Dry Press' }],
      batch_id: batch,
      dry_run: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.filter((r) => r.path === '/bulk')).toHaveLength(2);
  });

  it('tries again after a receiver answers 500, with the same webhook-id', async () => {
    receiver.failFirst.add('/flaky');
    const hook = (await register('/flaky', ['DOCUMENT_COMPLETED'])).body.data;
    await complete(ids[1]!);
    const [failed, retried] = await receivedAt('/flaky', 2);
    expect(retried!.headers['webhook-id']).toBe(failed!.headers['webhook-id']);
    expect(verified(hook.secret, retried!).data).toMatchObject({ documentId: ids[1] });
    await expectDelivery(hook.id, { status: 'delivered', attempts: 2, last_status_code: 204 });
  }, 40_000);

  it('delivers nothing to a webhook whose owner may no longer read records', async () => {
    const hook = (await register('/lost-role', ['DOCUMENT_COMPLETED'], as.Researcher)).body.data;
    const researcher = await api.db
      .selectFrom('users')
      .select(['id', 'role_id'])
      .where('email', '=', 'researcher@example.org')
      .executeTakeFirstOrThrow();
    await api.db.updateTable('users').set({ role_id: ROLE_IDS.Unassigned }).where('id', '=', researcher.id).execute();
    try {
      // Another webhook of the same event shows when it was dispatched.
      await register('/witness', ['DOCUMENT_COMPLETED']);
      await complete(ids[4]!);
      await receivedAt('/witness');
      const deliveries = await api.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('webhook_id', '=', hook.id)
        .execute();
      expect(deliveries).toEqual([]);
      expect(receiver.received.filter((r) => r.path === '/lost-role')).toEqual([]);
    } finally {
      await api.db.updateTable('users').set({ role_id: researcher.role_id }).where('id', '=', researcher.id).execute();
    }
  });

  it('writes no event for a plain save, nor when the completion is refused', async () => {
    const before = await countRows('webhook_events');
    expect((await complete(ids[3]!, as.Coordinator, 'save')).status).toBe(200);
    const stale = await as.Coordinator.put(`/document_detail/full_record/${ids[2]}`, {
      version: 1000,
      action: 'complete',
    });
    expect(stale.status).toBe(409);
    expect(await countRows('webhook_events')).toBe(before);
  });
});
