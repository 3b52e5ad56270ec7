import { bookTitle, personName } from './catalogue/names-and-titles.ts';
import { FIELDS } from './catalogue/word-lists.ts';
import { createRandom, type Random } from './random.ts';

/**
 * The demo's sample documents: copied chapters of textbooks, imported into the file store like a
 * real record's document (see sample-document-files.ts), so the document viewer has pages to show.
 * Demo records point at one of them each. The list is fixed: the same seed gives the same samples.
 */
export type SampleDocument = {
  /** The stem in the file store, e.g. 'documents/samples/sample-07'. */
  key: string;
  /** The full PDF's name, e.g. 'sample-07.pdf'. */
  fileName: string;
  book: string;
  author: string;
  chapter: number;
  chapterTitle: string;
  /** The book's page number of the first copied page. */
  firstPage: number;
  pages: number;
  /** Pages held back from the copy; shown before the others. */
  heldbackPages: number;
};

export const SAMPLE_DOCUMENT_COUNT = 30;

// prettier-ignore
const CONCEPTS = [
  'Evidence', 'Practice', 'Policy', 'Ethics', 'Method', 'Theory', 'Context', 'Community', 'Risk', 'Change',
  'Measurement', 'Regulation', 'Identity', 'Place', 'History', 'Design', 'Reasoning', 'Governance', 'Culture',
  'Systems', 'Inquiry', 'Assessment', 'Equity', 'Sustainability', 'Communication', 'Decision-making',
];

const CHAPTER_PATTERNS: ReadonlyArray<(r: Random, field: string) => string> = [
  (r) => `${r.pick(CONCEPTS)} and ${r.pick(CONCEPTS).toLowerCase()}`,
  (r, field) => `${r.pick(CONCEPTS)} in ${field.toLowerCase()}`,
  (r) => `Thinking about ${r.pick(CONCEPTS).toLowerCase()}`,
  (r) => `From ${r.pick(CONCEPTS).toLowerCase()} to ${r.pick(CONCEPTS).toLowerCase()}`,
  (r, field) => `Key debates in ${field.toLowerCase()}`,
  (r) => `${r.pick(CONCEPTS)}: an overview`,
];

/** Page counts spread like scanned copies: mostly short extracts, now and then a whole chapter. */
const pageCount = (random: Random) =>
  random.weighted([
    [random.int(2, 4), 40],
    [random.int(5, 12), 45],
    [random.int(13, 40), 15],
  ]);

function buildSamples(): SampleDocument[] {
  const random = createRandom('sample-documents');
  return Array.from({ length: SAMPLE_DOCUMENT_COUNT }, (_, i) => {
    const name = `sample-${String(i + 1).padStart(2, '0')}`;
    const field = random.pick(FIELDS);
    return {
      key: `documents/samples/${name}`,
      fileName: `${name}.pdf`,
      book: bookTitle(random, false),
      author: personName(random),
      chapter: random.int(1, 14),
      chapterTitle: random.pick(CHAPTER_PATTERNS)(random, field),
      firstPage: random.int(1, 420),
      pages: pageCount(random),
      heldbackPages: random.chance(1 / 6) ? random.int(1, 3) : 0,
    };
  });
}

export const SAMPLE_DOCUMENTS: readonly SampleDocument[] = buildSamples();
