import { visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';
import { classStylesheet, partRules, recipeStyles } from '../../platform/classStylesheet.ts';

/**
 * The classes of the page's frame around every screen: the layout, the skip link, the global
 * header with its queue counters, and the main landmark. Rendered on every page, so plain elements
 * styled once (docs/decisions/063), as the Chakra components they replace drew them.
 */
export const FRAME_CLASS = {
  page: 'rt-page',
  skipLink: 'rt-skip-link',
  header: 'rt-app-header',
  headerBar: 'rt-app-header__bar',
  nav: 'rt-app-header__nav',
  brand: 'rt-app-header__brand',
  spacer: 'rt-app-header__spacer',
  account: 'rt-app-header__account',
  displayName: 'rt-app-header__name',
  visuallyHidden: 'rt-visually-hidden',
  counters: 'rt-counters',
  counterLink: 'rt-counters__link',
  counterBadge: 'rt-counters__badge',
  main: 'rt-main',
  bareMain: 'rt-main--bare',
  container: 'rt-container',
} as const;

type Part = keyof typeof FRAME_CLASS;

const wrappingRow: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '4' },
  flexWrap: 'wrap',
};

const own: Record<Part, SystemStyleObject> = {
  page: { minHeight: '100dvh', bg: 'bg.subtle' },
  skipLink: {
    position: 'absolute',
    left: '2',
    top: '-20',
    zIndex: 'skipNav',
    bg: 'bg',
    padding: '2',
    borderRadius: 'md',
    focusVisibleRing: 'outside',
    _focus: { top: '2' },
  },
  header: { bg: 'bg', borderBottomWidth: '1px', position: 'sticky', top: '0', zIndex: 'sticky' },
  headerBar: { ...wrappingRow, maxWidth: '7xl', marginX: 'auto', paddingX: '4', paddingY: '2' },
  nav: wrappingRow,
  brand: { fontWeight: 'bold', fontSize: 'lg', color: 'blue.800', focusVisibleRing: 'outside' },
  spacer: { flex: '1', justifySelf: 'stretch', alignSelf: 'stretch' },
  account: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  displayName: { fontWeight: 'medium' },
  visuallyHidden: visuallyHiddenStyle,
  counters: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1', listStyleType: 'none' },
  counterLink: {
    paddingX: '2',
    paddingY: '1',
    borderRadius: 'md',
    color: 'fg',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    _hover: { bg: 'bg.muted' },
    focusVisibleRing: 'outside',
  },
  counterBadge: { minWidth: '6', justifyContent: 'center' },
  main: { outline: 'none' },
  bareMain: { minHeight: '100dvh', padding: '4' },
  container: { maxWidth: '7xl', paddingY: { base: '3', md: '4' } },
};

/** The page's frame, resolved and serialized once. */
export const frameStyles = classStylesheet(() => {
  const recipes: Partial<Record<Part, SystemStyleObject>> = {
    brand: recipeStyles('link'),
    counterLink: recipeStyles('link'),
    container: recipeStyles('container'),
  };
  return partRules(FRAME_CLASS, recipes, own);
});
