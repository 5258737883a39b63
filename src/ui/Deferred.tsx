import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts its children in a deferred render (transition priority, in slices of a few milliseconds
 * with the browser let in between) rather than in the update that first shows it: the console's
 * first screen is mounted by react-query's synchronous updates, one long task of a hundred and more
 * milliseconds on a laptop and several times that on a phone. Later updates of the children render
 * as usual; only the first mount waits, showing nothing meanwhile.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : null;
}
