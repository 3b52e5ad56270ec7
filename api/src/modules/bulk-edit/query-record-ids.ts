import type { BulkQuery } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { recordsSql } from './query-records.ts';
import type { RecordScope } from './record-scope.ts';
import { MAX_BULK_UPDATE_RECORDS } from './update-body.ts';

export type BulkRecordIds = {
  /** The matching records' ids by id, at most `cap` of them. */
  ids: number[];
  /** Records the query matches. */
  total: number;
  cap: number;
  /** More records matched than `cap`: the ids are the first `cap`. */
  capped: boolean;
};

/**
 * Every record a bulk query matches, for 'select all' (spec section 2: selected records are
 * updated in bulk): the same records as the query's pages, by id, up to the most one bulk update
 * takes (MAX_BULK_UPDATE_RECORDS); one more is read to know whether there are more.
 */
export async function queryRecordIds(db: Db, query: BulkQuery, scope: RecordScope): Promise<BulkRecordIds> {
  const { matching } = recordsSql(db, query, scope);
  const cap = MAX_BULK_UPDATE_RECORDS;
  const [rows, counted] = await Promise.all([
    matching
      .select('d.id')
      .orderBy('d.id')
      .limit(cap + 1)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.slice(0, cap).map((r) => r.id), total: Number(counted.total), cap, capped: rows.length > cap };
}
