import { exclusionConditionChange, minorTypeForMajor, type MaterialTypeLists } from '@rt/domain';
import { withSpecChanges } from './edits.ts';
import type { BiblioDraft, BiblioFields } from './draft.ts';

/**
 * A biblio after one field changed, with the knock-on changes of spec section 4: Book, Newspaper,
 * Magazine, Journal and Other get minor type Text when it is blank; an exclusion condition other
 * than 17 clears the linked work, the linked recipient and the recipient text.
 */
export function changeBiblio<K extends keyof BiblioFields>(
  biblio: BiblioDraft,
  field: K,
  value: BiblioFields[K],
  lists: MaterialTypeLists,
): BiblioDraft {
  let next: BiblioDraft = { ...biblio, [field]: value };
  if (field === 'majorMaterialType')
    next = { ...next, minorMaterialType: minorTypeForMajor(value as number | null, next.minorMaterialType, lists) };
  if (field === 'exclusionCondition') next = withSpecChanges(next, exclusionConditionChange(value as number | null));
  return next;
}

/** Spec section 4: title, ISN, publisher, source creators and recipient are read-only while a work or recipient is linked. */
export const WORK_LOCKED_FIELDS = new Set<keyof BiblioDraft>([
  'majorTitle',
  'isn',
  'publisher',
  'sourceCreators',
  'recipient',
]);

export const isLinkedToWork = (b: Pick<BiblioDraft, 'workId' | 'recipientId'>) =>
  Boolean(b.workId) || Boolean(b.recipientId);
