export const DOCUMENT_STATUSES = ['imported', 'on_hold', 'researched', 'ready_for_research'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_OPTIONS: ReadonlyArray<{ value: DocumentStatus; label: string }> = [
  { value: 'imported', label: 'Imported' },
  { value: 'on_hold', label: 'On hold' },
  { value: 'researched', label: 'Researched' },
  { value: 'ready_for_research', label: 'Ready for research' },
];

/** Underscores become spaces and the first letter is capitalised: 'on_hold' → 'On hold'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export const COLLECTION_STATUSES = ['show', 'hide'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const BATCH_STATUSES = ['unlocked', 'locked'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_PERIODS = ['Quarter', 'Term', 'Part', 'Invoice', 'Calendar Year', 'Financial Year'] as const;
export type BatchPeriod = (typeof BATCH_PERIODS)[number];

export const BLM_STATUSES = ['BLM', 'No', 'BLM Partial'] as const;
export type BlmStatus = (typeof BLM_STATUSES)[number];

export const PAYMENT_MODELS = [
  'Rights Revision',
  'Publisher Controlled',
  'Author Controlled',
  'Notified',
  'Default',
] as const;
export type PaymentModel = (typeof PAYMENT_MODELS)[number];

/** A batch's display title: period plus period number. */
export function batchTitle(period: string, periodNumber: string): string {
  return `${period} ${periodNumber}`.trim();
}
