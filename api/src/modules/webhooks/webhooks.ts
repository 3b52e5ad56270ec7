import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { logEvent } from '../../log.ts';
import type { WebhookEventType } from './webhook-events.ts';

/** A webhook subscription as the API answers it; its secret only once, when it is made. */
export type Webhook = {
  id: number;
  url: string;
  events: WebhookEventType[];
  created_at: string;
};
export type CreatedWebhook = Webhook & { secret: string };

const COLUMNS = ['id', 'url', 'events', 'created_at'] as const;

const webhookOf = (row: { id: number; url: string; events: string[]; created_at: string }): Webhook => ({
  ...row,
  events: row.events as WebhookEventType[],
});

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** POST /api/webhooks: a subscription of the caller's; its secret is answered now and never again. */
export async function createWebhook(
  db: Db,
  caller: Caller,
  input: { url: string; events: WebhookEventType[] },
): Promise<CreatedWebhook> {
  const secret = newSecret();
  const row = await db
    .insertInto('webhooks')
    .values({ user_id: caller.id, url: input.url, events: [...new Set(input.events)], secret })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  logEvent('info', 'webhook created', { who: caller.email, user_id: caller.id, webhook_id: row.id, url: row.url });
  return { ...webhookOf(row), secret };
}

/** GET /api/webhooks: the caller's subscriptions, oldest first. */
export async function findWebhooks(db: Db, caller: Caller): Promise<Webhook[]> {
  const rows = await db.selectFrom('webhooks').select(COLUMNS).where('user_id', '=', caller.id).orderBy('id').execute();
  return rows.map(webhookOf);
}

/** DELETE /api/webhooks/:id: the caller's own; another's is as if there were none. Its deliveries stop. */
export async function deleteWebhook(db: Db, caller: Caller, id: number): Promise<Webhook> {
  const row = await db
    .deleteFrom('webhooks')
    .where('id', '=', id)
    .where('user_id', '=', caller.id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound('Webhook', id);
  logEvent('info', 'webhook deleted', { who: caller.email, user_id: caller.id, webhook_id: id });
  return webhookOf(row);
}
