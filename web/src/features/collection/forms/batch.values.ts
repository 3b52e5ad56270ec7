import type { BatchPeriod } from '@rt/domain';
import type { BatchInput } from '../../../__generated__/graphql.ts';

/**
 * The create / edit batch form's values as the controls hold them ('' for empty). No Yup schema:
 * spec section 5 says the batch form checks nothing itself; the server's message is shown.
 */
export type BatchValues = {
  period: string;
  periodNumber: string;
  dateFrom: string;
  dateTo: string;
  targetCompleteDate: string;
  /** '' (unset), 'unlocked' or 'locked'. */
  status: string;
};

/** A new batch: period Quarter, status unset (spec section 2). */
export const NEW_BATCH: BatchValues = {
  period: 'Quarter' satisfies BatchPeriod,
  periodNumber: '',
  dateFrom: '',
  dateTo: '',
  targetCompleteDate: '',
  status: '',
};

type StoredBatch = {
  period: string;
  periodNumber: string;
  dateFrom: string;
  dateTo: string;
  targetCompleteDate?: string | null;
  status: string;
};

export function batchValues(b: StoredBatch): BatchValues {
  return {
    period: b.period,
    periodNumber: b.periodNumber,
    dateFrom: b.dateFrom.slice(0, 10),
    dateTo: b.dateTo.slice(0, 10),
    targetCompleteDate: b.targetCompleteDate?.slice(0, 10) ?? '',
    status: b.status,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The form as the mutation's input: an empty field, the optional target date included, is null. */
export function toBatchInput(v: BatchValues, researchCollectionId: string): BatchInput {
  return {
    researchCollectionId,
    period: orNull(v.period),
    periodNumber: orNull(v.periodNumber),
    dateFrom: orNull(v.dateFrom),
    dateTo: orNull(v.dateTo),
    targetCompleteDate: orNull(v.targetCompleteDate),
    status: orNull(v.status),
  };
}
