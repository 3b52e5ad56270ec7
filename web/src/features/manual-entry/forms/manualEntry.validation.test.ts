import { describe, expect, it } from 'vitest';
import { manualEntrySchema } from './manualEntry.validation.ts';
import { EMPTY_MANUAL_ENTRY } from './manualEntry.values.ts';

describe('the manual data entry form', () => {
  it('needs a collection and a batch', async () => {
    await expect(manualEntrySchema.validate(EMPTY_MANUAL_ENTRY, { abortEarly: false })).rejects.toMatchObject({
      errors: ['Select a research collection.', 'Select a batch.'],
    });
  });

  it('leaves the source file link optional', async () => {
    await expect(manualEntrySchema.isValid({ collectionId: '1', batchId: '2', sourceFileLink: '' })).resolves.toBe(
      true,
    );
    await expect(manualEntrySchema.isValid({ collectionId: '1', batchId: '2' })).resolves.toBe(true);
  });
});
