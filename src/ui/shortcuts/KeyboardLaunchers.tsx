import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkErrorBoundary } from '../ChunkErrorBoundary';
import { loadChunk } from '../lazyRoute';
import { dialogOpen, isPaletteShortcut, isPlainShortcut } from './keys';

// each its own chunk, downloaded at its first opening: no first load carries them
const CommandPalette = lazy(() => loadChunk(() => import('../palette/CommandPalette')));
const ShortcutsOverlay = lazy(() => loadChunk(() => import('./ShortcutsOverlay')));

type Open = 'palette' | 'help' | null;

/**
 * The console-wide keys: Ctrl+K / ⌘K opens the command palette, "?" the list of shortcuts. Only
 * this listener is part of the console's first load; each dialog is fetched when first asked for
 * and then stays mounted (closed), so it opens at once the next time.
 */
export function KeyboardLaunchers() {
  const [open, setOpen] = useState<Open>(null);
  const [used, setUsed] = useState<{ palette?: true; help?: true }>({});
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
      <Suspense fallback={null}>
        {used.palette && <CommandPalette open={open === 'palette'} onClose={close} />}
        {used.help && <ShortcutsOverlay open={open === 'help'} onClose={close} />}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
