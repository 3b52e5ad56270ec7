import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/harness.ts';
import { queueDatabase, startJobQueue } from './job-queue.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

describe("the job queue's statements", () => {
  it('leave no aborted transaction behind when a statement of a BEGIN ... COMMIT text fails', async () => {
    const queue = queueDatabase(database.db);
    // As pg-boss's maintenance sends it, with a statement that fails between BEGIN and COMMIT.
    await expect(queue.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;', [])).rejects.toThrow(/division by zero/);
    // Every connection the pool hands out afterwards still answers.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sql<{ one: number }>`select 1 as one`.execute(database.db)),
    );
    expect(answers.map((a) => a.rows[0].one)).toEqual(Array(8).fill(1));
    expect((await queue.executeSql('select $1::int as two', [2])).rows).toEqual([{ two: 2 }]);
  });
});

describe('a stopped job queue', () => {
  it('writes nothing once stopped, so a job that ends after the stop gave up waiting cannot reach a closed database', async () => {
    const own = await createTestDatabase({ seed: false });
    const queue = await startJobQueue(own.db, { takeoverSeconds: 30, stopTimeoutMs: 100 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let end!: (error: Error) => void;
    const ending = new Promise<void>((_resolve, reject) => (end = reject));
    await queue.work('webhook-delivery', async () => {
      started();
      await ending;
    });
    await queue.send('webhook-delivery', { delivery_id: 1 });
    await running;
    // The job is still under way: the stop waits 100 ms for it, then answers; the service then
    // closes its database, as a shutdown does.
    await queue.stop();
    await own.close();
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      // pg-boss records the job's failure without awaiting it.
      end(new Error('the job ends after the stop'));
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('unhandledRejection', listener);
    }
    expect(unhandled).toEqual([]);
  });
});
