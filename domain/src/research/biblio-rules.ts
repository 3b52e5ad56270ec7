import { RESEARCH_MESSAGES } from './messages.ts';
import { exclusionConditionChange } from './work-link.ts';

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

/** The fields a linked work or recipient fills, which stay as it filled them while it is linked. */
type LinkedField = 'major_title' | 'isn' | 'publisher' | 'source_creators' | 'recipient' | 'edition';

/** The biblio fields biblioWrite reads and may clear. */
export type BiblioWriteFields = {
  exclusion_condition: number | null;
  work_id: string | null;
  recipient_id: string | null;
  recipient: string | null;
  new_work_request: boolean;
} & { [F in Exclude<LinkedField, 'recipient'>]?: string | number | null };
export type BiblioWriteRefusal = { message: string; field: 'new_work_request' | 'recipient_id' | LinkedField };

const LINKED_FIELD_LABELS: Record<LinkedField, string> = {
  major_title: 'Title',
  isn: 'ISN',
  publisher: 'Publisher',
  source_creators: 'Source creators',
  recipient: 'Recipient',
  edition: 'Edition',
};

/**
 * Spec section 4: the title, ISN, publisher, source creators and recipient are read-only while a
 * work or recipient is linked, and edition while a work is. Judged on a biblio that keeps the same
 * work or recipient across the write (linking another one fills them anew; unlinking frees them);
 * a field the write leaves out is kept as stored.
 */
export function linkedFieldRefusal(
  before: BiblioWriteFields | undefined,
  after: BiblioWriteFields,
): BiblioWriteRefusal | null {
  if (!before) return null;
  const keptWork = before.work_id !== null && after.work_id === before.work_id;
  const keptRecipient = before.recipient_id !== null && after.recipient_id === before.recipient_id;
  if (!keptWork && !keptRecipient) return null;
  const fields: LinkedField[] = ['major_title', 'isn', 'publisher', 'source_creators', 'recipient'];
  if (keptWork) fields.push('edition');
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const field = fields.find((f) => now[f] !== undefined && (now[f] ?? null) !== (was[f] ?? null));
  if (!field) return null;
  const linked = keptWork ? 'work' : 'recipient';
  return { field, message: `${LINKED_FIELD_LABELS[field]} cannot be changed while a ${linked} is linked` };
}

/**
 * A biblio as a write will store it, held to the rules of spec sections 4 and 5 that one biblio's
 * values can break, whoever sent them (ADR 081): an exclusion condition changed to anything but 17
 * or blank clears the linked work, the linked recipient and the recipient text, as choosing it on
 * the form does (exclusionConditionChange); then newWorkRequestRefusal, recipientLinkRefusal and
 * linkedFieldRefusal judge the result. `before` is the stored biblio, undefined for a new one (no condition yet).
 */
export function biblioWrite<B extends BiblioWriteFields>(
  before: BiblioWriteFields | undefined,
  after: B,
): { values: B; refusal: BiblioWriteRefusal | null } {
  const changed = after.exclusion_condition !== (before?.exclusion_condition ?? null);
  const values = changed ? ({ ...after, ...exclusionConditionChange(after.exclusion_condition) } as B) : after;
  const nwr = newWorkRequestRefusal(before, values);
  if (nwr) return { values, refusal: { message: nwr, field: 'new_work_request' } };
  const recipient = recipientLinkRefusal(before, values);
  if (recipient) return { values, refusal: { message: recipient, field: 'recipient_id' } };
  return { values, refusal: linkedFieldRefusal(before, values) };
}
