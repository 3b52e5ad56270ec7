import { useWindowKeyDown } from '../../../components/useWindowKeyDown.ts';

/** The research form's shortcut keys: spec section 2's, and the jumps of docs/decisions/038. */
export type ResearchShortcut =
  | 'unlinkWork'
  | 'workSearch'
  | 'workSearchByIsn'
  | 'hold'
  | 'save'
  | 'complete'
  | 'addBiblio'
  | 'addUsage'
  | 'cloneBiblio'
  | 'deleteBiblio'
  | 'deleteUsage'
  | 'toBiblioForm'
  | 'toUsageForm'
  | 'nextBiblio'
  | 'previousBiblio'
  | 'nextUsage'
  | 'previousUsage'
  | 'help';

/** The keys as the '?' help and the README list them, in that order. */
export const RESEARCH_KEYS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'F8', action: 'Work Search by the active biblio’s title' },
  { keys: 'Shift+F8', action: 'Work Search by the active biblio’s ISN (searches at once when it has one)' },
  { keys: 'Enter / ↑ ↓', action: 'in the Work Search: link the highlighted result / move the highlight' },
  { keys: 'F4', action: 'unlink the work or recipient of the active biblio' },
  { keys: 'F2', action: 'clone the active biblio' },
  { keys: 'F10 / F11 / F12', action: 'Hold / Save / Complete & Next' },
  { keys: 'Shift+Insert', action: 'add a biblio' },
  { keys: 'Ctrl+Insert', action: 'in a usage not saved yet: save; elsewhere: add a usage' },
  { keys: 'Shift+Delete', action: 'delete the active biblio (asks first when typing in a field; Undo brings it back)' },
  { keys: 'Ctrl+Delete', action: 'delete the active usage' },
  { keys: 'Alt+B / Alt+U', action: 'to the biblio form / the usage form (its first empty field)' },
  { keys: 'Alt+↓ / Alt+↑', action: 'next / previous biblio' },
  { keys: 'Alt+Shift+↓ / Alt+Shift+↑', action: 'next / previous usage' },
  { keys: '?', action: 'this list (outside a text field)' },
];

type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'> & { code?: string };

/** An element that takes typed text: where '?' is a character, not the help. */
export function isTextEntry(element: EventTarget | Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden', 'file', 'range', 'color'].includes(element.type);
}

/** Which shortcut a key press is, or null; `inTextEntry`: the focus is in a field that takes text. */
export function shortcutOf(event: KeyLike, inTextEntry = false): ResearchShortcut | null {
  if (event.metaKey) return null;
  if (event.altKey) return event.ctrlKey ? null : altShortcutOf(event);
  const plain = !event.shiftKey && !event.ctrlKey;
  switch (event.key) {
    case 'F2':
      return plain ? 'cloneBiblio' : null;
    case 'F4':
      return plain ? 'unlinkWork' : null;
    case 'F8':
      if (plain) return 'workSearch';
      return event.shiftKey && !event.ctrlKey ? 'workSearchByIsn' : null;
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
    case '?':
      return !event.ctrlKey && !inTextEntry ? 'help' : null;
    default:
      return null;
  }
}

/** Alt+B, Alt+U and Alt(+Shift)+arrows; letters by their physical key so other layouts and Shift agree. */
function altShortcutOf(event: KeyLike): ResearchShortcut | null {
  const letter = event.code?.startsWith('Key') ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
  if (!event.shiftKey && letter === 'b') return 'toBiblioForm';
  if (!event.shiftKey && letter === 'u') return 'toUsageForm';
  if (event.key === 'ArrowDown') return event.shiftKey ? 'nextUsage' : 'nextBiblio';
  if (event.key === 'ArrowUp') return event.shiftKey ? 'previousUsage' : 'previousBiblio';
  return null;
}

export type ShortcutHandlers = Partial<Record<ResearchShortcut, () => void>>;

/**
 * Listens on the window (capture phase) so the keys work wherever the focus is, and always
 * prevents the browser's own action (F11 full screen, F12 developer tools, Shift+Insert paste…).
 * A shortcut without a handler (not allowed for this user or batch) does nothing.
 */
export function useResearchShortcuts(handlers: ShortcutHandlers): void {
  useWindowKeyDown(
    (event) => {
      const shortcut = shortcutOf(event, isTextEntry(document.activeElement));
      if (!shortcut) return;
      // '?' outside a text field is the help only where the form listens for it.
      if (shortcut === 'help' && !handlers.help) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat) return;
      handlers[shortcut]?.();
    },
    { capture: true },
  );
}
