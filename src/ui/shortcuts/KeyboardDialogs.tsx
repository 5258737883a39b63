import CommandPalette from '../palette/CommandPalette';
import ShortcutsOverlay from './ShortcutsOverlay';

export type KeyboardDialog = 'palette' | 'help';

/**
 * The dialogs the console-wide keys open, as one chunk: a second dynamic import would split the
 * MUI parts they share with the first load into more chunks, and the first load would grow.
 */
export default function KeyboardDialogs({ open, used, onClose }: { open: KeyboardDialog | null; used: Partial<Record<KeyboardDialog, true>>; onClose: () => void }) {
  return (
    <>
      {used.palette && <CommandPalette open={open === 'palette'} onClose={onClose} />}
      {used.help && <ShortcutsOverlay open={open === 'help'} onClose={onClose} />}
    </>
  );
}
