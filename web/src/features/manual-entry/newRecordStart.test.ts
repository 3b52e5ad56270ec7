import { describe, expect, it } from 'vitest';
import {
  NEW_RECORD_STORAGE_KEYS,
  readNewRecordStart,
  saveNewRecordStart,
  type NewRecordBatch,
} from './newRecordStart.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const batch: NewRecordBatch = {
  id: '7',
  title: 'Quarter 2',
  period: 'Quarter',
  periodNumber: '2',
  status: 'unlocked',
  researchCollection: {
    id: '3',
    collectionTitle: 'University of Sydney 2026 EUS Survey',
    licenceSchemeId: 1,
    researchTemplateId: 2,
  },
};

describe('the start of a manual new record', () => {
  it('keeps the batch and the source file under the keys of spec section 9', () => {
    const storage = memoryStorage();
    saveNewRecordStart({ batch, sourceFile: { filePath: 'sources/USYD-2026Q2', fileName: 'scan-0001.pdf' } }, storage);
    expect(JSON.parse(storage.items.get(NEW_RECORD_STORAGE_KEYS.batch)!)).toEqual(batch);
    expect(storage.items.get('sourceFilePath')).toBe('sources/USYD-2026Q2');
    expect(storage.items.get('sourceFileName')).toBe('scan-0001.pdf');
    expect(readNewRecordStart(storage)).toEqual({
      batch,
      sourceFile: { filePath: 'sources/USYD-2026Q2', fileName: 'scan-0001.pdf' },
    });
  });

  it('drops an earlier source file when the new record has none', () => {
    const storage = memoryStorage();
    saveNewRecordStart({ batch, sourceFile: { filePath: '', fileName: 'top.pdf' } }, storage);
    expect(readNewRecordStart(storage)?.sourceFile).toEqual({ filePath: '', fileName: 'top.pdf' });
    saveNewRecordStart({ batch, sourceFile: null }, storage);
    expect(storage.items.has('sourceFilePath')).toBe(false);
    expect(readNewRecordStart(storage)).toEqual({ batch, sourceFile: null });
  });

  it('reads nothing from a missing or damaged entry', () => {
    const storage = memoryStorage();
    expect(readNewRecordStart(storage)).toBeNull();
    storage.setItem('batchDetails', '{not json');
    expect(readNewRecordStart(storage)).toBeNull();
  });
});
