import { describe, expect, it } from 'vitest';
import { newBiblio, newUsage, type BiblioDraft, type RecordDraft } from './draft.ts';
import { withViewerBiblios } from './viewerBiblios.ts';

const stored = (id: string, title: string): BiblioDraft => ({ ...newBiblio(id), id, majorTitle: title });
const usage = { ...newUsage('u1', [], '2026-11-25'), id: 'u1' };
const record = (...biblios: BiblioDraft[]): RecordDraft => ({
  notes: null,
  otherInformation: null,
  biblios,
  usages: [usage],
  links: biblios.map((b) => ({ biblioKey: b.key, usageKey: 'u1', activeFlag: true })),
});

describe('withViewerBiblios', () => {
  it("adds the viewer's new biblio to the researcher's unsaved edits, keeping the edits", () => {
    const before = record(stored('10', 'Old title'));
    const draft = record(stored('10', 'Edited title'));
    const after = record(stored('10', 'Old title'), stored('11', ''));
    const merged = withViewerBiblios(draft, before, after);
    expect(merged.biblios.map((b) => [b.id, b.majorTitle])).toEqual([
      ['10', 'Edited title'],
      ['11', ''],
    ]);
    expect(merged.links).toContainEqual({ biblioKey: '11', usageKey: 'u1', activeFlag: true });
  });

  it('does not bring back a biblio the researcher deleted and has not saved', () => {
    const before = record(stored('10', 'A'), stored('12', 'B'));
    const draft = record(stored('10', 'A'));
    const after = record(stored('10', 'A'), stored('12', 'B'), stored('13', ''));
    expect(withViewerBiblios(draft, before, after).biblios.map((b) => b.id)).toEqual(['10', '13']);
  });

  it('answers the draft itself when the viewer added nothing', () => {
    const draft = record(stored('10', 'A'));
    expect(withViewerBiblios(draft, draft, record(stored('10', 'A')))).toBe(draft);
  });
});
