import { can } from '@rt/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { logEvent } from '../../log.ts';

/** Events fanned out per transaction. */
const BATCH = 100;

/**
 * Fans the outbox's undispatched events out, oldest first: one delivery per webhook subscribed to
 * the event's type, made before it happened and owned by a user who may read records (and is not
 * a revoked integrator), and one queue job per delivery, all in the transaction that marks the
 * events dispatched. Replicas take different events (SKIP LOCKED); one lost mid-way leaves its
 * events for the next. Answers how many events it dispatched.
 */
export async function dispatchWebhookEvents(db: Db, queue: JobQueue): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('webhook_events')
      .select(['seq', 'id', 'type', 'occurred_at'])
      .where('dispatched_at', 'is', null)
      .orderBy('seq')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (events.length === 0) return 0;
    // Every live subscription once per batch, not once per event.
    const subscriptions = (
      await trx
        .selectFrom('webhooks as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .leftJoin('roles as r', 'r.id', 'u.role_id')
        .select(['w.id', 'w.events', 'w.created_at', 'r.value as role'])
        .where('u.revoked_at', 'is', null)
        .where(sql<boolean>`w.events && ${sql.val([...new Set(events.map((e) => e.type))])}::text[]`)
        .execute()
    ).filter((w) => can(w.role, 'record:read'));
    for (const event of events) {
      const readers = subscriptions.filter(
        (w) => w.events.includes(event.type) && new Date(w.created_at) <= new Date(event.occurred_at),
      );
      if (readers.length === 0) continue;
      const deliveries = await trx
        .insertInto('webhook_deliveries')
        .values(readers.map((w) => ({ event_seq: event.seq, webhook_id: w.id })))
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .execute();
      for (const { id } of deliveries) await queue.send('webhook-delivery', { delivery_id: id }, trx);
      logEvent('info', 'webhook event dispatched', {
        event_id: event.id,
        type: event.type,
        deliveries: deliveries.length,
      });
    }
    await trx
      .updateTable('webhook_events')
      .set({ dispatched_at: sql`now()` })
      .where(
        'seq',
        'in',
        events.map((e) => e.seq),
      )
      .execute();
    return events.length;
  });
}

export type WebhookRelay = { stop(): Promise<void> };

/**
 * Every replica looks for undispatched events each `intervalMs`, so an event is on its way within
 * about that long of its commit, whichever replica wrote it and whether or not it is still alive.
 */
export function startWebhookRelay(db: Db, queue: JobQueue, intervalMs = 1000): WebhookRelay {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= (async () => {
      try {
        while ((await dispatchWebhookEvents(db, queue)) === BATCH);
      } catch (error) {
        logEvent('error', 'webhook dispatch failed', { error: error instanceof Error ? error.message : String(error) });
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
