import { exclusionConditionChange } from '@rt/domain';
import { withSpecChanges } from './edits.ts';
import type { BiblioDraft, BiblioFields } from './draft.ts';

type Lookup = { id: number; value: string };

const TEXT_MINOR_FOR = new Set(['Book', 'Newspaper', 'Magazine', 'Journal', 'Other']);

/**
 * A biblio after one field changed, with the knock-on changes of spec section 4: Book, Newspaper,
 * Magazine, Journal and Other get minor type Text when it is blank; an exclusion condition other
 * than 17 clears the linked work, the linked recipient and the recipient text.
 */
export function changeBiblio<K extends keyof BiblioFields>(
  biblio: BiblioDraft,
  field: K,
  value: BiblioFields[K],
  lists: { majorMaterialTypes: readonly Lookup[]; minorMaterialTypes: readonly Lookup[] },
): BiblioDraft {
  let next: BiblioDraft = { ...biblio, [field]: value };
  if (field === 'majorMaterialType' && next.minorMaterialType === null) {
    const major = lists.majorMaterialTypes.find((m) => m.id === value)?.value;
    const text = lists.minorMaterialTypes.find((m) => m.value === 'Text')?.id;
    if (major && TEXT_MINOR_FOR.has(major) && text !== undefined) next = { ...next, minorMaterialType: text };
  }
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
