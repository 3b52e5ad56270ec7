import { isnForms, isnLabel, normalizeIsn, type WorkSearchCriteria } from '@rt/domain';
import { searchWords, trigramSimilarity } from './trigram-similarity.ts';
import type { Work } from './rights-shapes.ts';

/** What Work Search asks for, with the most results to answer. */
export type WorkCriteria = WorkSearchCriteria & { limit: number };

/** A search result: the work, its creators and publishers, and how well and why it matched. */
export type WorkMatch = Work & {
  creators: string[];
  publishers: string[];
  /** 0 to 1, results best first: 1 for an exact ISN, else the weighted share of the criteria met. */
  score: number;
  /** One short text per criterion met, e.g. 'ISBN exact', 'Title 87% similar', 'Creator: Jane Doe'. */
  whyMatched: string[];
};

/**
 * How much each criterion counts towards the score (docs/decisions/014): the title says most about
 * which work it is, a creator narrows it, a publisher or year only confirms it. The local search
 * orders by the same weights in SQL (research-lookup.ts).
 */
export const WEIGHTS = { title: 0.6, creator: 0.2, publisher: 0.1, year: 0.1 } as const;
type Weighted = keyof typeof WEIGHTS;

/** The weighted criteria given in a search, with their total weight (the score's denominator). */
export function weightedCriteria(criteria: WorkCriteria): { given: Weighted[]; total: number } {
  const given = (Object.keys(WEIGHTS) as Weighted[]).filter((key) => criteria[key] !== undefined);
  return { given, total: given.reduce((sum, key) => sum + WEIGHTS[key], 0) };
}

/** A name matches a creator or publisher criterion when it contains every searchable word of it. */
export function nameMatches(name: string, term: string): boolean {
  const lower = name.toLowerCase();
  const words = searchWords(term);
  return words.length > 0 && words.every((word) => lower.includes(word.toLowerCase()));
}

type Scorable = Pick<Work, 'isn' | 'title' | 'yearOfPublication'> & { creators: string[]; publishers: string[] };

/** Whether the work carries the typed ISN (either form of an ISBN). */
const hasIsn = (work: Pick<Work, 'isn'>, criteria: WorkCriteria): boolean =>
  criteria.isn !== undefined && work.isn !== null && isnForms(criteria.isn).includes(normalizeIsn(work.isn));

/** The score and the reasons of one work against the criteria; the same for local and forwarded answers. */
export function scoreWork(work: Scorable, criteria: WorkCriteria): { score: number; whyMatched: string[] } {
  const reasons: string[] = [];
  const isnExact = hasIsn(work, criteria);
  if (isnExact && criteria.isn) reasons.push(`${isnLabel(criteria.isn)} exact`);
  let points = 0;
  if (criteria.title !== undefined) {
    const similarity = trigramSimilarity(criteria.title, work.title);
    points += WEIGHTS.title * similarity;
    if (criteria.title.trim().toLowerCase() === work.title.trim().toLowerCase()) reasons.push('Title exact');
    else if (similarity > 0) reasons.push(`Title ${Math.round(similarity * 100)}% similar`);
  }
  const creator = criteria.creator && work.creators.find((name) => nameMatches(name, criteria.creator!));
  if (creator) {
    points += WEIGHTS.creator;
    reasons.push(`Creator: ${creator}`);
  }
  const publisher = criteria.publisher && work.publishers.find((name) => nameMatches(name, criteria.publisher!));
  if (publisher) {
    points += WEIGHTS.publisher;
    reasons.push(`Publisher: ${publisher}`);
  }
  if (criteria.year !== undefined && work.yearOfPublication === criteria.year) {
    points += WEIGHTS.year;
    reasons.push(`Year ${criteria.year}`);
  }
  const { total } = weightedCriteria(criteria);
  if (criteria.accountObjectId !== undefined && total === 0) reasons.push('Contribution of this creator');
  const score = isnExact || total === 0 ? 1 : points / total;
  return { score: Math.round(score * 1000) / 1000, whyMatched: reasons };
}

/**
 * Scores every work and orders them best first. On a tie the work with the typed ISN comes first
 * (an exact title scores 1 as well, but only the ISN names the edition); otherwise a stable sort
 * keeps the source's order.
 */
export function rankWorks<T extends Scorable>(
  works: T[],
  criteria: WorkCriteria,
): Array<T & { score: number; whyMatched: string[] }> {
  const isnFirst = (a: T, b: T) => Number(hasIsn(b, criteria)) - Number(hasIsn(a, criteria));
  return works
    .map((work) => ({ ...work, ...scoreWork(work, criteria) }))
    .sort((a, b) => b.score - a.score || isnFirst(a, b));
}
