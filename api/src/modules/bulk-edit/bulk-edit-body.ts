import { z } from 'zod';
import { BULK_EDIT_MESSAGES, idFromText, PG_INT_MAX, readBulkQuery, type BulkQuery } from '@rt/domain';
import { badRequest } from '../../http/api-error.ts';
import { jsonBody, reader } from '../../http/input.ts';
import { MAX_CURSOR_LENGTH } from './result-cursor.ts';

/**
 * The bulk-edit calls' input (spec section 7). Each refusal is a 400 naming the part that is
 * wrong, deep ones by their place ('query.filters.2.op'); a saved query's refusals begin with the
 * spec's failure text ('Failed to save query. ...'), the rest of the message saying why.
 */

/** Most batches or collections one query may name. */
export const MAX_SCOPE_IDS = 500;
export const MAX_QUERY_TITLE = 200;

/** A 400 naming `field`, after the call's failure text when it has one. */
const refusal = (failed: string | undefined, message: string, field: string) =>
  badRequest(failed ? `${failed} ${message}` : message, field);
const refuseWith = (failed: string | undefined, message: string, field: string): never => {
  throw refusal(failed, message, field);
};

/** The query `{ filters, columns, sort }`, read by the catalogue (domain/src/bulk-edit). */
const bulkQuery = (failed?: string) =>
  reader((value): BulkQuery => {
    const read = readBulkQuery(value);
    if (!read.ok) throw refusal(failed, read.message, read.field ? `query.${read.field}` : 'query');
    return read.value;
  });

/** One id or a list of them ('one or many'); none is an empty list. Each id once, in the order given. */
const idList = (name: string, failed?: string) =>
  reader((value): number[] => {
    if (value === undefined || value === null) return [];
    const list = Array.isArray(value) ? value : [value];
    if (list.length > MAX_SCOPE_IDS) throw refusal(failed, `${name} takes at most ${MAX_SCOPE_IDS} ids`, name);
    list.forEach((id, i) => {
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > PG_INT_MAX)
        throw refusal(
          failed,
          `${name} must be a positive whole number or a list of them`,
          Array.isArray(value) ? `${name}.${i}` : name,
        );
    });
    return [...new Set(list as number[])];
  });

/** The id of a saved query: absent for a new one on save. */
const savedQueryId = (failed: string) =>
  reader((value): number | null => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > PG_INT_MAX)
      throw refusal(failed, 'id must be a positive whole number', 'id');
    return value;
  });
const requiredSavedQueryId = (failed: string) =>
  savedQueryId(failed).transform((id): number => id ?? refuseWith(failed, 'id is required', 'id'));

const queryTitle = reader((value): string => {
  const failed = BULK_EDIT_MESSAGES.saveFailed;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    throw refusal(failed, 'Query title is required', 'query_title');
  if (typeof value !== 'string') throw refusal(failed, 'Query title must be text', 'query_title');
  if (value.includes('\u0000')) throw refusal(failed, 'Query title must not contain NUL characters', 'query_title');
  const title = value.trim();
  if (title.length > MAX_QUERY_TITLE)
    throw refusal(failed, `Query title must be at most ${MAX_QUERY_TITLE} characters`, 'query_title');
  return title;
});

const cursor = reader((value): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > MAX_CURSOR_LENGTH)
    throw badRequest('The cursor is not one this query gave: run the query again', 'cursor');
  return value;
});

/** POST /api/partial_record/query: the query, the batches and/or collections it reads, and a page's cursor. */
export const RECORD_QUERY_BODY = jsonBody({
  query: bulkQuery(),
  batch_id: idList('batch_id'),
  research_collection_id: idList('research_collection_id'),
  cursor,
});
export type RecordQueryBody = z.output<typeof RECORD_QUERY_BODY>;

/** POST /api/partial_record/export: the query and the batches and/or collections it reads; every row, so no cursor. */
export const RECORD_EXPORT_BODY = jsonBody({
  query: bulkQuery(),
  batch_id: idList('batch_id'),
  research_collection_id: idList('research_collection_id'),
});

/** POST /api/partial_record/record_ids: the query and the batches and/or collections it reads, every page at once. */
export const RECORD_IDS_BODY = jsonBody({
  query: bulkQuery(),
  batch_id: idList('batch_id'),
  research_collection_id: idList('research_collection_id'),
});

/** POST /api/bulk_edit/save_query: a query with its scope, as it would run, its title, and `id` to update one. */
export const SAVE_QUERY_BODY = jsonBody({
  id: savedQueryId(BULK_EDIT_MESSAGES.saveFailed),
  query_title: queryTitle,
  query: bulkQuery(BULK_EDIT_MESSAGES.saveFailed),
  batch_id: idList('batch_id', BULK_EDIT_MESSAGES.saveFailed),
  research_collection_id: idList('research_collection_id', BULK_EDIT_MESSAGES.saveFailed),
});
export type SaveQueryBody = z.output<typeof SAVE_QUERY_BODY>;

/** POST /api/bulk_edit/delete_query. */
export const DELETE_QUERY_BODY = jsonBody({ id: requiredSavedQueryId(BULK_EDIT_MESSAGES.deleteFailed) });

/** GET /api/bulk_edit/load_query: every saved query, or the one `?id=`. */
export const LOAD_QUERY_QUERY = z.object({
  id: reader((value): number | undefined => {
    if (value === undefined || value === '') return undefined;
    const id = typeof value === 'string' ? idFromText(value) : null;
    if (id === null) throw refusal(BULK_EDIT_MESSAGES.loadFailed, 'id must be a positive whole number', 'id');
    return id;
  }),
});
