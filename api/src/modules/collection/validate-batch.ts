import { BATCH_PERIODS, BATCH_STATUSES } from '@rt/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { knownIdProblem } from '../../db/rows.ts';
import { badRequest, badRequestAll, type Problem } from '../../http/api-error.ts';
import {
  choice,
  date,
  id,
  jsonBody,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredText,
} from '../../http/input.ts';

/**
 * The create and edit forms' body (POST and PUT batch); `id` only on edit. An unset status means
 * unlocked on create and unchanged on edit.
 */
export const BATCH_BODY = jsonBody({
  id: id('id'),
  research_collection_id: requiredId('Research collection'),
  period: requiredChoice(BATCH_PERIODS, 'Period'),
  period_number: requiredText('Period number', 50),
  date_from: requiredDate('Date From'),
  date_to: requiredDate('Date To'),
  status: choice(BATCH_STATUSES, 'Status'),
  target_complete_date: date('Target complete date'),
});
export type BatchForm = z.output<typeof BATCH_BODY>;
export type BatchInput = Omit<BatchForm, 'id'>;

const FIELDS = {
  collection: { field: 'research_collection_id', label: 'Research collection' },
  number: { field: 'period_number', label: 'Period number' },
  to: { field: 'date_to', label: 'Date To' },
  target: { field: 'target_complete_date', label: 'Target complete date' },
} as const;

/** The unique (collection, period, period number) constraint of migration 001. */
export const BATCH_PERIOD_CONSTRAINT = 'batches_research_collection_id_period_period_number_key';

export const duplicateBatchPeriod = () =>
  badRequest('A batch with this period already exists in the collection', FIELDS.number.field);

/**
 * A create or edit form (read by BATCH_BODY) as it will be stored, or 400 naming every wrong
 * field: the dates in order (Date To and the target date not before Date From), the collection must exist, and no other batch of the collection has
 * the same period and number.
 */
export async function validateBatch(db: Db, form: BatchForm, exceptId?: number): Promise<BatchInput> {
  const { id: _id, ...input } = form;
  const problems: Problem[] = [];
  // ISO dates compare as text.
  if (input.date_to < input.date_from)
    problems.push({ field: FIELDS.to.field, message: 'Date To must be on or after Date From' });
  // A batch cannot be finished before its copying period starts.
  if (input.target_complete_date !== null && input.target_complete_date < input.date_from)
    problems.push({ field: FIELDS.target.field, message: 'Target complete date must be on or after Date From' });
  const collection = await knownIdProblem(db, 'research_collections', input.research_collection_id, FIELDS.collection);
  if (collection) problems.push(collection);
  const [first, ...rest] = problems;
  if (first) throw badRequestAll([first, ...rest]);
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
