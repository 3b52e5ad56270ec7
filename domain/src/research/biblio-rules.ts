import { RESEARCH_MESSAGES } from './messages.ts';
import { WORK_LINK_FIELDS } from './work-link.ts';

type WorkLink = { work_id?: string | null; recipient_id?: string | null };

/** A biblio linked to a work or a recipient (work_id or recipient_id set). */
export function isLinkedToWorkOrRecipient(biblio: WorkLink): boolean {
  return Boolean(biblio.work_id) || Boolean(biblio.recipient_id);
}

/**
 * Spec section 4: a biblio linked to a work or recipient cannot have new_work_request changed.
 * Judged on the biblio as it will be saved (so unlinking a work frees the toggle in the same save);
 * `before` is the stored biblio, or undefined for a new one (whose new_work_request starts false).
 */
export function newWorkRequestRefusal(
  before: { new_work_request: boolean } | undefined,
  after: WorkLink & { new_work_request: boolean },
): string | null {
  const changed = after.new_work_request !== (before?.new_work_request ?? false);
  return changed && isLinkedToWorkOrRecipient(after) ? RESEARCH_MESSAGES.newWorkRequestLocked : null;
}

/**
 * Spec section 5: a recipient cannot be linked while the biblio has an exclusion condition. Judged
 * on the save (so no client skips it): a recipient newly linked, or changed, under a condition is
 * refused; one linked before the condition was chosen is left as it is (ADR 015).
 */
export function recipientLinkRefusal(
  before: { recipient_id: string | null } | undefined,
  after: { recipient_id: string | null; exclusion_condition: number | null },
): string | null {
  const newlyLinked = after.recipient_id !== null && after.recipient_id !== (before?.recipient_id ?? null);
  return newlyLinked && after.exclusion_condition !== null ? RESEARCH_MESSAGES.recipientWithExclusion : null;
}

/**
 * What a record of a locked batch may still change (spec section 4 keeps save, hold, complete,
 * link, unlink, clear and the new-work-request toggle): its status, its biblio-usage links, and on
 * each biblio the new-work-request toggle and the fields that linking, unlinking or clearing a
 * work or recipient writes (WORK_LINK_FIELDS: the work's data copied in, the recipient, the links
 * themselves, and units_copied reset to 1 by clear). Nothing else: no item added or deleted, no
 * usage field, no other biblio field, no notes.
 */
export const LOCKED_BATCH_BIBLIO_FIELDS: ReadonlySet<string> = new Set(['new_work_request', ...WORK_LINK_FIELDS]);

export const LOCKED_BATCH_MESSAGE =
  "This record's batch is locked: only links, work and recipient links, the new work request and the status can be changed.";
