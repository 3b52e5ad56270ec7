import { DOCUMENT_STATUSES } from '@rt/domain';
import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/types.ts';
import { queryChoice, queryId, reader, readQueryText, refuse } from '../../http/input.ts';
import { selectFullRecords } from '../research/load-full-record.ts';
import { readKeysetPage, orderColumns, type Ordering } from './keyset-page.ts';
import { PAGE_QUERY, pageRequest, type PageQuery } from './page-args.ts';

/** An instant with its offset, as ISO 8601 writes it: '2026-11-28T15:00:00Z', '…T15:00:00.123456+01:00'. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

const instant = (name: string) =>
  reader((value): string | undefined => {
    const given = readQueryText(value, name, 40);
    if (given === undefined) return undefined;
    if (!ISO_INSTANT.test(given) || Number.isNaN(Date.parse(given)))
      return refuse(`${name} must be an ISO 8601 time with its offset, e.g. 2026-11-28T15:00:00Z`);
    return given;
  });

/** The filter of GET /api/document_detail/page and its count, in the query string. */
export const DOCUMENT_FILTER_QUERY = {
  batch_id: queryId('batch_id'),
  research_collection_id: queryId('research_collection_id'),
  status: queryChoice(DOCUMENT_STATUSES, 'status'),
  assignee_id: queryId('assignee_id'),
  updated_since: instant('updated_since'),
};
export const DOCUMENT_PAGE_QUERY = z.object({ ...DOCUMENT_FILTER_QUERY, ...PAGE_QUERY });
export const DOCUMENT_COUNT_QUERY = z.object(DOCUMENT_FILTER_QUERY);

type DocumentFilter = z.output<typeof DOCUMENT_COUNT_QUERY>;

/**
 * The plain listing is in id order, which no save moves: paging a batch while others save returns
 * each record exactly once. A sync (`updated_since`) is in order of the last change, so a record
 * saved during the sync comes again at its end, with its new contents (docs/decisions/075).
 */
const BY_ID: Ordering = { name: 'id', parts: [{ column: sql`document_details.id`, kind: 'number' }] };
const BY_CHANGE: Ordering = {
  name: 'updated',
  parts: [
    // Microseconds, as stored: a cursor rounded to milliseconds would repeat or skip rows.
    {
      column: sql`document_details.updated_at`,
      kind: 'string',
      cast: 'timestamptz',
    },
    { column: sql`document_details.id`, kind: 'number' },
  ],
};
const updatedAtText = sql<string>`to_char(document_details.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function filtered<O>(
  query: SelectQueryBuilder<Database, 'document_details', O>,
  filter: DocumentFilter,
): SelectQueryBuilder<Database, 'document_details', O> {
  let q = query;
  if (filter.batch_id !== undefined) q = q.where('document_details.batch_id', '=', filter.batch_id);
  if (filter.research_collection_id !== undefined) {
    const collection = filter.research_collection_id;
    q = q.where('document_details.batch_id', 'in', (eb) =>
      eb.selectFrom('batches').select('batches.id').where('batches.research_collection_id', '=', collection),
    );
  }
  if (filter.status !== undefined) q = q.where('document_details.status', '=', filter.status);
  if (filter.assignee_id !== undefined) q = q.where('document_details.assigned_user_id', '=', filter.assignee_id);
  if (filter.updated_since !== undefined)
    q = q.where(sql<boolean>`document_details.updated_at >= ${filter.updated_since}::timestamptz`);
  return q;
}

/**
 * GET /api/document_detail/page: a page of whole records (each as GET …/full_record/{id} answers
 * it) in one statement, with the Relay page info.
 */
export async function documentPage(db: Db, query: DocumentFilter & PageQuery) {
  const ordering = query.updated_since === undefined ? BY_ID : BY_CHANGE;
  return readKeysetPage({
    request: pageRequest(query),
    ordering,
    read: async (bounds, direction, limit) => {
      let q = filtered(selectFullRecords(db).select(updatedAtText.as('cursor_updated_at')), query);
      for (const bound of bounds) q = q.where(bound);
      for (const column of orderColumns(ordering)) q = q.orderBy(column, direction);
      return q.limit(limit).execute();
    },
    exists: async (bound) =>
      (await filtered(db.selectFrom('document_details').select('document_details.id'), query)
        .where(bound)
        .limit(1)
        .executeTakeFirst()) !== undefined,
    keyOf: (row) => (ordering === BY_ID ? [row.id] : [row.cursor_updated_at, row.id]),
    node: ({ cursor_updated_at: _cursor, ...record }) => record,
  });
}

export type DocumentPage = Awaited<ReturnType<typeof documentPage>>;

/** GET /api/document_detail/page/count: how many records the filter matches, a count(*) of them. */
export async function countDocuments(db: Db, filter: DocumentFilter): Promise<{ total: number }> {
  const row = await filtered(
    db.selectFrom('document_details').select((eb) => eb.fn.countAll<string | number>().as('total')),
    filter,
  ).executeTakeFirstOrThrow();
  return { total: Number(row.total) };
}
