import type { FileStore } from '../files/file-store.ts';
import { importDocument } from '../files/import/import-document.ts';
import { hasCurrentRender, readManifest } from '../files/import/manifest.ts';
import { createRenderPool } from '../files/import/render-pool.ts';
import { chapterPdf, heldBackPdf } from './sample-document-pdf.ts';
import { SAMPLE_DOCUMENTS, type SampleDocument } from './sample-documents.ts';

/** Documents made at once: while one is generated (main thread), others keep the render threads busy. */
const AT_ONCE = 3;

/** True when the store holds the sample as the import finished it, with today's page counts and render settings. */
async function isInStore(store: FileStore, sample: SampleDocument): Promise<boolean> {
  const manifest = await readManifest(store, sample.key);
  return (
    manifest !== null &&
    manifest.pages === sample.pages &&
    manifest.heldbackPages === sample.heldbackPages &&
    hasCurrentRender(manifest)
  );
}

/**
 * Imports the sample documents the store does not hold yet, through the same pipeline as
 * `npm run import:documents`, never touching other files. Answers the samples imported; a store
 * that has them all costs one small manifest read per sample.
 */
export async function seedSampleDocuments(
  store: FileStore,
  samples: readonly SampleDocument[] = SAMPLE_DOCUMENTS,
): Promise<SampleDocument[]> {
  const missing: SampleDocument[] = [];
  for (const sample of samples) if (!(await isInStore(store, sample))) missing.push(sample);
  if (missing.length === 0) return [];
  const pool = createRenderPool();
  try {
    const queue = [...missing];
    const importNext = async (): Promise<void> => {
      const sample = queue.shift();
      if (!sample) return;
      const pdf = await chapterPdf({ ...sample, seed: sample.key });
      const heldback =
        sample.heldbackPages > 0 ? await heldBackPdf({ ...sample, pages: sample.heldbackPages }) : undefined;
      await importDocument(store, sample.key, pdf, heldback, { pool });
      return importNext();
    };
    await Promise.all(Array.from({ length: AT_ONCE }, importNext));
  } finally {
    await pool.close();
  }
  return missing;
}
