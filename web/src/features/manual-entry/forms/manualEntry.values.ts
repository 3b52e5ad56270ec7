import type { ManualEntryValues } from './manualEntry.validation.ts';

export const EMPTY_MANUAL_ENTRY: ManualEntryValues = { collectionId: '', batchId: '', sourceFileLink: '' };

/** Spec sections 5 and 8: the message when the server finds no file at the link (also the fallback). */
export const INVALID_FILE_LOCATION = 'Please enter valid file location';
