// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPaletteShortcut, isPlainShortcut, isTyping, SHORTCUTS, type KeyPress } from './keys';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, target: document.body, defaultPrevented: false, ...extra });

describe('keyboard shortcuts', () => {
  it('a plain key on the page is a shortcut', () => {
    expect(isPlainShortcut(press('j'), 'j')).toBe(true);
    expect(isPlainShortcut(press('k'), 'j')).toBe(false);
  });

  it('typing in a field, a modifier or a handled press is not', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(input, textarea, editable);
    for (const target of [input, textarea, inside]) expect(isPlainShortcut(press('/', { target }), '/')).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isPlainShortcut(press('j', { ctrlKey: true }), 'j')).toBe(false);
    expect(isPlainShortcut(press('j', { altKey: true }), 'j')).toBe(false);
    expect(isPlainShortcut(press('j', { defaultPrevented: true }), 'j')).toBe(false);
  });

  it('Ctrl+K and ⌘K open the palette, in a field too', () => {
    expect(isPaletteShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press('K', { metaKey: true, target: document.createElement('input') }))).toBe(true);
    expect(isPaletteShortcut(press('k'))).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('lists each key once per place', () => {
    for (const list of Object.values(SHORTCUTS)) {
      const keys = list.map((s) => s.keys.join('+'));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
