import { BATCH_STATUSES, COLLECTION_STATUSES } from '@rt/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { queryChoice, queryId } from '../../http/input.ts';
import { selectBatchRows } from '../collection/find-batches.ts';
import { selectCollectionRows } from '../collection/find-collections.ts';
import { readKeysetPage, orderColumns, type Ordering } from './keyset-page.ts';
import { PAGE_QUERY, pageRequest, type PageQuery } from './page-args.ts';

/** Collections and batches are listed in id order, the order they were made in, which nothing changes. */
const COLLECTIONS_BY_ID: Ordering = { name: 'id', parts: [{ column: sql`rc.id`, kind: 'number' }] };
const BATCHES_BY_ID: Ordering = { name: 'id', parts: [{ column: sql`batches.id`, kind: 'number' }] };

export const COLLECTION_FILTER_QUERY = { status: queryChoice(COLLECTION_STATUSES, 'status') };
export const COLLECTION_PAGE_QUERY = z.object({ ...COLLECTION_FILTER_QUERY, ...PAGE_QUERY });
export const COLLECTION_COUNT_QUERY = z.object(COLLECTION_FILTER_QUERY);
type CollectionFilter = z.output<typeof COLLECTION_COUNT_QUERY>;

/** The spec reads an unset status as show. */
const collectionWhere = (filter: CollectionFilter) =>
  filter.status === undefined ? sql<boolean>`true` : sql<boolean>`coalesce(rc.status, 'show') = ${filter.status}`;

/** GET /api/research_collection/page: collections (each as GET /api/research_collection/{id} answers it). */
export function collectionPage(db: Db, query: CollectionFilter & PageQuery) {
  return readKeysetPage({
    request: pageRequest(query),
    ordering: COLLECTIONS_BY_ID,
    read: (bounds, direction, limit) => {
      let q = selectCollectionRows(db).where(collectionWhere(query));
      for (const bound of bounds) q = q.where(bound);
      for (const column of orderColumns(COLLECTIONS_BY_ID)) q = q.orderBy(column, direction);
      return q.limit(limit).execute();
    },
    exists: async (bound) =>
      (await db
        .selectFrom('research_collections as rc')
        .select('rc.id')
        .where(collectionWhere(query))
        .where(bound)
        .limit(1)
        .executeTakeFirst()) !== undefined,
    keyOf: (row) => [row.id],
    node: (row) => row,
  });
}

export async function countCollections(db: Db, filter: CollectionFilter): Promise<{ total: number }> {
  const row = await db
    .selectFrom('research_collections as rc')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(collectionWhere(filter))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total) };
}

export const BATCH_FILTER_QUERY = {
  research_collection_id: queryId('research_collection_id'),
  status: queryChoice(BATCH_STATUSES, 'status'),
};
export const BATCH_PAGE_QUERY = z.object({ ...BATCH_FILTER_QUERY, ...PAGE_QUERY });
export const BATCH_COUNT_QUERY = z.object(BATCH_FILTER_QUERY);
type BatchFilter = z.output<typeof BATCH_COUNT_QUERY>;

function batchWhere(filter: BatchFilter) {
  const collection = filter.research_collection_id;
  const conditions = [
    ...(collection === undefined ? [] : [sql`batches.research_collection_id = ${collection}`]),
    ...(filter.status === undefined ? [] : [sql`batches.status = ${filter.status}`]),
  ];
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** GET /api/batch/page: batches (each as GET /api/batch/{id} answers it, without its locations). */
export function batchPage(db: Db, query: BatchFilter & PageQuery) {
  return readKeysetPage({
    request: pageRequest(query),
    ordering: BATCHES_BY_ID,
    read: (bounds, direction, limit) => {
      let q = selectBatchRows(db).where(batchWhere(query));
      for (const bound of bounds) q = q.where(bound);
      for (const column of orderColumns(BATCHES_BY_ID)) q = q.orderBy(column, direction);
      return q.limit(limit).execute();
    },
    exists: async (bound) =>
      (await db
        .selectFrom('batches')
        .select('batches.id')
        .where(batchWhere(query))
        .where(bound)
        .limit(1)
        .executeTakeFirst()) !== undefined,
    keyOf: (row) => [row.id],
    node: (row) => row,
  });
}

export async function countBatches(db: Db, filter: BatchFilter): Promise<{ total: number }> {
  const row = await db
    .selectFrom('batches')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(batchWhere(filter))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total) };
}
