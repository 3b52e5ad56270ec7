import { can } from '../permissions.ts';
import { normalizeRole } from '../roles.ts';

/** Who wants to change a record: their role as stored now. */
export type RecordWriter = { role: string | null | undefined };

/** What decides whether a record may change: its batch's status, and whether the batch is assigned to the writer. */
export type RecordWriteScope = { batchStatus: string | null | undefined; assignedToWriter: boolean };

/**
 * Why a change is refused: the role only reads (External Auditor, Unassigned, none), the batch is
 * locked (read-only for everyone, spec section 4), or a Researcher's batch is not theirs.
 */
export type RecordWriteRefusalKind = 'read-only-role' | 'locked-batch' | 'not-assigned';
export type RecordWriteRefusal = { kind: RecordWriteRefusalKind; message: string };

export const RECORD_WRITE_MESSAGES: Record<RecordWriteRefusalKind, string> = {
  'read-only-role': 'Your role can read records but not change them.',
  'locked-batch': "This record's batch is locked: the record can be read but no longer changed.",
  'not-assigned':
    "This record's batch is not assigned to you, so you can read the record but not change it. Ask a coordinator to assign you the batch.",
};

const refusal = (kind: RecordWriteRefusalKind): RecordWriteRefusal => ({ kind, message: RECORD_WRITE_MESSAGES[kind] });

/**
 * May this caller change this record (save, hold, complete, delete a biblio or usage, tag a page)?
 * Coordinators and IT may change any record, a Researcher only records of a batch assigned to
 * them, nobody a record of a locked batch, and the other roles none. Null when allowed. The API
 * asks it on every write; the research screen asks it to disable what would be refused.
 */
export function recordWriteRefusal(writer: RecordWriter, scope: RecordWriteScope): RecordWriteRefusal | null {
  if (!can(writer.role, 'record:write')) return refusal('read-only-role');
  if (scope.batchStatus === 'locked') return refusal('locked-batch');
  if (normalizeRole(writer.role) === 'Researcher' && !scope.assignedToWriter) return refusal('not-assigned');
  return null;
}
