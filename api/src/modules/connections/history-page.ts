import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import { countHistoryRows, historyEntries, historyRows } from '../research/record-history.ts';
import { readKeysetPage, type Ordering } from './keyset-page.ts';
import { PAGE_QUERY, pageRequest, type PageQuery } from './page-args.ts';

/** Newest first, as the Details modal shows it; audit rows never change, so neither does a page. */
const NEWEST_FIRST: Ordering = {
  name: 'history',
  descending: true,
  parts: [
    { column: sql`a.occurred_at`, kind: 'string', cast: 'timestamptz' },
    { column: sql`a.id`, kind: 'number' },
  ],
};

export const HISTORY_PAGE_QUERY = z.object(PAGE_QUERY);

/** GET /api/document_detail/history/{id}/page: a record's changes, a page at a time, newest first. */
export async function historyPage(db: Db, id: number, query: PageQuery) {
  const record = await db.selectFrom('document_details').select('id').where('id', '=', id).executeTakeFirst();
  if (!record) throw notFound('Document', id);
  const page = await readKeysetPage({
    request: pageRequest(query),
    ordering: NEWEST_FIRST,
    read: (bounds, direction, limit) => historyRows(db, id, { bounds, direction, limit }),
    exists: async (bound) => (await historyRows(db, id, { bounds: [bound], direction: 'asc', limit: 1 })).length > 0,
    keyOf: (row) => [row.occurred_at_text, Number(row.id)],
    node: (row) => row,
  });
  // The changes in words for the page's rows only: one read of names for the page.
  const entries = await historyEntries(
    db,
    page.edges.map((edge) => edge.node),
  );
  return { ...page, edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: entries[i] })) };
}

/** GET /api/document_detail/history/{id}/page/count: how many changes the record has. */
export async function countHistory(db: Db, id: number): Promise<{ total: number }> {
  const record = await db.selectFrom('document_details').select('id').where('id', '=', id).executeTakeFirst();
  if (!record) throw notFound('Document', id);
  return { total: await countHistoryRows(db, id) };
}
