import type { z } from 'zod';
import { PG_INT_MAX, readBulkQuery, readBulkUpdateFields, type BulkQuery, type BulkUpdateField } from '@rt/domain';
import { badRequest } from '../../http/api-error.ts';
import { jsonBody, reader } from '../../http/input.ts';
import { readBulkLink } from './bulk-link.ts';

/** Most records one bulk update names. */
export const MAX_BULK_UPDATE_RECORDS = 10_000;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PG_INT_MAX;

const selectedIds = reader((value): number[] => {
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest('selected_ids takes a list of record ids', 'selected_ids');
  if (value.length > MAX_BULK_UPDATE_RECORDS)
    throw badRequest(`selected_ids takes at most ${MAX_BULK_UPDATE_RECORDS} ids`, 'selected_ids');
  value.forEach((id, i) => {
    if (!isId(id)) throw badRequest('selected_ids must be positive whole numbers', `selected_ids.${i}`);
  });
  return [...new Set(value as number[])];
});

const updateFields = reader((value): BulkUpdateField[] => {
  // None is fair with a link (checked with it); an empty list is refused by the reader.
  if (value === undefined || value === null) return [];
  const read = readBulkUpdateFields(value);
  if (!read.ok) throw badRequest(read.message, read.field);
  return read.value;
});

const batchId = reader((value): number | null => {
  if (value === undefined || value === null) return null;
  if (!isId(value)) throw badRequest('batch_id must be a positive whole number', 'batch_id');
  return value;
});

const dryRun = reader((value): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badRequest('dry_run takes true or false', 'dry_run');
  return value;
});

/** The version each record was read at ({"12": 4}): a record saved since is refused, not overwritten. */
const versions = reader((value): Map<number, number> => {
  const map = new Map<number, number>();
  if (value === undefined || value === null) return map;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('versions takes {record id: version}', 'versions');
  for (const [key, version] of Object.entries(value as Record<string, unknown>)) {
    const id = Number(key);
    if (!isId(id) || !isId(version)) throw badRequest('versions takes {record id: version}', 'versions');
    map.set(id, version);
  }
  return map;
});

/** The query the screen ran to choose the records, kept on the bulk change (who, query, when); optional. */
const query = reader((value): BulkQuery | null => {
  if (value === undefined || value === null) return null;
  const read = readBulkQuery(value);
  if (!read.ok) throw badRequest(read.message, read.field ? `query.${read.field}` : 'query');
  return read.value;
});

const readBulkChangeId = (value: unknown): number => {
  if (!isId(value)) throw badRequest('bulk_change_id must be a positive whole number', 'bulk_change_id');
  return value;
};

/** A bulk change begun by an earlier request of the same action, to add this request's records to; optional. */
const continuedBulkChangeId = reader((value): number | null =>
  value === undefined || value === null ? null : readBulkChangeId(value),
);

/** POST /api/bulk_edit/update_records (spec section 7). */
export const UPDATE_RECORDS_BODY = jsonBody({
  selected_ids: selectedIds,
  update_fields: updateFields,
  batch_id: batchId,
  dry_run: dryRun,
  versions,
  query,
  link: reader(readBulkLink),
  bulk_change_id: continuedBulkChangeId,
});
export type UpdateRecordsBody = z.output<typeof UPDATE_RECORDS_BODY>;

/** POST /api/bulk_edit/undo. */
export const UNDO_BODY = jsonBody({ bulk_change_id: reader(readBulkChangeId) });
