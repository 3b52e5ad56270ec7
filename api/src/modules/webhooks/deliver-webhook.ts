import { can } from '@rt/domain';
import got from 'got';
import { sql } from 'kysely';
import { Webhook as Signer } from 'standardwebhooks';
import type { Db } from '../../db/connect.ts';
import { fromJson } from '../../db/json-column.ts';
import { findCaller } from '../../http/caller.ts';
import { WEBHOOK_RETRIES } from '../../jobs/job-queue.ts';
import { logEvent } from '../../log.ts';
import { webhookDeliveries } from '../../observability/api-metrics.ts';

/** Attempts of one delivery before it counts as failed: the first and the queue's retries. */
export const WEBHOOK_ATTEMPTS = WEBHOOK_RETRIES + 1;

/** How long a receiver may take to answer one attempt. */
const TIMEOUT_MS = 10_000;

/** What a receiver gets: small, with the ids to read the rest through GraphQL. */
export type WebhookPayload = { type: string; id: string; occurredAt: string; data: unknown };

/** The answer of a receiver, or why none came. */
type Outcome = { statusCode: number | null; error: string | null };

async function post(url: string, body: string, headers: Record<string, string>): Promise<Outcome> {
  try {
    const res = await got.post(url, {
      body,
      headers: { 'content-type': 'application/json', 'user-agent': 'research-tool-webhooks/1', ...headers },
      timeout: { request: TIMEOUT_MS },
      // The queue retries, with backoff, across replicas; a redirect could lead the secret's proof elsewhere.
      retry: { limit: 0 },
      followRedirect: false,
      throwHttpErrors: false,
    });
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return { statusCode: res.statusCode, error: ok ? null : `answered ${res.statusCode}` };
  } catch (error) {
    return { statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The queue's handler for one delivery (at least once): signs the event in the Standard Webhooks
 * format (webhook-id: the event's id, the same on every attempt; webhook-timestamp: this attempt's
 * time; webhook-signature: HMAC-SHA256) and POSTs it. A 2xx answer delivers it; otherwise the
 * attempt is counted and the handler throws, so the queue tries again later, until
 * WEBHOOK_ATTEMPTS. A delivery whose webhook was deleted, or whose owner may no longer read
 * records or was revoked, is not sent.
 */
export async function deliverWebhook(db: Db, deliveryId: number): Promise<void> {
  const found = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.seq', 'd.event_seq')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.status', 'd.attempts', 'e.id as event_id', 'e.type', 'e.occurred_at', 'e.data'])
    .select(['w.id as webhook_id', 'w.url', 'w.secret', 'w.user_id'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!found || found.status !== 'pending') return;
  const log = { event_id: found.event_id, type: found.type, webhook_id: found.webhook_id, delivery_id: deliveryId };
  const owner = await findCaller(db, { id: found.user_id });
  if (!owner || owner.revoked_at || !can(owner.role, 'record:read')) {
    await db.updateTable('webhook_deliveries').set({ status: 'skipped' }).where('id', '=', deliveryId).execute();
    webhookDeliveries.inc({ event: found.type, outcome: 'skipped' });
    logEvent('warn', 'webhook delivery skipped: its owner may not read records (or was revoked)', log);
    return;
  }
  const payload: WebhookPayload = {
    type: found.type,
    id: found.event_id,
    occurredAt: new Date(found.occurred_at).toISOString(),
    data: fromJson(found.data),
  };
  const body = JSON.stringify(payload);
  const now = new Date();
  const signature = new Signer(found.secret).sign(found.event_id, now, body);
  const outcome = await post(found.url, body, {
    'webhook-id': found.event_id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  });
  const attempts = found.attempts + 1;
  const status = outcome.error === null ? 'delivered' : attempts >= WEBHOOK_ATTEMPTS ? 'failed' : 'pending';
  await db
    .updateTable('webhook_deliveries')
    .set({
      status,
      attempts,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      last_attempt_at: sql`now()`,
    })
    .where('id', '=', deliveryId)
    .execute();
  webhookDeliveries.inc({ event: found.type, outcome: status === 'pending' ? 'retried' : status });
  if (status === 'delivered') {
    logEvent('info', 'webhook delivered', { ...log, attempts, status_code: outcome.statusCode });
    return;
  }
  logEvent(
    status === 'failed' ? 'error' : 'warn',
    `webhook delivery ${status === 'failed' ? 'failed' : 'will be retried'}`,
    {
      ...log,
      attempts,
      status_code: outcome.statusCode,
      error: outcome.error,
    },
  );
  if (status === 'pending') throw new Error(`Webhook delivery ${deliveryId} ${outcome.error}`);
}
