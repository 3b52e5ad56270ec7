/**
 * The batch list remembers its own address (with its page) as the previous URL (spec section 2),
 * so the batch forms and the location list return to the page the user came from. Kept for the
 * browser tab's life (session storage), not among the local-storage keys of spec section 9.
 */
const KEY = 'previousUrl';

export function rememberPreviousUrl(url: string): void {
  window.sessionStorage.setItem(KEY, url);
}

export function previousUrl(): string | null {
  return window.sessionStorage.getItem(KEY);
}

/** The collection's batch list: the remembered address when it was that list (any page), else its first page. */
export function batchListUrl(researchCollectionId: string): string {
  const list = `/research-collection/${researchCollectionId}/batch`;
  const previous = previousUrl();
  return previous && (previous === list || previous.startsWith(`${list}?`)) ? previous : list;
}
