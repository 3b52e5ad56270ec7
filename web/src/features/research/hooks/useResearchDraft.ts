import { useState } from 'react';
import type { KeptEdits } from '../components/KeptValue.tsx';
import type { RecordView } from '../components/recordView.ts';
import type { RecordDraft } from '../rules/draft.ts';
import { keptEditsPlaces, reapply, type KeptEdit } from '../rules/keptEdits.ts';
import { forgetUnsavedDraft, keepUnsavedDraft, readUnsavedDraft } from '../rules/unsavedDraft.ts';

type ResearchDraftOptions = {
  initialDraft: RecordDraft;
  /** Unsaved edits kept in the browser may be offered back (a record this user may change, not shown already). */
  offerUnsaved: boolean;
  /** After a conflict and a reload of the other user's version: the researcher's own edits (ADR 044). */
  keptEdits: readonly KeptEdit[] | undefined;
};

/**
 * The research form's working copy of the record (ADR 009), with the two ways back to the
 * researcher's own edits: unsaved edits kept in the browser, offered back when the record opens,
 * and the edits kept beside another user's version after a conflict, to use again field by field.
 */
export function useResearchDraft(record: RecordView, { initialDraft, offerUnsaved, keptEdits }: ResearchDraftOptions) {
  const [draft, setDraftState] = useState(initialDraft);
  const [offer, setOffer] = useState(() =>
    record.id && record.version !== null && offerUnsaved ? readUnsavedDraft(record.id, record.version) : null,
  );
  const [kept, setKept] = useState<readonly KeptEdit[]>(keptEdits ?? []);

  /** Every edit goes through here; unsaved edits survive a reload until they are saved or discarded. */
  function setDraft(next: RecordDraft, keep = true) {
    setDraftState(next);
    if (keep && record.id && record.version !== null) keepUnsavedDraft(record.id, record.version, next);
  }

  return {
    draft,
    setDraft,
    /** The draft replaced as it is, not kept in the browser (the rules' own changes). */
    replaceDraft: setDraftState,
    /** Unsaved edits from an earlier visit, to restore or discard; null once chosen. */
    unsaved: offer && {
      savedAt: offer.savedAt,
      restore: () => {
        setDraft(offer.draft, false);
        setOffer(null);
      },
      discard: () => {
        if (record.id) forgetUnsavedDraft(record.id);
        setOffer(null);
      },
    },
    kept: {
      /** Where kept edits wait ('Biblio 1 (2), Usage 1 (1)'), or null when there are none. */
      places: kept.length > 0 ? keptEditsPlaces(draft, kept) : null,
      forget: () => setKept([]),
      /** The kept edits of one biblio or usage, as its form asks for them. */
      of: (kind: KeptEdit['kind'], itemKey: string): KeptEdits => ({
        edit: (field) => kept.find((k) => k.kind === kind && k.itemKey === itemKey && k.field === field) ?? null,
        use: (edit) => {
          setDraft(reapply(draft, edit));
          setKept(kept.filter((k) => k !== edit));
        },
      }),
    },
  };
}
