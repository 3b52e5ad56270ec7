import { createHash } from 'node:crypto';
import type { SerializedStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { systemConfig } from '../src/platform/systemConfig.ts';

/** Where Chakra's createSystem computes the global styles, eagerly, for ChakraProvider to insert. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's global styles for the app's system (the reset, the global CSS, every token as a CSS
 * variable, in their cascade layers) as the CSS Emotion inserts for them at run time: the same
 * serializer and the same stylis compiler, run here instead of in the page.
 */
async function globalStylesheet(): Promise<string> {
  const [{ createSystem }, { defaultBaseConfig }, { default: createCache }, { serializeStyles }, { PAGE_STYLESHEETS }] =
    await Promise.all([
      import('@chakra-ui/react/styled-system'),
      import('@chakra-ui/react/preset-base'),
      import('@emotion/cache'),
      import('@emotion/serialize'),
      import('../src/app/pageStylesheets.ts'),
    ]);
  const system = createSystem(defaultBaseConfig, systemConfig);
  const cache = createCache({ key: 'css' });
  const cssOf = (serialized: SerializedStyles, what: string) => {
    const css = cache.insert('', serialized, cache.sheet, true);
    if (typeof css !== 'string' || css === '') throw new Error(`chakra-global-css: Emotion gave no CSS for ${what}`);
    return css;
  };
  const global = cssOf(serializeStyles([system._global], cache.registered), 'the global styles');
  // The app's class stylesheets after them, as the app inserts them once the global styles are in.
  const classes = PAGE_STYLESHEETS.map((styles, index) => cssOf(styles(), `the app's class stylesheet ${index}`));
  // The layers' order first, as ChakraProvider declares it before the global styles.
  return [system.layers.atRule, global, ...classes].join('');
}

/**
 * A production build's Chakra global styles as a stylesheet of its own, linked from the page, in
 * place of their computation and insertion by script as the page starts: on two cores those took
 * about a fifth of a research record's open on a fresh page (docs/decisions/062). The page's
 * `createSystem` no longer computes them (a build-time edit of Chakra's system module, which fails
 * the build if Chakra changes that line), so ChakraProvider inserts an empty list. A development
 * server is unchanged: the system computes and inserts them itself.
 */
export function chakraGlobalCss(): Plugin {
  let href = '';
  return {
    name: 'chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER_GLOBAL))
        this.error(`chakra-global-css: Chakra's ${id} no longer has '${EAGER_GLOBAL}'; update vite/chakraGlobalCss.ts`);
      return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null };
    },
    async buildStart() {
      const source = await globalStylesheet();
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/chakra-global-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source });
      href = `/${fileName}`;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href }, injectTo: 'head' }],
  };
}
