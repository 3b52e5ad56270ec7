/** Where the researcher's next keystroke belongs: the first empty field of a form (docs/decisions/038). */

const FIELDS = 'input, select, textarea';
const NOT_FILLED = new Set(['checkbox', 'radio', 'hidden', 'button', 'submit', 'file']);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The fields the researcher fills in `area`, in the order of the screen: enabled and not read-only. */
function fillableFields(area: HTMLElement): Field[] {
  return Array.from(area.querySelectorAll<Field>(FIELDS)).filter(
    (field) =>
      !field.disabled &&
      !(field instanceof HTMLInputElement && (field.readOnly || NOT_FILLED.has(field.type))) &&
      !(field instanceof HTMLTextAreaElement && field.readOnly),
  );
}

/**
 * Focuses the first empty field of `area` from `from` on (a field of it; by default its first),
 * else `from` or the first field with its text selected so typing replaces it. Answers whether
 * anything took the focus.
 */
export function focusFirstEmpty(area: HTMLElement | null, from?: HTMLElement | null): boolean {
  if (!area) return false;
  const fields = fillableFields(area);
  const start = from ? Math.max(fields.indexOf(from as Field), 0) : 0;
  const rest = fields.slice(start);
  const empty = rest.find((field) => field.value.trim() === '');
  const target = empty ?? rest[0] ?? fields[0];
  if (!target) return false;
  target.focus();
  if (!empty && target instanceof HTMLInputElement) target.select();
  return document.activeElement === target;
}

/**
 * Focuses `field` itself when the researcher may fill it, its text selected so typing replaces it
 * (Pages after a work is linked, filled or not); else the first empty field of `area`.
 */
export function focusFieldOrFirstEmpty(area: HTMLElement | null, field: HTMLElement | null): boolean {
  if (area && field && fillableFields(area).includes(field as Field)) {
    field.focus();
    if (field instanceof HTMLInputElement) field.select();
    return document.activeElement === field;
  }
  return focusFirstEmpty(area);
}

const FOCUSABLE = 'input, select, textarea, button';

/**
 * The control that had the focus when a record's form was replaced by its next version (a save
 * shows the version stored): the new form gives it back rather than starting over.
 */
let kept: { recordId: string; index: number } | null = null;

/** Remembers which control of `root` has the focus, for the same record's next form. */
export function keepFocus(root: HTMLElement | null, recordId: string | null): void {
  const index = root && recordId ? Array.from(root.querySelectorAll(FOCUSABLE)).indexOf(document.activeElement!) : -1;
  kept = index >= 0 && recordId ? { recordId, index } : null;
}

/** Gives the focus back to the control kept for this record; answers whether there was one. */
export function restoreKeptFocus(root: HTMLElement | null, recordId: string | null): boolean {
  const place = kept;
  kept = null;
  if (!root || !place || place.recordId !== recordId) return false;
  const control = root.querySelectorAll<HTMLElement>(FOCUSABLE)[place.index];
  control?.focus();
  return control !== undefined;
}
