import type { TaggedPagesMismatch } from '@rt/domain';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import type { Lists } from '../forms/BiblioForm.tsx';
import { changeBiblio } from '../rules/biblioChanges.ts';
import { biblioCardTitle } from '../rules/display.ts';
import type { BiblioDraft, BiblioFields, RecordDraft, UsageDraft, UsageFields } from '../rules/draft.ts';
import * as edits from '../rules/edits.ts';
import type { Selection } from '../rules/selectionHash.ts';
import type { SelectionChange } from './useItemSelection.ts';
import { isTextEntry } from './useResearchShortcuts.ts';
import type { FocusTarget } from './useWorkFocus.ts';

/** A biblio deleted, to put back: Undo (docs/decisions/039). */
type DeletedBiblio = { removed: edits.RemovedBiblio; label: string };

type ItemEditsContext = {
  draft: RecordDraft;
  setDraft: (next: RecordDraft) => void;
  selection: Selection;
  biblio: BiblioDraft | null;
  usage: UsageDraft | null;
  select: (next: SelectionChange) => void;
  focusAfterRender: (target: FocusTarget) => void;
  lists: Lists | undefined;
};

/**
 * The research form's edits of its biblios and usages (rules/edits.ts), each shown with the item
 * it made active and the focus where the next keystroke belongs; a refused edit is a danger alert.
 * A deleted biblio is offered back (Undo) until the record is saved; Shift+Delete while typing
 * asks first (docs/decisions/039).
 */
export function useItemEdits({
  draft,
  setDraft,
  selection,
  biblio,
  usage,
  select,
  focusAfterRender,
  lists,
}: ItemEditsContext) {
  const alerts = useAlerts();
  const [deleted, setDeleted] = useState<DeletedBiblio | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function apply(result: edits.EditResult, focus?: FocusTarget) {
    if (!result.ok) {
      alerts.danger(result.message);
      return;
    }
    setDraft(result.draft);
    if (focus) focusAfterRender(focus);
    const picked: SelectionChange = {};
    if (result.biblioKey !== undefined) picked.biblio = result.biblioKey;
    if (result.usageKey !== undefined) picked.usage = result.usageKey;
    if (Object.keys(picked).length > 0) select(picked);
  }

  const addUsage = () => apply(edits.addUsage(draft, selection.biblio), 'usage');
  /** Deletes a biblio and offers it back (Undo) until the record is saved. */
  const deleteBiblio = (key = selection.biblio) => {
    const index = draft.biblios.findIndex((b) => b.key === key);
    const result = edits.deleteBiblio(draft, key);
    apply(result, 'biblio');
    if (result.ok && key) {
      setDeleted({ removed: edits.removedBiblio(draft, key), label: biblioCardTitle(index, draft.biblios[index]) });
    }
  };
  /** Alt+arrows: the next or previous biblio or usage, with the focus in its form. */
  const step = (kind: 'biblio' | 'usage', by: 1 | -1) => {
    const keys = (kind === 'biblio' ? draft.biblios : draft.usages).map((item) => item.key);
    const next = keys[keys.indexOf((kind === 'biblio' ? selection.biblio : selection.usage) ?? '') + by];
    if (next === undefined) return;
    select({ [kind]: next });
    focusAfterRender(kind);
  };

  return {
    changeBiblioField: <K extends keyof BiblioFields>(field: K, value: BiblioFields[K]) => {
      if (!biblio) return;
      const changed = changeBiblio(biblio, field, value, {
        majorMaterialTypes: lists?.majorMaterialType ?? [],
        minorMaterialTypes: lists?.minorMaterialType ?? [],
      });
      setDraft({ ...draft, biblios: draft.biblios.map((b) => (b.key === biblio.key ? changed : b)) });
    },
    changeUsageField: <K extends keyof UsageFields>(field: K, value: UsageFields[K]) => {
      if (usage) setDraft(edits.setUsageField(draft, usage.key, field, value));
    },
    setNewWorkRequest: (value: boolean) =>
      biblio && setDraft(edits.setBiblioField(draft, biblio.key, 'newWorkRequest', value)),
    /** The active biblio's pages and units as its tags in the document viewer say. */
    fillFromTags: ({ pageNumbers, unitsCopied }: TaggedPagesMismatch['fill']) =>
      biblio &&
      setDraft({
        ...draft,
        biblios: draft.biblios.map((b) => (b.key === biblio.key ? { ...b, pageNumbers, unitsCopied } : b)),
      }),
    unlinkWork: () => biblio && setDraft(edits.unlinkWork(draft, biblio.key)),
    clearLinks: () => biblio && setDraft(edits.clearWork(draft, biblio.key)),
    addBiblio: () => apply(edits.addBiblio(draft, selection.usage), 'biblio'),
    cloneBiblio: () => apply(edits.cloneBiblio(draft, selection.biblio), 'biblio'),
    addUsage,
    deleteUsage: (key = selection.usage) => apply(edits.deleteUsage(draft, key), 'usage'),
    toggleBiblioLink: (key: string) => apply(edits.toggleBiblioLink(draft, key, selection.usage)),
    toggleUsageLink: (key: string) => apply(edits.toggleUsageLink(draft, key, selection.biblio)),
    deleteBiblio,
    /** Shift+Delete: typing in a field, it may be a slip, so it asks first (a refusal needs no asking). */
    deleteBiblioByKey: () =>
      isTextEntry(document.activeElement) && edits.deleteBiblio(draft, selection.biblio).ok
        ? setConfirmingDelete(true)
        : deleteBiblio(),
    confirmingDelete,
    confirmDelete: () => {
      setConfirmingDelete(false);
      deleteBiblio();
    },
    cancelDelete: () => setConfirmingDelete(false),
    /** The biblio deleted last ('Biblio 2: Title'), while it can be put back. */
    deletedLabel: deleted?.label ?? null,
    undoDelete: () => {
      if (!deleted) return;
      setDraft(edits.restoreBiblio(draft, deleted.removed));
      select({ biblio: deleted.removed.biblio.key });
      setDeleted(null);
      focusAfterRender('biblio');
    },
    step,
  };
}
