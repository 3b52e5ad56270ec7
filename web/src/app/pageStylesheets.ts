import type { SerializedStyles } from '@emotion/react';
import { controlStyles } from '../components/controlStyles.ts';
import { fieldStyles } from '../features/research/components/fieldStyles.ts';
import { screenStyles } from '../features/research/components/screenStyles.ts';
import { frameStyles } from './layouts/frameStyles.ts';

/**
 * The app's class stylesheets (classStylesheet.ts). A production build writes them into the page's
 * stylesheet beside Chakra's global styles (vite/chakraGlobalCss.ts), so the page neither computes
 * nor inserts them; the development server's page inserts them as the app starts
 * (PageStylesheets.tsx).
 */
export const PAGE_STYLESHEETS: ReadonlyArray<() => SerializedStyles> = [
  controlStyles,
  frameStyles,
  screenStyles,
  fieldStyles,
];
