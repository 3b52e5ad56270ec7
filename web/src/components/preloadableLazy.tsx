import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first use, as React's `lazy` loads one, that can also be loaded ahead
 * (`preload`) and then renders at once. React's `lazy` suspends on its first render even when its
 * module has arrived, and React reveals a suspended boundary's content up to 300 ms later (its
 * fallback throttle): a dialog opened by a key would wait that long for nothing.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableLazy(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: PreloadableLazy, preload };
}
