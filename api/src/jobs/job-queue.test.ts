import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/harness.ts';
import { queueDatabase } from './job-queue.ts';

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
