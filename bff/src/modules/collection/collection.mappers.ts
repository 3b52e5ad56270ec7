import type { BatchRow, CollectionRow, LocationRow } from '@rt/api/contract';

/** Shapes of the records API's collection, batch and location rows. */
export type CollectionRecord = CollectionRow;
export type BatchRecord = BatchRow;
export type LocationRecord = LocationRow;
export type AouRecord = { id: number; value: string };

/** 'id - value' when the AOU is in the list; the raw value otherwise. */
export function aouLabel(aou: string | null, list: AouRecord[]): string | null {
  if (aou === null || aou === '') return null;
  const entry = list.find((a) => String(a.id) === aou);
  return entry ? `${entry.id} - ${entry.value}` : aou;
}
