import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkErrorBoundary } from '../ChunkErrorBoundary';
import { loadChunk } from '../lazyRoute';
import type { KeyboardDialog } from './KeyboardDialogs';
import { dialogOpen, isPaletteShortcut, isPlainShortcut } from './keys';

// a chunk of its own, downloaded when a key first asks for a dialog: no first load carries it
const KeyboardDialogs = lazy(() => loadChunk(() => import('./KeyboardDialogs')));

type Open = KeyboardDialog | null;

/**
 * The console-wide keys: Ctrl+K / ⌘K opens the command palette, "?" the list of shortcuts. Only
 * this listener is part of the console's first load; the dialogs are fetched when first asked for
 * and then stay mounted (closed), so they open at once the next time.
 */
export function KeyboardLaunchers() {
  const [open, setOpen] = useState<Open>(null);
  const [used, setUsed] = useState<Partial<Record<KeyboardDialog, true>>>({});
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const which: Open = isPaletteShortcut(event) ? 'palette' : isPlainShortcut(event, '?') && !dialogOpen() ? 'help' : null;
      if (!which) return;
      event.preventDefault();
      setUsed((u) => ({ ...u, [which]: true }));
      setOpen((current) => (current === which && which === 'palette' ? null : which));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const close = () => setOpen(null);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>{(used.palette || used.help) && <KeyboardDialogs open={open} used={used} onClose={close} />}</Suspense>
    </ChunkErrorBoundary>
  );
}
