import { BULK_EDIT_MESSAGES } from './messages.ts';

/** How a bulk apply went: records changed, already holding the values, and refused. */
export type BulkApplyCounts = { updated: number; unchanged: number; refused: number };

const records = (n: number) => `${n} record${n === 1 ? '' : 's'}`;

/**
 * What a bulk apply's answer says (the API's message, the screen's alert): a success only when at
 * least one record changed, and the spec's 'Records updated successfully.' only when none was
 * refused either; otherwise the counts, so an apply that changed nothing never reads as done.
 */
export function bulkApplyOutcome({ updated, unchanged, refused }: BulkApplyCounts): {
  success: boolean;
  message: string;
} {
  if (updated > 0 && refused === 0) return { success: true, message: BULK_EDIT_MESSAGES.updated };
  const rest = [
    ...(refused > 0 ? [`${records(refused)} refused`] : []),
    ...(unchanged > 0 ? [`${records(unchanged)} already held these values`] : []),
  ].join(', ');
  if (updated > 0) return { success: true, message: `${records(updated)} updated; ${rest}.` };
  return { success: false, message: `No records were updated${rest ? `: ${rest}` : ''}.` };
}
