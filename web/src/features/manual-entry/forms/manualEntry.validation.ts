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
