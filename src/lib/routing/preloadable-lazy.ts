import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component, and what loads its code ahead of its first render. */
export interface PreloadableLazy<P extends object> {
  /** The lazy component of the module's default export, created once so React keeps its loaded state. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the code; `Component` shares the same load, and once it resolved renders without suspending. */
  preload: () => Promise<void>;
}

/** The loads started and not yet settled. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Settles once every load started so far has (undefined when none is under way). For tests: a page's code still
 * loading when a test ends would finish inside the next test, outside React's act().
 */
export function settledLoads(): Promise<void> | undefined {
  if (inFlight.size === 0) return undefined;
  return Promise.allSettled([...inFlight]).then(() => undefined);
}

/**
 * `lazy(load)` that can be loaded ahead of rendering (a route's page, the header's user card). React's lazy calls
 * `then` on what the loader returns and renders at once when that calls back synchronously: once the module is here,
 * the loader hands it over that way.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableLazy<P> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  // A failed load is not kept: the next preload tries again (a network blip in a store must not stick until a reload).
  const start = () => {
    if (loading) return loading;
    const started = load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    inFlight.add(started);
    const settle = () => inFlight.delete(started);
    started.then(settle, settle);
    loading = started;
    return started;
  };
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return start();
    const settled: PromiseLike<Module> = { then: (onLoaded) => onLoaded?.(module) as never };
    return settled as Promise<Module>;
  });
  return { Component, preload: () => start().then(() => undefined) };
}
