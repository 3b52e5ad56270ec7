import { describe, expect, it } from 'vitest';
import { newRecordDraft } from './draft.ts';
import { paymentModelShort, minorTitleMatches, orDash, sourceFileHref } from './display.ts';
import { parseSelectionHash, resolveSelection, selectionHash } from './selectionHash.ts';
import { forgetUnsavedDraft, keepUnsavedDraft, keptAtText, readUnsavedDraft } from './unsavedDraft.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('unsaved edits', () => {
  it('are kept per record and version until forgotten', () => {
    const storage = memoryStorage();
    const draft = newRecordDraft('2026-11-22');
    keepUnsavedDraft('7', 3, draft, new Date('2026-11-22T10:05:00'), storage);
    expect(readUnsavedDraft('7', 3, storage)?.draft).toEqual(draft);
    expect(readUnsavedDraft('7', 4, storage)).toBeNull();
    forgetUnsavedDraft('7', storage);
    expect(readUnsavedDraft('7', 3, storage)).toBeNull();
  });
  it('ignore what cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem('researchDraft:7:1', '{oops');
    expect(readUnsavedDraft('7', 1, storage)).toBeNull();
  });
  it('show the time they were kept', () => {
    expect(keptAtText('2026-11-22T10:05:00', new Date('2026-11-22T12:00:00'))).toBe('10:05');
    expect(keptAtText('2026-11-20T10:05:00', new Date('2026-11-22T12:00:00'))).toBe('20-11-2026 10:05');
  });
});

describe('selection hash', () => {
  it('reads and writes #biblio{n}#usage{n}', () => {
    expect(parseSelectionHash('#biblio12#usage34')).toEqual({ biblio: '12', usage: '34' });
    expect(parseSelectionHash('')).toEqual({ biblio: null, usage: null });
    expect(selectionHash({ biblio: '12', usage: 'new-u2' })).toBe('#biblio12#usagenew-u2');
  });
  it('makes active a usage linked to the biblio asked for, or none', () => {
    const links = [
      { biblioKey: '3', usageKey: '2', activeFlag: false },
      { biblioKey: '3', usageKey: '7', activeFlag: true },
      { biblioKey: '1', usageKey: '2', activeFlag: true },
    ];
    expect(resolveSelection({ biblio: '3', usage: null }, ['1', '3', '5'], ['2', '7'], links)).toEqual({
      biblio: '3',
      usage: '7',
    });
    expect(resolveSelection({ biblio: '5', usage: null }, ['1', '3', '5'], ['2', '7'], links)).toEqual({
      biblio: '5',
      usage: null,
    });
    expect(resolveSelection({ biblio: '3', usage: '9' }, ['1', '3'], ['2', '7'], links).usage).toBe('7');
  });
  it('falls back to the first items', () => {
    expect(resolveSelection({ biblio: '9', usage: '2' }, ['1', '3'], ['2'])).toEqual({ biblio: '1', usage: '2' });
  });
});

describe('display', () => {
  it('shortens payment models and dashes missing values', () => {
    expect(paymentModelShort('Publisher Controlled')).toBe('PC');
    expect(paymentModelShort('Author Controlled')).toBe('AC');
    expect(orDash(null)).toBe('-');
    expect(orDash('')).toBe('-');
  });
  it('builds the source file address from the id and extension', () => {
    expect(sourceFileHref('5', 'X.pdf')).toBe('/files/source/5.pdf');
    expect(sourceFileHref('5', null)).toBeNull();
  });
  it('shows the minor title only when the search matches it', () => {
    expect(minorTitleMatches('Chapter Two', 'two')).toBe(true);
    expect(minorTitleMatches('Chapter Two', '')).toBe(false);
  });
});
