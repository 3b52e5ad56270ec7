import type { AssignmentRemoved, BatchUserRow, SourceFileLink } from '@rt/api/contract';

/** GET /api/batch_user?batch_ids=: one user's assignment to one batch, with their record count. */
export type BatchAssignmentRecord = BatchUserRow;
/** DELETE /api/batch_user/:id. */
export type RemovedAssignmentRecord = AssignmentRemoved;
/** POST /api/document_detail/checkSourceFileLink: the file a link names. */
export type SourceFileRecord = SourceFileLink;
