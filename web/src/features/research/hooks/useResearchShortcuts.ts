import { useEffect, useLayoutEffect, useRef } from 'react';

/** The research form's shortcut keys (spec section 2). */
export type ResearchShortcut =
  | 'unlinkWork'
  | 'workSearch'
  | 'hold'
  | 'save'
  | 'complete'
  | 'addBiblio'
  | 'addUsage'
  | 'cloneBiblio'
  | 'deleteBiblio'
  | 'deleteUsage';

type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>;

/** Which shortcut a key press is, or null. */
export function shortcutOf(event: KeyLike): ResearchShortcut | null {
  if (event.altKey || event.metaKey) return null;
  const plain = !event.shiftKey && !event.ctrlKey;
  switch (event.key) {
    case 'F2':
      return plain ? 'cloneBiblio' : null;
    case 'F4':
      return plain ? 'unlinkWork' : null;
    case 'F8':
      return plain ? 'workSearch' : null;
    case 'F10':
      return plain ? 'hold' : null;
    case 'F11':
      return plain ? 'save' : null;
    case 'F12':
      return plain ? 'complete' : null;
    case 'Insert':
      if (event.shiftKey && !event.ctrlKey) return 'addBiblio';
      if (event.ctrlKey && !event.shiftKey) return 'addUsage';
      return null;
    case 'Delete':
      if (event.shiftKey && !event.ctrlKey) return 'deleteBiblio';
      if (event.ctrlKey && !event.shiftKey) return 'deleteUsage';
      return null;
    default:
      return null;
  }
}

export type ShortcutHandlers = Partial<Record<ResearchShortcut, () => void>>;

/**
 * Listens on the window (capture phase) so the keys work wherever the focus is, and always
 * prevents the browser's own action (F11 full screen, F12 developer tools, Shift+Insert paste…).
 * A shortcut without a handler (not allowed for this user or batch) does nothing.
 */
export function useResearchShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  // Updated before the browser can deliver the next key press.
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat) return;
      latest.current[shortcut]?.();
    }
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
