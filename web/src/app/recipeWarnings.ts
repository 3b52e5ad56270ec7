import { system } from '../platform/system.ts';

/** Development only: name the component whose recipe is missing instead of rendering it unstyled. */
export function warnAboutMissingRecipes() {
  const { getRecipeFn, getSlotRecipeFn } = system;
  const warned = new Set<string>();
  const warn = (key: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(
      `Chakra recipe '${key}' is not registered in web/src/platform/systemConfig.ts; the component renders unstyled.`,
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
