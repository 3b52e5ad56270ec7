import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../testing/harness.ts';
import { fullPdfKey, pageKey } from '../files/document-files.ts';
import { folderStore } from '../files/folder-store.ts';
import { readManifest } from '../files/import/manifest.ts';
import { SAMPLE_DOCUMENT_COUNT, SAMPLE_DOCUMENTS, type SampleDocument } from './sample-documents.ts';
import { seedSampleDocuments } from './sample-document-files.ts';

let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'rt-samples-'));
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('sample documents', () => {
  it('are a few dozen multi-page documents, some with held-back pages, the same every time', () => {
    expect(SAMPLE_DOCUMENTS).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    expect(SAMPLE_DOCUMENTS[6]).toMatchObject({ key: 'documents/samples/sample-07', fileName: 'sample-07.pdf' });
    expect(new Set(SAMPLE_DOCUMENTS.map((s) => s.key)).size).toBe(SAMPLE_DOCUMENT_COUNT);
    expect(SAMPLE_DOCUMENTS.every((s) => s.pages >= 2 && s.heldbackPages >= 0)).toBe(true);
    expect(SAMPLE_DOCUMENTS.filter((s) => s.heldbackPages > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('are what every seeded record in the document viewer shows, with their page counts', async () => {
    const records = await database.db
      .selectFrom('document_details')
      .select([
        'document_view',
        'file_name',
        'file_path',
        'total_pages',
        'total_heldback_pages',
        'heldback',
        'source_file_path',
      ])
      .execute();
    const byPath = new Map(SAMPLE_DOCUMENTS.map((s) => [`/${fullPdfKey(s.key)}`, s]));
    const viewed = records.filter((r) => r.document_view);
    expect(viewed.length).toBeGreaterThan(records.length / 2);
    for (const record of viewed) {
      const sample = byPath.get(record.file_path ?? '');
      expect(sample, `${record.file_path} is a sample`).toBeDefined();
      expect(record).toMatchObject({
        file_name: sample!.fileName,
        total_pages: sample!.pages,
        total_heldback_pages: sample!.heldbackPages,
        heldback: sample!.heldbackPages > 0,
        source_file_path: record.file_path,
      });
    }
    expect(records.filter((r) => !r.document_view).every((r) => r.file_path === null)).toBe(true);
  });

  it('are what every record of a researcher’s queue shows: no queued record lacks a scan', async () => {
    const queued = await database.db
      .selectFrom('document_details')
      .select(['external_reference_id', 'document_view', 'file_path', 'total_pages'])
      .where('assigned_user_id', 'is not', null)
      .where('status', 'in', ['ready_for_research', 'on_hold'])
      .execute();
    expect(queued.length).toBeGreaterThan(0);
    const samplePaths = new Set(SAMPLE_DOCUMENTS.map((s) => `/${fullPdfKey(s.key)}`));
    for (const record of queued) {
      expect(record.document_view, record.external_reference_id).toBe(true);
      expect(samplePaths.has(record.file_path ?? ''), record.external_reference_id).toBe(true);
    }
  });

  it('are imported into a store that lacks them, and only looked up once there', async () => {
    const store = folderStore(dir);
    // Two short ones of the list, one with held-back pages: the whole list takes a while to render.
    const samples: SampleDocument[] = [
      { ...SAMPLE_DOCUMENTS.find((s) => s.pages <= 3 && s.heldbackPages === 0)!, key: 'documents/samples/a' },
      { ...SAMPLE_DOCUMENTS.find((s) => s.pages <= 5 && s.heldbackPages > 0)!, key: 'documents/samples/b' },
    ];
    expect(await seedSampleDocuments(store, samples)).toEqual(samples);
    for (const sample of samples) {
      expect(await readManifest(store, sample.key)).toMatchObject({
        pages: sample.pages,
        heldbackPages: sample.heldbackPages,
      });
      expect(await store.stat(pageKey(sample.key, { heldback: false, n: sample.pages }, 'image'))).not.toBeNull();
    }
    expect(await store.stat(pageKey('documents/samples/b', { heldback: true, n: 1 }, 'thumbnail'))).not.toBeNull();
    expect(await seedSampleDocuments(store, samples)).toEqual([]);

    // A sample that changed since (here: one page longer) is imported again.
    const longer = { ...samples[0], pages: samples[0].pages + 1 };
    expect(await seedSampleDocuments(store, [longer, samples[1]])).toEqual([longer]);
  });
});
