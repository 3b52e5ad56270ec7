import type { SystemStyleObject } from '@chakra-ui/react';
import { HEADER_HEIGHT_VAR } from '../../../components/useHeaderHeight.ts';

/** A padlock (Lucide's 'lock'), grey, as a CSS background. */
const LOCK_ICON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2352525b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Crect width='18' height='11' x='3' y='11' rx='2' ry='2'/%3E%3Cpath d='M7 11V7a5 5 0 0 1 10 0v4'/%3E%3C/svg%3E\")";

/**
 * The research form's density: the whole biblio form, the usage form and the action buttons fit a
 * 1366×768 screen without scrolling (docs/decisions/040). Small labels set close to their controls
 * and 32 px controls, applied once on a form's root so every field inside follows.
 */
export const denseFields: SystemStyleObject = {
  '& .chakra-field__root': { gap: '0.5' },
  '& .chakra-field__label': { textStyle: 'xs' },
  '& .chakra-field__helperText': { lineHeight: '1.1' },
  '& .chakra-input, & .chakra-native-select__field': { '--input-height': 'sizes.8' },
  '& .chakra-textarea': { minHeight: '8', paddingY: '1' },
  // A field set by the linked work (read-only, spec 4) must not look editable: muted, dashed, a lock.
  '& .chakra-input[readonly], & .chakra-textarea[readonly]': {
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

/** The biblio and usage forms' frame: a bordered section of dense fields. */
export const denseSection = {
  as: 'section',
  borderWidth: '1px',
  borderRadius: 'md',
  padding: '3',
  gap: '2',
  bg: 'bg',
  css: denseFields,
} as const;

/** The form's grid: five columns on a laptop screen (the biblio form in five rows), two on a tablet, one on a phone. */
export const denseColumns = { base: 1, md: 2, xl: 5 } as const;

/** The sidebar (cards, record panel, actions) stays in view below the header while the form scrolls. */
export const stickySidebar = {
  position: { base: 'static', lg: 'sticky' },
  top: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 0.5rem)`,
} as const;
