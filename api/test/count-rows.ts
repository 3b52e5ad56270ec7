import type { Db } from '../src/db/connect.ts';
import type { TableName } from '../src/seed/factories.ts';

/** How many rows a table holds, to show that a refused call changed nothing. */
export async function countRows(db: Db, table: TableName): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
