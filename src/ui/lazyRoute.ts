import { createElement, lazy, Suspense, useState, type ComponentType, type FunctionComponent } from 'react';
import type { CataloguePart } from '../../i18n/parts';
import { LAZY_CHUNK_TIMEOUT_MS } from '../contract/constants';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { loadEnglish } from './englishParts';
import { ChunkLoadError } from './chunkError';
import { LoadingDots } from './LoadingDots';

export interface ChunkOptions {
  /** how long the chunk may take before it counts as failed */
  ms?: number;
  /**
   * The part of English the chunk speaks (i18n/parts.ts), which it waits for: all of it ('rest')
   * unless it speaks only the router's ('first', the login page), the console's own, as the console
   * and its home's dispute queue do (`'console'`), or that and the case's (`'case'`).
   * tests/unit/englishParts.test.ts checks their code.
   */
  english?: CataloguePart;
}

/**
 * Resolves with the import once the English it needs is here too, or rejects with a
 * ChunkLoadError when either fails or takes longer than `ms`.
 */
export function loadChunk<T>(load: () => Promise<T>, { ms = LAZY_CHUNK_TIMEOUT_MS, english = 'rest' }: ChunkOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading a page timed out after ${ms / 1000} s`)), ms);
    Promise.all([load(), loadEnglish(english)]).then(([module]) => module).then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const message = cause instanceof Error ? cause.message : String(cause);
        reject(new ChunkLoadError(message, { cause }));
      },
    );
  });
}

export type LazyRoute<P extends object> = FunctionComponent<P> & {
  /**
   * Loads the chunk ahead of the first render, which then shows the page at once instead of
   * suspending (React reveals suspended content at most every 300 ms, which would hold back the
   * first screen). Loads once however often it is called, and never rejects: a failure is left to
   * the render, which shows the ChunkLoadError.
   */
  preload: () => Promise<void>;
};

/**
 * A page loaded as its own chunk: `lazyRoute(() => import('./SettingsPage'))`. The component it
 * returns brings its own Suspense ('...') and the ChunkLoadError boundary, so a route element,
 * a root of the router and react-admin's dashboard can all use it as is.
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: ChunkOptions = {}): LazyRoute<P> {
  let loaded: ComponentType<P> | undefined;
  const loadPage = () =>
    loadChunk(load, options).then((module) => {
      loaded = module.default;
      return module;
    });
  const Page = lazy(loadPage);
  const LazyRoute = (props: P) => {
    // chosen once per mount: switching from the lazy wrapper to the loaded page would remount it
    const [Component] = useState(() => loaded ?? Page);
    return createElement(ChunkErrorBoundary, null, createElement(Suspense, { fallback: createElement(LoadingDots) }, createElement(Component, props)));
  };
  let preloading: Promise<void> | undefined;
  LazyRoute.preload = () =>
    (preloading ??= loadPage().then(
      () => undefined,
      () => undefined,
    ));
  return LazyRoute;
}

/**
 * Resolves once `page` has preloaded or after `ms`, whichever comes first; never rejects (a failed
 * chunk is left to the render, as with `preload`). Without a page, at once.
 */
export function preloadWithin(page: Pick<LazyRoute<never>, 'preload'> | undefined, ms: number): Promise<void> {
  if (!page) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void page.preload().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
