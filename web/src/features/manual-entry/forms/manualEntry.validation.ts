import { object, string, type InferType } from 'yup';

/**
 * Manual data entry (spec section 2): a collection and a batch are needed; the source file link is
 * optional and checked by the server, not here (spec section 5).
 */
export const manualEntrySchema = object({
  collectionId: string().trim().required('Select a research collection.'),
  batchId: string().trim().required('Select a batch.'),
  sourceFileLink: string().trim().default(''),
});

export type ManualEntryValues = InferType<typeof manualEntrySchema>;

export const EMPTY_MANUAL_ENTRY: ManualEntryValues = { collectionId: '', batchId: '', sourceFileLink: '' };

/** Spec sections 5 and 8: the message when the server finds no file at the link (also the fallback). */
export const INVALID_FILE_LOCATION = 'Please enter valid file location';
