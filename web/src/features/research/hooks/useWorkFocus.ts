import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { afterNextPaint } from '../../../components/afterNextPaint.ts';
import { focusFieldOrFirstEmpty, focusFirstEmpty, keepFocus, restoreKeptFocus } from './focusWork.ts';

/** Where the focus goes once the screen shows an edit: the first empty field of a form, or Pages after a link. */
export type FocusTarget = 'biblio' | 'usage' | 'pages';

/**
 * Where the research form puts the focus (docs/decisions/038): where the work is when the record
 * opens (after a save of the same record, back where it was), and after each edit once the screen
 * shows it. The refs go on the form's root, the biblio and usage forms and Pages.
 */
export function useWorkFocus(recordId: string | null, editable: boolean) {
  const root = useRef<HTMLDivElement>(null);
  const biblioArea = useRef<HTMLFieldSetElement>(null);
  const usageArea = useRef<HTMLFieldSetElement>(null);
  const pagesRef = useRef<HTMLInputElement>(null);
  const pending = useRef<FocusTarget | null>(null);

  const focusWork = useCallback((target: FocusTarget) => {
    if (target === 'usage') focusFirstEmpty(usageArea.current);
    else if (target === 'pages') focusFieldOrFirstEmpty(biblioArea.current, pagesRef.current);
    else focusFirstEmpty(biblioArea.current);
  }, []);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    focusWork(target);
  });
  useLayoutEffect(() => {
    const form = root.current;
    return () => keepFocus(form, recordId);
  }, [recordId]);
  useEffect(() => {
    // The form is keyed by record and version: this runs once per form shown. Back where it was
    // at once after a save of the same record; a record newly shown is painted first, as focusing
    // lays the whole form out before its frame (keys typed meanwhile after Complete & Next are
    // held for the field, typeAhead.ts).
    if (!editable || restoreKeptFocus(root.current, recordId)) return;
    let shown = true;
    // Unless the focus is in the form already (the researcher's click, an edit's own focus).
    void afterNextPaint().then(() => shown && !root.current?.contains(document.activeElement) && focusWork('biblio'));
    return () => {
      shown = false;
    };
  }, [recordId, editable, focusWork]);

  return {
    root,
    biblioArea,
    usageArea,
    pagesRef,
    focusWork,
    /** Focuses `target` once the screen shows the edit under way. */
    focusAfterRender: (target: FocusTarget) => {
      pending.current = target;
    },
    /** An edit under way has asked for the focus already. */
    focusPending: () => pending.current !== null,
  };
}
