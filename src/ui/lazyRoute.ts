import { createElement, lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '../domain/constants';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { ChunkLoadError } from './chunkError';
import { LoadingDots } from './LoadingDots';

/** Resolves with the import, or rejects with a ChunkLoadError when it fails or takes longer than `ms`. */
export function loadChunk<T>(load: () => Promise<T>, ms: number = LAZY_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading a page timed out after ${ms / 1000} s`)), ms);
    load().then(
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

/**
 * A page loaded as its own chunk: `lazyRoute(() => import('./SettingsPage'))`. The component it
 * returns brings its own Suspense ('...') and the ChunkLoadError boundary, so a route element,
 * the login page and react-admin's dashboard can all use it as is.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  ms: number = LAZY_CHUNK_TIMEOUT_MS,
): FunctionComponent<P> {
  const Page = lazy(() => loadChunk(load, ms));
  const LazyRoute = (props: P) =>
    createElement(ChunkErrorBoundary, null, createElement(Suspense, { fallback: createElement(LoadingDots) }, createElement(Page, props)));
  return LazyRoute;
}
