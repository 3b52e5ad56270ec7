import { BATCH_PERIODS, BATCH_STATUSES, type BatchPeriod, type BatchStatus } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { requireKnownId } from '../../db/rows.ts';
import { badRequest } from '../../http/api-error.ts';
import {
  bodyFields,
  optionalChoice,
  optionalDate,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredString,
} from '../../http/fields.ts';

export type BatchInput = {
  research_collection_id: number;
  period: BatchPeriod;
  period_number: string;
  date_from: string;
  date_to: string;
  /** Unset: unlocked on create, unchanged on edit. */
  status: BatchStatus | null;
  target_complete_date: string | null;
};

const FIELDS = {
  collection: { field: 'research_collection_id', label: 'Research collection' },
  period: { field: 'period', label: 'Period' },
  number: { field: 'period_number', label: 'Period number' },
  from: { field: 'date_from', label: 'Date From' },
  to: { field: 'date_to', label: 'Date To' },
  status: { field: 'status', label: 'Status' },
  target: { field: 'target_complete_date', label: 'Target complete date' },
} as const;

/** The unique (collection, period, period number) constraint of migration 001. */
export const BATCH_PERIOD_CONSTRAINT = 'batches_research_collection_id_period_period_number_key';

export const duplicateBatchPeriod = () =>
  badRequest('A batch with this period already exists in the collection', FIELDS.number.field);

/**
 * A create or edit form as it will be stored, or 400 naming the first wrong field: the collection
 * must exist, the period is one of the spec's, the period number is given, both dates are given and
 * in order, and no other batch of the collection has the same period and number.
 */
export async function validateBatch(db: Db, body: unknown, exceptId?: number): Promise<BatchInput> {
  const fields = bodyFields(body);
  const input: BatchInput = {
    research_collection_id: requiredId(fields.research_collection_id, FIELDS.collection),
    period: requiredChoice(fields.period, BATCH_PERIODS, FIELDS.period),
    period_number: requiredString(fields.period_number, FIELDS.number, 50),
    date_from: requiredDate(fields.date_from, FIELDS.from),
    date_to: requiredDate(fields.date_to, FIELDS.to),
    status: optionalChoice(fields.status, BATCH_STATUSES, FIELDS.status),
    target_complete_date: optionalDate(fields.target_complete_date, FIELDS.target),
  };
  // ISO dates compare as text.
  if (input.date_to < input.date_from) throw badRequest('Date To must be on or after Date From', FIELDS.to.field);
  await requireKnownId(db, 'research_collections', input.research_collection_id, FIELDS.collection);
  let samePeriod = db
    .selectFrom('batches')
    .select('id')
    .where('research_collection_id', '=', input.research_collection_id)
    .where('period', '=', input.period)
    .where('period_number', '=', input.period_number);
  if (exceptId !== undefined) samePeriod = samePeriod.where('id', '<>', exceptId);
  if (await samePeriod.executeTakeFirst()) throw duplicateBatchPeriod();
  return input;
}
