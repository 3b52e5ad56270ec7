import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { loadChunk } from '../../platform/loadChunk.ts';

/** A route's lazily loaded component and, for a screen that has one, its loader. */
export type LazyRouteParts = Pick<RouteObject, 'lazy' | 'loader'>;

/**
 * The route `lazy` of a component that is the named export of a module of its own (with the
 * module's `shouldRevalidate`, when it has one, for its loader), loaded through
 * loadChunk (a failed load, or none within 120 s, is 'Loading chunk failed' for the route's error
 * boundary). `loadLoader` names the screen's loader module (a `loader` export), a small chunk of its
 * own: the route's `loader` loads and runs it while the router loads the screen's code, so the
 * screen's queries are under way before its code has arrived.
 *
 * The function form of `lazy`, not the object form: with the object form, a component whose chunk
 * failed on a route without a loader left the page blank instead of reaching the error boundary.
 */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
  loadLoader?: () => Promise<{ loader: LoaderFunction }>,
): LazyRouteParts {
  const lazy = () =>
    loadChunk(load).then((module) => {
      const { shouldRevalidate } = module as { shouldRevalidate?: ShouldRevalidateFunction };
      return { Component: module[exportName], ...(shouldRevalidate ? { shouldRevalidate } : {}) };
    });
  if (!loadLoader) return { lazy };
  const loader = (args: LoaderFunctionArgs) => loadChunk(loadLoader).then((module) => module.loader(args));
  return { lazy, loader };
}
