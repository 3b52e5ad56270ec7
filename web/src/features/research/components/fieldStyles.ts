import { visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';
import { classStylesheet, partRules, recipeStyles, slotRecipeStyles } from '../../../platform/classStylesheet.ts';

/**
 * The class of each part of a research field. The research form's ~30 fields are plain elements
 * with these classes, styled once by Chakra's own field, input, textarea, native-select and
 * checkbox recipes (small size) and the form's density: a Chakra component computes, serializes and hashes its
 * styles on every render, which was most of a record's first render (docs/decisions/062).
 */
export const FIELD_CLASS = {
  root: 'rt-field',
  labelRow: 'rt-field__label-row',
  label: 'rt-field__label',
  helper: 'rt-field__helper',
  error: 'rt-field__error',
  input: 'rt-field__input',
  textarea: 'rt-field__textarea',
  selectRoot: 'rt-field__select-root',
  select: 'rt-field__select',
  selectIndicator: 'rt-field__select-indicator',
  checkRoot: 'rt-field__check',
  checkInput: 'rt-field__check-input',
  checkControl: 'rt-field__check-control',
  checkLabel: 'rt-field__check-label',
} as const;

type Part = keyof typeof FIELD_CLASS;

/** A padlock (Lucide's 'lock'), grey, as a CSS background. */
const LOCK_ICON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2352525b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Crect width='18' height='11' x='3' y='11' rx='2' ry='2'/%3E%3Cpath d='M7 11V7a5 5 0 0 1 10 0v4'/%3E%3C/svg%3E\")";

/** A field set by the linked work (read-only, spec 4) must not look editable: muted, dashed, a lock. */
const readOnlyLook: SystemStyleObject = {
  '&[readonly]': {
    bg: 'bg.muted',
    borderStyle: 'dashed',
    cursor: 'default',
    paddingEnd: '7',
    backgroundImage: LOCK_ICON,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 0.5rem center',
    backgroundSize: '0.875rem',
  },
};

/**
 * The form's density (docs/decisions/040): the whole biblio form, the usage form and the action
 * buttons fit a 1366×768 screen. Small labels set close to their controls, 32 px controls. Outside
 * the recipes' cascade layer, as a component's own style props are, so they win over the recipes.
 */
const dense: Partial<Record<Part, SystemStyleObject>> = {
  root: { gap: '0.5' },
  labelRow: { display: 'flex', alignItems: 'center', gap: '1' },
  label: { textStyle: 'xs' },
  helper: { lineHeight: '1.1', '&[data-warning]': { color: 'fg.warning' } },
  // A warning under the control (a wrong ISBN check digit) colours its border.
  input: { '--input-height': 'sizes.8', ...readOnlyLook, '&[data-warning]': { borderColor: 'border.warning' } },
  textarea: { minHeight: '8', paddingY: '1', ...readOnlyLook },
  select: { '--input-height': 'sizes.8' },
  // A flag's box is drawn beside its native checkbox, which is there for the keyboard and assistive
  // technology only (as Chakra's Checkbox does); its focus ring shows on the box.
  checkInput: visuallyHiddenStyle,
  // Chakra's outside focus ring, drawn when the native checkbox beside the box has the focus.
  checkControl: {
    'input:focus-visible + &': {
      outlineWidth: 'var(--focus-ring-width, 2px)',
      outlineOffset: 'var(--focus-ring-offset, 2px)',
      outlineStyle: 'var(--focus-ring-style, solid)',
      outlineColor: 'var(--focus-ring-color)',
    },
  },
};

/** Every research field's styles, resolved and serialized once (Chakra's tokens, conditions and layers). */
export const fieldStyles = classStylesheet(() => {
  const field = slotRecipeStyles('field');
  const select = slotRecipeStyles('nativeSelect', { size: 'sm' });
  const check = slotRecipeStyles('checkbox', { size: 'sm' });
  const recipes: Partial<Record<Part, SystemStyleObject>> = {
    root: field.root,
    label: field.label,
    helper: field.helperText,
    error: field.errorText,
    input: recipeStyles('input', { size: 'sm' }),
    textarea: recipeStyles('textarea', { size: 'sm' }),
    selectRoot: select.root,
    select: select.field,
    selectIndicator: select.indicator,
    checkRoot: check.root,
    checkControl: check.control,
    checkLabel: check.label,
  };
  return partRules(FIELD_CLASS, recipes, dense);
});
