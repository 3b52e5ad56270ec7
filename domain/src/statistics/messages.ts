/** The statistics' texts (spec sections 5 and 8), word for word: the API answers them and the screen shows them. */
export const STATISTICS_MESSAGES = {
  /** The fallback of a failed statistics call (spec section 8). */
  fetchFailed: 'Failed to fetch records',
  /** A target date that is not after today (spec section 5). */
  invalidTargetDate: 'Please select a valid target date.',
  /** A researcher asking for someone else's metrics. */
  ownMetricsOnly: 'You may see only your own processing metrics.',
  /** The completion forecast of a researcher who has not finished a record yet. */
  noPaceYet: 'no pace yet: no finish date',
} as const;

/** A batch that is not in the research collection asked for. */
export function batchNotInCollection(batchId: number, collectionId: number): string {
  return `Batch ${batchId} is not in research collection ${collectionId}`;
}
