/** The research form's texts (spec sections 5 and 8), word for word: the API answers them and the form shows them. */
export const RESEARCH_MESSAGES = {
  atLeastOneBiblio: 'Document should have atleast one biblio.',
  usageNeedsBiblio: 'Active Usage should have atleast one biblio linked.',
  biblioNeedsUsage: 'Active Biblio should have atleast one usage linked.',
  biblioCannotBeUnlinked: 'Biblio cannot be in inactive state, instead of unlinking delete biblio.',
  usageCannotBeUnlinked: 'Usage cannot be in inactive state, instead of unlinking delete Usage.',
  usageCannotBeDeleted: 'Usage cannot be deleted since it has active link to Biblio',
  recipientWithExclusion: 'Recipient work cannot be linked when there is a exclusion condition.',
  newWorkRequestLocked:
    'New work request cannot be changed while the biblio is linked to a work or recipient; unlink it first.',
  created: 'Document details created successfully',
  updated: 'Document details updated successfully',
  researched: 'Document marked as researched successfully',
  completed: 'Document Details saved successfully. Retrieving next document in queue',
  biblioDeleted: 'Biblio has been deleted successfully',
  createFailed: 'Failed to create document details',
  updateFailed: 'Failed to update document details',
  biblioDeleteFailed: 'Failed to delete biblio.',
} as const;

/** The success alert of each save action (spec sections 4 and 8). */
export const SAVE_ACTIONS = ['save', 'hold', 'complete'] as const;
export type RecordSaveAction = (typeof SAVE_ACTIONS)[number];

export function saveMessage(action: RecordSaveAction): string {
  return action === 'complete' ? RESEARCH_MESSAGES.completed : RESEARCH_MESSAGES.updated;
}

/** The document viewer's texts; the two failures are spec section 8's fallbacks. */
export const VIEWER_MESSAGES = {
  documentFetchFailed: 'Failed to fetch document',
  tagsFetchFailed: 'Failed to fetch biblio tags',
  heldbackTakesNoTags: 'Held-back pages take no tags: tag a page of the document.',
  noActiveBiblio: 'Pick the active biblio first: the record has none yet (Ctrl-click makes one).',
  biblioAddedAfterChange:
    'A biblio was added in the document viewer, and someone else changed this record meanwhile: reload it to see both.',
} as const;
