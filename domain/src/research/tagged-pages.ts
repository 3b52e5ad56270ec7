/**
 * A biblio's page tags in the document viewer checked against what its form says (page_numbers,
 * units_copied): the researcher tags the pages they see, and the form should say the same pages.
 */
export type PageTagSpan = { biblioId: string; pageNumber: number };
export type GroupTagSpan = { biblioId: string; startPage: number; endPage: number };

/** The pages a biblio is tagged on, by page tags and page-range group tags, in order, once each. */
export function taggedPages(
  biblioId: string,
  pageTags: readonly PageTagSpan[],
  groupTags: readonly GroupTagSpan[],
): number[] {
  const pages = new Set<number>();
  for (const tag of pageTags) if (tag.biblioId === biblioId) pages.add(tag.pageNumber);
  for (const group of groupTags) {
    if (group.biblioId !== biblioId) continue;
    for (let page = group.startPage; page <= group.endPage; page++) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/** '12-15' for consecutive pages, '3, 5, 8-9' otherwise. */
export function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? String(start) : `${start}-${sorted[i]}`);
  }
  return parts.join(', ');
}

/** Longest range read from page_numbers: a typo such as '12-1400' is not worth a million pages. */
const MAX_RANGE = 10_000;

/**
 * The pages page_numbers names ('12-14', '3, 5, 8-9', '12–14; 20'), or null when it names them
 * otherwise (roman numerals, 'passim'): such text is not compared with the tags.
 */
export function parsePageNumbers(text: string | null | undefined): number[] | null {
  if (!text || text.trim() === '') return [];
  const pages = new Set<number>();
  for (const part of text.split(/[,;]/)) {
    const item = part.trim();
    if (item === '') continue;
    const range = /^(\d+)\s*(?:[-–—]|to)\s*(\d+)$/i.exec(item);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to < from || to - from > MAX_RANGE) return null;
      for (let page = from; page <= to; page++) pages.add(page);
    } else if (/^\d+$/.test(item)) {
      pages.add(Number(item));
    } else {
      return null;
    }
  }
  return [...pages].sort((a, b) => a - b);
}

export type TaggedPagesMismatch = {
  /** 'Pages 12-15 tagged, page_numbers says 12-14'. */
  message: string;
  /** The values that agree with the tags. */
  fill: { pageNumbers: string; unitsCopied: number };
};

const pagesText = (pages: readonly number[]) => `${pages.length === 1 ? 'Page' : 'Pages'} ${pageRanges(pages)}`;

/**
 * Where the tags and the form disagree, what to say and what to fill in; null when they agree, when
 * the biblio has no tags, or when page_numbers cannot be read as pages.
 */
export function checkTaggedPages(
  tagged: readonly number[],
  biblio: { pageNumbers: string | null | undefined; unitsCopied: number | null | undefined },
): TaggedPagesMismatch | null {
  if (tagged.length === 0) return null;
  const said = parsePageNumbers(biblio.pageNumbers);
  if (said === null) return null;
  const fill = { pageNumbers: pageRanges(tagged), unitsCopied: tagged.length };
  const samePages = said.length === tagged.length && said.every((page, i) => page === tagged[i]);
  if (!samePages) {
    const says = said.length === 0 ? 'page_numbers is empty' : `page_numbers says ${biblio.pageNumbers!.trim()}`;
    return { message: `${pagesText(tagged)} tagged, ${says}`, fill };
  }
  if (biblio.unitsCopied !== tagged.length) {
    const says = biblio.unitsCopied == null ? 'units_copied is empty' : `units_copied says ${biblio.unitsCopied}`;
    return { message: `${pagesText(tagged)} tagged (${tagged.length}), ${says}`, fill };
  }
  return null;
}
