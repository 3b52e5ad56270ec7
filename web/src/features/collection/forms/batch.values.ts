import { BATCH_PERIODS, BATCH_STATUSES, enumName, storedValue, type BatchPeriod, type BatchStatus } from '@rt/domain';
import type {
  BatchInput,
  BatchPeriod as BatchPeriodName,
  BatchStatus as BatchStatusName,
} from '../../../__generated__/graphql.ts';

/**
 * The create / edit batch form's values as the controls hold them ('' for empty). No Yup schema:
 * spec section 5 says the batch form checks nothing itself; the server's message is shown.
 */
export type BatchValues = {
  period: BatchPeriod;
  periodNumber: string;
  dateFrom: string;
  dateTo: string;
  targetCompleteDate: string;
  /** '' while unset. */
  status: BatchStatus | '';
};

/** A new batch: period Quarter, status unset (spec section 2). */
export const NEW_BATCH: BatchValues = {
  period: 'Quarter',
  periodNumber: '',
  dateFrom: '',
  dateTo: '',
  targetCompleteDate: '',
  status: '',
};

type StoredBatch = {
  period: BatchPeriodName;
  periodNumber: string;
  dateFrom: string;
  dateTo: string;
  targetCompleteDate?: string | null;
  status: BatchStatusName;
};

export function batchValues(b: StoredBatch): BatchValues {
  return {
    period: storedValue(BATCH_PERIODS, b.period),
    periodNumber: b.periodNumber,
    dateFrom: b.dateFrom.slice(0, 10),
    dateTo: b.dateTo.slice(0, 10),
    targetCompleteDate: b.targetCompleteDate?.slice(0, 10) ?? '',
    status: storedValue(BATCH_STATUSES, b.status),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The form as the mutation's input: an empty field, the optional target date included, is null. */
export function toBatchInput(v: BatchValues, researchCollectionId: string): BatchInput {
  return {
    researchCollectionId,
    period: enumName(v.period),
    periodNumber: orNull(v.periodNumber),
    dateFrom: orNull(v.dateFrom),
    dateTo: orNull(v.dateTo),
    targetCompleteDate: orNull(v.targetCompleteDate),
    status: v.status === '' ? null : enumName(v.status),
  };
}
