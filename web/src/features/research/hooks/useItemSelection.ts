import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RecordDraft } from '../rules/draft.ts';
import { parseSelectionHash, resolveSelection, selectionHash, type Selection } from '../rules/selectionHash.ts';

/** A change of the active biblio, usage or both; an absent side stays as it is. */
export type SelectionChange = { biblio?: string | null; usage?: string | null };

/**
 * The active biblio and usage: state first (so a quick second key press sees the first's
 * choice), mirrored in the address hash, which also selects when it changes from outside.
 */
export function useItemSelection(draft: RecordDraft, selectBiblio: string | null | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const [selected, setSelected] = useState(() => {
    const fromHash = parseSelectionHash(location.hash);
    return selectBiblio ? { ...fromHash, biblio: selectBiblio } : fromHash;
  });
  const [seenHash, setSeenHash] = useState(location.hash);
  const selection: Selection = resolveSelection(
    selected,
    draft.biblios.map((b) => b.key),
    draft.usages.map((u) => u.key),
    draft.links,
  );
  const wantedHash = selectionHash(selection);
  if (location.hash !== seenHash) {
    setSeenHash(location.hash);
    if (location.hash !== wantedHash) setSelected(parseSelectionHash(location.hash));
  }
  // The hash follows the selection once there is one to follow (an address without a hash stays
  // as it is until the researcher picks an item).
  const hashFollows = useRef(location.hash !== '' || !!selectBiblio);
  useEffect(() => {
    if (hashFollows.current && window.location.hash !== wantedHash) {
      navigate(
        { pathname: window.location.pathname, search: window.location.search, hash: wantedHash },
        { replace: true },
      );
    }
  }, [wantedHash, navigate]);

  function select(next: SelectionChange) {
    hashFollows.current = true;
    const picked = {
      biblio: next.biblio === undefined ? selection.biblio : next.biblio,
      usage: next.usage === undefined ? selection.usage : next.usage,
    };
    setSelected(picked);
    const hash = selectionHash(picked);
    if (window.location.hash !== hash) {
      navigate({ pathname: window.location.pathname, search: window.location.search, hash }, { replace: true });
    }
  }

  return {
    selection,
    biblio: draft.biblios.find((b) => b.key === selection.biblio) ?? null,
    usage: draft.usages.find((u) => u.key === selection.usage) ?? null,
    select,
  };
}
