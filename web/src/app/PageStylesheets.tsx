import { Global } from '@emotion/react';
import { PAGE_STYLESHEETS } from './pageStylesheets.ts';

/** The app's class stylesheets, inserted once, where the build has not written them into the page's stylesheet. */
export function PageStylesheets() {
  return PAGE_STYLESHEETS.map((styles, index) => <Global key={index} styles={styles()} />);
}
