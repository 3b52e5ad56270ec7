/** Bulk edit's texts (spec sections 5 and 8), word for word: the API answers them and the screen shows them. */
export const BULK_EDIT_MESSAGES = {
  /** A query run with neither a batch nor a research collection (spec section 5). */
  scopeRequired: 'Please select a batch and/or a research collection.',
  /** The fallback of a failed query (spec section 8). */
  fetchFailed: 'Failed to fetch records',
  saved: 'Query has been saved successfully.',
  deleted: 'Query has been deleted successfully.',
  loaded: 'Query has been loaded successfully.',
  saveFailed: 'Failed to save query.',
  loadFailed: 'Failed to load query.',
  deleteFailed: 'Failed to delete query.',
  updated: 'Records updated successfully.',
  updateFailed: 'Failed to apply bulk changes',
  /** Undo of one bulk change, the day it was made (docs/decisions/035). */
  undone: 'Bulk change undone.',
  undoFailed: 'Failed to undo the bulk change',
  undoOnlySameDay: 'A bulk change can only be undone on the day it was made.',
  undoneAlready: 'This bulk change has already been undone.',
} as const;
