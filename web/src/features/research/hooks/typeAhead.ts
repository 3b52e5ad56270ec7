import { isTextEntry } from './useResearchShortcuts.ts';

/**
 * Keys typed while the field they are meant for is still on its way (the Work Search opening, the
 * next record after Complete & Next) are held here and typed into the first text field that then
 * takes the focus: nothing typed lands in the field left behind, nothing is dropped.
 */

/** Longest wait for the field; then the keys go where the focus is, as they would have. */
const HOLD_MS = 20_000;

type Held = { text: string; enter: boolean; left: Element | null; timer: ReturnType<typeof setTimeout> };
let held: Held | null = null;

function onKeyDown(event: KeyboardEvent) {
  if (!held || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === 'Backspace') held.text = held.text.slice(0, -1);
  else if (event.key === 'Enter') held.enter = true;
  else if (event.key.length === 1 && !held.enter) held.text += event.key;
  else return;
  event.preventDefault();
  event.stopPropagation();
}

function onFocusIn(event: FocusEvent) {
  const field = event.target;
  // A task later: the focus may be given while the screen is still being drawn, which would undo
  // the typed text; keys pressed meanwhile are still held, in order.
  if (held && field !== held.left && isTextEntry(field)) setTimeout(() => releaseTypedKeys(field));
}

/** From now on, typed keys wait for the next text field to take the focus. */
export function holdTypedKeys(): void {
  if (held) return;
  held = { text: '', enter: false, left: document.activeElement, timer: setTimeout(() => releaseTypedKeys(), HOLD_MS) };
  window.addEventListener('keydown', onKeyDown, { capture: true });
  window.addEventListener('focusin', onFocusIn, { capture: true });
}

/**
 * Types the held keys into `into` (by default the focused element, when it takes text) after its
 * text, through its input event: a dialog's focus trap selects a field's text as it focuses it,
 * and keys typed before the field was there are meant to go on from it, never to replace it.
 * A held Enter then submits its form.
 */
export function releaseTypedKeys(into: Element | null = document.activeElement): void {
  if (!held) return;
  const { text, enter, timer } = held;
  held = null;
  clearTimeout(timer);
  window.removeEventListener('keydown', onKeyDown, { capture: true });
  window.removeEventListener('focusin', onFocusIn, { capture: true });
  if (!isTextEntry(into) || into.readOnly || into.disabled) return;
  if (text) {
    into.setRangeText(text, into.value.length, into.value.length, 'end');
    into.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // After the screen has taken the typed text in.
  const form = into.form;
  if (enter && form) setTimeout(() => form.requestSubmit());
}
