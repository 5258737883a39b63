/**
 * The keyboard shortcuts' pure rules: when a key press belongs to the page (not to a field being
 * typed in), and the list of shortcuts the "?" overlay shows, by where they work.
 */

/** A press while typing in a field, or with a modifier the shortcut did not ask for, is not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target.getAttribute('role') === 'combobox';
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  defaultPrevented: boolean;
}

/** A single-key shortcut (j, /, ?) fires outside fields, with no Ctrl, ⌘ or Alt, and only once. */
export const isPlainShortcut = (event: KeyPress, key: string): boolean =>
  event.key === key && !event.ctrlKey && !event.metaKey && !event.altKey && !event.defaultPrevented && !isTyping(event.target);

/** Ctrl+K, or ⌘K on a Mac: works in fields too, as in other consoles. */
export const isPaletteShortcut = (event: KeyPress): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** An open dialog owns the keyboard: page shortcuts wait until it closes. */
export const dialogOpen = (): boolean => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;

export type ShortcutScope = 'everywhere' | 'queue' | 'case';

export interface Shortcut {
  /** the keys as shown (each a <kbd>) */
  keys: string[];
  /** catalogue key of what it does */
  label: string;
}

/** Every shortcut, by where it works: the "?" overlay lists these, in this order. */
export const SHORTCUTS: Record<ShortcutScope, Shortcut[]> = {
  everywhere: [
    { keys: ['Ctrl', 'K'], label: 'shortcuts.palette' },
    { keys: ['?'], label: 'shortcuts.help' },
  ],
  queue: [
    { keys: ['j'], label: 'shortcuts.queue.next' },
    { keys: ['k'], label: 'shortcuts.queue.previous' },
    { keys: ['Enter'], label: 'shortcuts.queue.open' },
    { keys: ['/'], label: 'shortcuts.queue.filter' },
  ],
  case: [
    { keys: ['j'], label: 'shortcuts.case.next' },
    { keys: ['k'], label: 'shortcuts.case.previous' },
    { keys: ['c'], label: 'shortcuts.case.chat' },
    { keys: ['r'], label: 'shortcuts.case.resolution' },
  ],
};
