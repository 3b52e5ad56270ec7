import { HEADER_HEIGHT_VAR } from '../../../components/useHeaderHeight.ts';

/**
 * The biblio and usage forms' frame: a bordered section. Its fields are dense themselves
 * (fieldStyles.ts): the whole biblio form, the usage form and the action buttons fit a 1366×768
 * screen without scrolling (docs/decisions/040).
 */
export const denseSection = {
  as: 'section',
  borderWidth: '1px',
  borderRadius: 'md',
  padding: '3',
  gap: '2',
  bg: 'bg',
} as const;

/** The form's grid: five columns on a laptop screen (the biblio form in five rows), two on a tablet, one on a phone. */
export const denseColumns = { base: 1, md: 2, xl: 5 } as const;

/** The sidebar (cards, record panel, actions) stays in view below the header while the form scrolls. */
export const stickySidebar = {
  position: { base: 'static', lg: 'sticky' },
  top: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 0.5rem)`,
} as const;
