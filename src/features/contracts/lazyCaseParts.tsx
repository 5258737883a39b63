import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { loadChunk } from '../../ui/lazyRoute';
import { LoadingDots } from '../../ui/LoadingDots';

/**
 * The case's parts fetched on demand (caseOnDemand.ts, one chunk): its dialogs and its audit
 * trail. `preloadCaseDialogs` starts the fetch when a hand comes near a button or form that opens
 * a dialog (pointer or keyboard focus), so the dialog is usually there at the click; until then
 * the spec's '...' shows where it will open.
 */
const load = () => import('./caseOnDemand');

// the module system fetches a chunk once however often it is asked; a failure is left to the dialog's own load
export const preloadCaseDialogs = () => void load().catch(() => undefined);

type Parts = Awaited<ReturnType<typeof load>>;
export function lazyPart<P extends object>(pick: (parts: Parts) => ComponentType<P>, fallback: (props: P) => ReactNode = () => <LoadingDots />) {
  const Part = lazy(() => loadChunk(load, { english: 'case' }).then((parts) => ({ default: pick(parts) })));
  return function CasePart(props: P) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={fallback(props)}>
          <Part {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}

export const ResolutionConfirm = lazyPart((parts) => parts.ResolutionConfirm);
export const SavedResponseDelete = lazyPart((parts) => parts.SavedResponseDelete);
export const HandOverDialog = lazyPart((parts) => parts.HandOverDialog);
