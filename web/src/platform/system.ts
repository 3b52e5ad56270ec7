import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { systemConfig } from './systemConfig.ts';

/**
 * The Chakra UI design system (systemConfig.ts). A production build leaves its global styles (the
 * reset, the global CSS and the tokens' CSS variables) to a stylesheet written at build time
 * (vite/chakraGlobalCss.ts): the system neither computes nor inserts them as the page starts.
 * (Also run in Node, by that build step: nothing here may need the page.)
 */
export const system = createSystem(defaultBaseConfig, systemConfig);
