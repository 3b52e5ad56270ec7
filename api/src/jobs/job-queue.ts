import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/connect.ts';
import { logEvent } from '../log.ts';

/** The names of the API's queues and what each job's data holds. */
export type JobData = {
  /** A slice of a bulk update (modules/bulk-edit/update-jobs.ts). */
  'bulk-update': { job_id: number };
  /** A slice of a document import (files/import/import-jobs.ts). */
  'document-import': { job_id: number };
  /** One attempt of a webhook delivery (modules/webhooks/deliver-webhook.ts). */
  'webhook-delivery': { delivery_id: number };
};
export type JobName = keyof JobData;

export type JobHandler<N extends JobName> = (data: JobData[N]) => Promise<void>;

export type JobQueueOptions = {
  /**
   * How long a job may stay taken before it counts as lost (its worker died) and another worker
   * takes it up (JOB_TAKEOVER_SECONDS). A job's slice of work is far shorter.
   */
  takeoverSeconds: number;
  /** How long a stop waits for the jobs under way (the service's shutdown grace). */
  stopTimeoutMs?: number;
};

export type JobQueue = {
  /**
   * Sends a job; with `trx`, as part of that transaction, so the job exists exactly when what it
   * works on was committed.
   */
  send<N extends JobName>(name: N, data: JobData[N], trx?: Db): Promise<void>;
  /** Works the queue `name` in this process, one job at a time. */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** Stops taking jobs and waits for those under way (at most stopTimeoutMs); writes nothing after. */
  stop(): Promise<void>;
};

/**
 * pg-boss's statements through kysely: the API's own pool, or its embedded database. Its
 * maintenance sends `BEGIN; ...; COMMIT;` as one text without values: should a statement of it
 * fail (a deadlock, a lock timeout), the transaction stays open and aborted on that connection, and
 * the pool would hand it to requests that then all fail. Such a text runs on a connection held for
 * it and is rolled back there when it fails.
 */
export const queueDatabase = (db: Db): PgBoss.Db => ({
  executeSql: async (text, values) => {
    if (values?.length) return { rows: [...(await db.executeQuery(CompiledQuery.raw(text, values))).rows] };
    return db.connection().execute(async (connection) => {
      try {
        return { rows: [...(await connection.executeQuery(CompiledQuery.raw(text, []))).rows] };
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('rollback', [])).catch(() => {});
        throw error;
      }
    });
  },
});

/**
 * Makes a queue unless it is there. Replicas starting together on a new database may deadlock
 * making it (pg-boss adds a partition table for it): the one PostgreSQL stops tries again and
 * finds it made.
 */
async function createQueue(boss: PgBoss, name: JobName): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

/**
 * A webhook delivery's retries after its first attempt (docs/decisions/078): exponential backoff
 * from WEBHOOK_RETRY_DELAY_SECONDS, doubled each time with jitter (pg-boss's retryBackoff), the
 * last about 18 to 36 hours after the first attempt.
 */
export const WEBHOOK_RETRIES = 15;
export const WEBHOOK_RETRY_DELAY_SECONDS = 2;

/** Queues whose jobs are retried otherwise than a slice of long work. */
const QUEUE_SEND_OPTIONS: Partial<Record<JobName, PgBoss.SendOptions>> = {
  'webhook-delivery': { retryLimit: WEBHOOK_RETRIES, retryDelay: WEBHOOK_RETRY_DELAY_SECONDS, retryBackoff: true },
};

/** How often a worker with nothing to do asks for a job. */
const POLLING_SECONDS = 1;

/**
 * The API's job queue: pg-boss (docs/decisions/072) in the API's own database (its schema
 * `pgboss`, made on first start by pg-boss under its own lock, so replicas may start together).
 * Every replica works the queues; a job taken by a replica that dies is failed by the next
 * maintenance once `takeoverSeconds` have passed, and retried by another replica.
 */
export async function startJobQueue(db: Db, options: JobQueueOptions): Promise<JobQueue> {
  // A job still under way when stop() gives up waiting ends later, and pg-boss records its end
  // without awaiting it: once stopped, the queue sends nothing more (the database may be closed)
  // and such a statement is never answered; the job is left to the takeover, as a lost replica's.
  let stopped = false;
  const database = queueDatabase(db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => (stopped ? new Promise<never>(() => {}) : database.executeSql(text, values)) },
    // Lost jobs are found at most this long after their takeover time.
    maintenanceIntervalSeconds: Math.max(1, Math.round(options.takeoverSeconds / 3)),
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error) => logEvent('error', 'job queue error', { error: error.message }));
  await boss.start();
  const names: JobName[] = ['bulk-update', 'document-import', 'webhook-delivery'];
  for (const name of names) await createQueue(boss, name);
  const sendOptions: PgBoss.SendOptions = {
    expireInSeconds: options.takeoverSeconds,
    // A slice is retried only when its worker was lost (handlers record their own failures).
    retryLimit: 20,
    retryDelay: 1,
  };
  return {
    async send(name, data, trx) {
      const options = { ...sendOptions, ...QUEUE_SEND_OPTIONS[name] };
      await boss.send(name, data, trx ? { ...options, db: queueDatabase(trx) } : options);
    },
    async work(name, handler) {
      await boss.work<JobData[typeof name]>(
        name,
        { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 25_000, close: false });
      stopped = true;
    },
  };
}
