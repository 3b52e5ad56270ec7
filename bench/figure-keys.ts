/**
 * The figures `npm run bench` can run, by key: BENCH_ONLY=find-title,queue runs those alone (a
 * partial run, which leaves the full run's results file be).
 */
export const FIGURE_KEYS = [
  'record',
  'observability',
  'save',
  'queue-summary',
  'queue',
  'find-id',
  'find-title',
  'complete-next',
  'bundle',
  'work-search',
  'import-documents',
  'document-viewer',
  'statistics',
  'bulk-update',
  'bulk-edit',
  'research-waits',
  'throughput',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean),
);
for (const key of ONLY)
  if (!(FIGURE_KEYS as readonly string[]).includes(key))
    throw new Error(`BENCH_ONLY: unknown figure ${key}; one of ${FIGURE_KEYS.join(', ')}`);

export const selected = (key: FigureKey) => ONLY.size === 0 || ONLY.has(key);

/** BENCH_ONLY names some figures: the run is for working on them. */
export const partialRun = ONLY.size > 0;
