import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { systemConfig } from './systemConfig.ts';

/**
 * The Chakra UI design system (systemConfig.ts). A production build leaves its global styles (the
 * reset, the global CSS and the tokens' CSS variables) to a stylesheet written at build time
 * (vite/chakraGlobalCss.ts): the system neither computes nor inserts them as the page starts.
 */
export const system = createSystem(defaultBaseConfig, systemConfig);

if (import.meta.env.DEV) warnAboutMissingRecipes();

/** Development only: name the component whose recipe is missing instead of rendering it unstyled. */
function warnAboutMissingRecipes() {
  const { getRecipeFn, getSlotRecipeFn } = system;
  const warned = new Set<string>();
  const warn = (key: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(
      `Chakra recipe '${key}' is not registered in web/src/app/systemConfig.ts; the component renders unstyled.`,
    );
  };
  system.getRecipeFn = (key, fallback) => {
    if (!system.isRecipe(key)) warn(key);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (!system.isSlotRecipe(key)) warn(key);
    return getSlotRecipeFn(key, fallback);
  };
}
