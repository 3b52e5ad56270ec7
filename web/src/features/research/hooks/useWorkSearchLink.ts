import { useApolloClient } from '@apollo/client/react';
import type { LinkableRecipient, LinkableWork } from '@rt/domain';
import { useEffect, useRef, useState } from 'react';
import type { Lists } from '../forms/BiblioForm.tsx';
import type { BiblioDraft, RecordDraft } from '../rules/draft.ts';
import * as edits from '../rules/edits.ts';
import { workSearchDialog } from '../work-search/lazyWorkSearchDialog.ts';
import { startWorkSearch } from '../work-search/startWorkSearch.ts';
import type { WorkSearchDialogProps } from '../work-search/WorkSearchDialog.tsx';
import { holdTypedKeys } from './typeAhead.ts';
import type { FocusTarget } from './useWorkFocus.ts';

type WorkSearchLinkContext = {
  editable: boolean;
  draft: RecordDraft;
  setDraft: (next: RecordDraft) => void;
  biblio: BiblioDraft | null;
  lists: Lists | undefined;
  focus: { focusAfterRender: (target: FocusTarget) => void; focusPending: () => boolean };
};

/**
 * The research form's side of the Work Search (spec 2 and 5, docs/decisions/038): it opens on the
 * active biblio's title or ISN with the keys typed meanwhile held for it, links the chosen work or
 * recipient to that biblio, and gives the focus back: to Pages after a link, else where it was.
 */
export function useWorkSearchLink({ editable, draft, setDraft, biblio, lists, focus }: WorkSearchLinkContext) {
  const client = useApolloClient();
  const [initial, setInitial] = useState<WorkSearchDialogProps['initial'] | null>(null);
  /** The field the focus was in when the Work Search opened: it goes back there unless a work was linked. */
  const focusBeforeSearch = useRef<Element | null>(null);
  useEffect(() => {
    if (editable) void workSearchDialog.preload();
  }, [editable]);

  return {
    /** The open Work Search's criteria, or null while it is closed. */
    initial,
    /**
     * F8 / Shift+F8 and the Search buttons: the Work Search by the active biblio's title or ISN,
     * searching at once when it has one. Keys typed while it opens are typed into it.
     */
    open: (by: 'title' | 'isn' = 'title') => {
      if (!biblio || initial) return;
      const value = (by === 'title' ? biblio.majorTitle : biblio.isn) ?? '';
      focusBeforeSearch.current = document.activeElement;
      holdTypedKeys();
      const fields = { [by]: value };
      startWorkSearch(client, fields);
      setInitial({ fields, searchNow: value.trim() !== '', focus: by });
    },
    close: () => {
      setInitial(null);
      const before = focusBeforeSearch.current;
      // After a link the next field to fill is Pages; otherwise back where the researcher was.
      if (!focus.focusPending()) {
        // Once the dialog's focus trap has let go.
        if (before instanceof HTMLElement && before !== document.body) setTimeout(() => before.focus());
        else focus.focusAfterRender('biblio');
      }
    },
    linkWork: (work: LinkableWork, matchedBy: string | undefined) => {
      if (!biblio) return;
      const lookups = {
        edition: lists?.edition ?? [],
        majorMaterialType: lists?.majorMaterialType ?? [],
        workSubType: lists?.workSubType ?? [],
      };
      setDraft(edits.linkWork(draft, biblio.key, work, lookups, matchedBy));
      focus.focusAfterRender('pages');
    },
    /** Links the recipient, or answers why it may not be linked. */
    linkRecipient: (recipient: LinkableRecipient): string | null => {
      const result = edits.linkRecipient(draft, biblio?.key ?? null, recipient);
      if (!result.ok) return result.message;
      setDraft(result.draft);
      return null;
    },
  };
}
