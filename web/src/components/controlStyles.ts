import type { SystemStyleObject } from '@chakra-ui/react';
import { classStylesheet, partRules, recipeStyles } from '../platform/classStylesheet.ts';

/**
 * The classes of the controls drawn as plain elements (PlainControls.tsx) where the app renders
 * the most (the research screen, the header of every page): Chakra's button, badge, link and
 * spinner recipes, and the colour palettes, written once (docs/decisions/063).
 */
export const CONTROL_CLASS = {
  link: 'rt-link',
  badge: 'rt-badge',
  iconButton: 'rt-button--icon',
  loader: 'rt-loader',
  loaderSpinner: 'rt-loader__spinner',
  loaderCenter: 'rt-loader__center',
  loaderText: 'rt-loader__text',
} as const;

type Part = keyof typeof CONTROL_CLASS;

/** The button sizes and variants in use, each one class with Chakra's button recipe for them. */
export const BUTTON_LOOKS = [
  'sm-solid',
  'sm-outline',
  'xs-solid',
  'xs-outline',
  '2xs-solid',
  '2xs-outline',
  '2xs-ghost',
] as const;
export type ButtonLook = (typeof BUTTON_LOOKS)[number];
export const buttonClass = (look: ButtonLook) => `rt-button--${look}`;

/** The badge variants in use besides the recipe's default (subtle). */
export const BADGE_LOOKS = ['solid'] as const;
export type BadgeLook = (typeof BADGE_LOOKS)[number];
export const badgeClass = (look: BadgeLook) => `rt-badge--${look}`;

/** The colour palettes in use (Chakra's colorPalette, as CSS variables). */
export const PALETTES = ['blue', 'orange', 'green', 'red', 'gray', 'purple', 'teal', 'cyan'] as const;
export type Palette = (typeof PALETTES)[number];
export const paletteClass = (palette: Palette) => `rt-palette--${palette}`;

const own: Partial<Record<Part, SystemStyleObject>> = {
  iconButton: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  // A busy button's spinner over its hidden label, as Chakra's Button shows `loading`.
  loader: { display: 'contents' },
  loaderSpinner: { borderWidth: '0.125em', color: 'inherit' },
  loaderCenter: {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    insetStart: '50%',
    top: '50%',
    translate: '-50% -50%',
  },
  loaderText: { visibility: 'hidden', display: 'contents' },
};

/** The controls' styles, resolved and serialized once. */
export const controlStyles = classStylesheet(() => {
  const recipes: Partial<Record<Part, SystemStyleObject>> = {
    link: recipeStyles('link'),
    badge: recipeStyles('badge'),
    loaderSpinner: recipeStyles('spinner', { size: 'inherit' }),
  };
  const rules = partRules(CONTROL_CLASS, recipes, own);
  for (const look of BUTTON_LOOKS) {
    const [size, variant] = look.split('-') as [string, string];
    rules[buttonClass(look)] = { recipe: recipeStyles('button', { size, variant }) };
  }
  // A variant's whole recipe result: it comes after the default badge, in the same layer, and wins.
  for (const look of BADGE_LOOKS) rules[badgeClass(look)] = { recipe: recipeStyles('badge', { variant: look }) };
  for (const palette of PALETTES) rules[paletteClass(palette)] = { own: { colorPalette: palette } };
  return rules;
});
