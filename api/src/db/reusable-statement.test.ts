import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './connect.ts';
import { reusableStatement } from './reusable-statement.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await connectDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle.close());

describe('a reusable statement', () => {
  it('is built once and answers each call with its own values, keeping the values fixed in the text', async () => {
    let builds = 0;
    const sum = reusableStatement((db, a: number, b: string) => {
      builds += 1;
      return db.selectNoFrom([
        sql<number>`${a}::int + ${7}::int`.as('total'),
        sql<string>`${b}::text || ${'!'}::text`.as('shout'),
      ]);
    });
    expect(await sum(handle.db, 1, 'hi')).toEqual([{ total: 8, shout: 'hi!' }]);
    expect(await sum(handle.db, 35, 'ho')).toEqual([{ total: 42, shout: 'ho!' }]);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction as part of it', async () => {
    await handle.db.schema.createTable('notes').addColumn('id', 'integer').execute();
    const count = reusableStatement((db, min: number) =>
      db
        .selectFrom('notes' as never)
        .select(sql<number>`count(*)::int`.as('n'))
        .where(sql.ref('id'), '>=', min),
    );
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into notes values (1), (2), (3)`.execute(trx);
      expect(await count(trx, 2)).toEqual([{ n: 2 }]);
    });
  });
});
