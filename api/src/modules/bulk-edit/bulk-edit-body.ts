import { z } from 'zod';
import { PG_INT_MAX, readBulkQuery, type BulkQuery } from '@rt/domain';
import { badRequest } from '../../http/api-error.ts';
import { jsonBody, reader } from '../../http/input.ts';
import { MAX_CURSOR_LENGTH } from './result-cursor.ts';

/**
 * The bulk-edit calls' input (spec section 7). Each refusal is a 400 naming the part that is
 * wrong, deep ones by their place ('query.filters.2.op').
 */

/** Most batches or collections one query may name. */
export const MAX_SCOPE_IDS = 500;

/** A 400 naming `field`, after the call's failure text when it has one. */
const refusal = (failed: string | undefined, message: string, field: string) =>
  badRequest(failed ? `${failed} ${message}` : message, field);

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
