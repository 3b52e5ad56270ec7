import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findStoredFile } from '../files/file-store.ts';
import { folderStore } from '../files/folder-store.ts';
import { samplePdf, seedSourceFiles, SAMPLE_SOURCE_FILES } from './source-files.ts';

let store: string;

beforeAll(async () => {
  store = await mkdtemp(path.join(os.tmpdir(), 'rt-sample-files-'));
});
afterAll(async () => {
  await rm(store, { recursive: true, force: true });
});

describe('sample source files', () => {
  it('fills an empty store with files the source file check finds', async () => {
    expect(await folderStore(path.join(store, 'not-there-yet')).isEmpty()).toBe(true);
    expect(await folderStore(store).isEmpty()).toBe(true);
    expect(await seedSourceFiles(folderStore(store))).toEqual(SAMPLE_SOURCE_FILES);
    expect(await folderStore(store).isEmpty()).toBe(false);
    for (const link of SAMPLE_SOURCE_FILES) {
      expect(await findStoredFile(folderStore(store), link)).toEqual({
        file_path: path.posix.dirname(link),
        file_name: path.posix.basename(link),
      });
    }
  });

  it('writes only what is missing, never over a file already there', async () => {
    const kept = path.join(store, ...SAMPLE_SOURCE_FILES[0].split('/'));
    await writeFile(kept, 'replaced by hand');
    await rm(path.join(store, ...SAMPLE_SOURCE_FILES[1].split('/')));
    expect(await seedSourceFiles(folderStore(store))).toEqual([SAMPLE_SOURCE_FILES[1]]);
    expect(await readFile(kept, 'utf8')).toBe('replaced by hand');
  });

  it('makes PDFs whose cross-reference table points at each object', () => {
    const pdf = samplePdf('Sample (one) page').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => pdf.slice(offset, offset + 8))).toEqual(offsets.map((_, i) => `${i + 1} 0 obj\n`));
    expect(pdf).toContain('(Sample \\(one\\) page) Tj');
  });
});
