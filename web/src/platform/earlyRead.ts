/**
 * A query the page's first script sent before the app had loaded (src/earlyReads.ts), for Apollo
 * Client to take instead of asking again (earlyReadLink.ts): the record a research address names
 * is then on its way while the app's code loads.
 */
export type EarlyRead = {
  /** The query's text, as Apollo Client sends it. */
  query: string;
  variables: Record<string, unknown>;
  /** performance.now() when it was sent. */
  sentAt: number;
  /** The server's answer (a GraphQL result), or null when it did not answer with one. */
  answer: Promise<unknown>;
};

declare global {
  interface Window {
    /** The early reads not yet taken, by operation name. */
    rtEarlyReads?: Map<string, EarlyRead>;
  }
}

/** The record a research address names, for the early reads ('new-record' names none). */
export const researchRecordIdOf = (pathname: string): string | null =>
  /^\/research\/(\d+)\/?$/.exec(pathname)?.[1] ?? null;
