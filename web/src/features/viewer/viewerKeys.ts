/** Every action of the document viewer has a key (listed on '?'). */
export type ViewerAction =
  | 'nextPage'
  | 'previousPage'
  | 'firstPage'
  | 'lastPage'
  | 'toggleView'
  | 'tagPage'
  | 'newBiblioTag'
  | 'groupTag'
  | 'nextBiblio'
  | 'previousBiblio'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'openFullPdf'
  | 'help'
  | 'cancel';

type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>;

/** The keys as the help lists them: what to press and what it does. */
export const VIEWER_KEYS: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: 'Down / Page Down / J', does: 'Next page' },
  { keys: 'Up / Page Up / K', does: 'Previous page' },
  { keys: 'Home / End', does: 'First / last page' },
  { keys: 'F4', does: 'Switch between PDF view and Document view' },
  { keys: 'T', does: 'Tag this page with the active biblio' },
  { keys: 'N', does: 'New biblio, tagged on this page' },
  { keys: 'G', does: 'Group tag: first press marks the start page, second the end page' },
  { keys: '[ / ]', does: 'Previous / next biblio as the active one' },
  { keys: '+ / - / 0', does: 'Zoom in / out / back to fit' },
  { keys: 'O', does: 'Open the full PDF' },
  { keys: 'Tab to a tag, then Delete', does: 'Delete that tag' },
  { keys: 'Tab to a tag, then arrows', does: 'Move that tag' },
  { keys: 'Ctrl-click a page', does: 'New biblio, tagged where clicked' },
  { keys: 'Shift-click a page', does: 'Tag the active biblio where clicked' },
  { keys: 'Ctrl-click a thumbnail', does: 'Tag that page with the active biblio' },
  { keys: 'Shift-click two thumbnails', does: 'Group tag from the first to the second page' },
  { keys: 'Drag a tag / Shift-click a tag', does: 'Move it / delete it' },
  { keys: 'Escape', does: 'Cancel a group tag under way' },
  { keys: '?', does: 'This list' },
];

/** The viewer action of a key press, or null (keys with Ctrl, Alt or Meta stay the browser's). */
export function viewerActionOf(event: KeyLike): ViewerAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'PageDown':
    case 'j':
      return 'nextPage';
    case 'ArrowUp':
    case 'PageUp':
    case 'k':
      return 'previousPage';
    case 'Home':
      return 'firstPage';
    case 'End':
      return 'lastPage';
    case 'F4':
      return 'toggleView';
    case 't':
      return 'tagPage';
    case 'n':
      return 'newBiblioTag';
    case 'g':
      return 'groupTag';
    case ']':
      return 'nextBiblio';
    case '[':
      return 'previousBiblio';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case '0':
      return 'zoomReset';
    case 'o':
      return 'openFullPdf';
    case '?':
      return 'help';
    case 'Escape':
      return 'cancel';
    default:
      return null;
  }
}

/** Keys typed into a field are the field's (F4 aside, which no field uses). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
