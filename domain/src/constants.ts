/** Business constants of the product specification, section 9. */
export const ALERT_DISMISS_MS = 10_000;
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export const PAGE_SIZES = {
  collections: 100,
  locations: 100,
  bulkEditResults: 100,
  batches: 3,
  default: 5,
} as const;

export const RECIPIENT_SEARCH_LIMIT = 1000;
export const CONTRIBUTIONS_LIMIT = 10;
export const EXAMPLE_DOCUMENT_LINKS_MAX = 10;
export const DEFAULT_UNITS_COPIED = 1;
export const EXCLUSION_CONDITION_KEEPS_LINKS = 17;

export const MESSAGES = {
  accessDenied: 'Access Denied - Please contact IT support.',
  notFound: 'Page Not Found - We cannot find this page, please try another url.',
  loadingChunkFailed: 'Loading chunk failed',
} as const;

/** A record's history (Details modal) shows this many of its newest changes. */
export const RECORD_HISTORY_LIMIT = 50;
