import type { SystemStyleObject } from '@chakra-ui/react';
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import { system } from './system.ts';

/**
 * A class's styles as a Chakra component would have them: a recipe's result (resolved already, in
 * Chakra's `recipes` cascade layer) and the element's own style props, outside any layer, so they
 * win over the recipe as a component's style props do.
 */
export type ClassStyles = { recipe?: SystemStyleObject; own?: SystemStyleObject };

/** A recipe the system lacks (not registered in systemConfig.ts) fails here, at build time, not as an unstyled screen. */
function registered<T>(recipe: T | undefined, key: string): T {
  if (!recipe) throw new Error(`Chakra recipe '${key}' is not registered in web/src/platform/systemConfig.ts`);
  return recipe;
}

/** A recipe's styles for the given variants (its defaults for the rest). */
export const recipeStyles = (key: string, variants: Record<string, string> = {}): SystemStyleObject =>
  system.cva(registered(system.getRecipe(key), key))(variants) as SystemStyleObject;

/** A slot recipe's styles by slot. (Chakra types its slot recipe functions as giving class names; they give styles.) */
export const slotRecipeStyles = (key: string, variants: Record<string, string> = {}) =>
  system.sva(registered(system.getSlotRecipe(key), key))(variants) as unknown as Record<string, SystemStyleObject>;

/** The rules of a stylesheet's named parts: each part's class with its recipe's styles and its own. */
export function partRules<P extends string>(
  classNames: Record<P, string>,
  recipes: Partial<Record<P, SystemStyleObject>>,
  own: Partial<Record<P, SystemStyleObject>>,
): Record<string, ClassStyles> {
  return Object.fromEntries(
    (Object.keys(classNames) as P[]).map((part) => [classNames[part], { recipe: recipes[part], own: own[part] }]),
  );
}

/**
 * Chakra styles for plain elements, as rules of named classes, resolved (tokens, conditions,
 * layers) and serialized on first use only: a production build writes them into the page's
 * stylesheet, elsewhere Emotion's `Global` inserts them once (pageStylesheets.ts). A Chakra
 * component resolves, serializes and hashes its styles on every render: on the screens rendered
 * most, with hundreds of them, that was most of their render (docs/decisions/062, 063).
 */
export function classStylesheet(rules: () => Record<string, ClassStyles>): () => SerializedStyles {
  let serialized: SerializedStyles | undefined;
  return () => {
    serialized ??= css(
      Object.fromEntries(
        Object.entries(rules()).map(([name, { recipe, own }]) => [
          `.${name}`,
          { ...recipe, ...(own ? system.css(own) : {}) } as CSSObject,
        ]),
      ),
    );
    return serialized;
  };
}
