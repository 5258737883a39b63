import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts its children in a render and a commit of their own, after the one that first shows it:
 * a transition started once this has committed (rendered in slices of a few milliseconds, the
 * browser let in between). A commit cannot be cut, and one that mounts the whole first screen is
 * one long task on a phone; in turns, the layout is drawn (and painted) before the page in it.
 * Later updates of the children render as usual; only the first mount waits, showing nothing.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : null;
}
