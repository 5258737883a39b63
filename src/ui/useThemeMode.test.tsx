// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type Store } from 'ra-core';
import type { ReactNode } from 'react';
import { THEME_MODE_KEY, useThemeMode } from './useThemeMode';

const inStore = (store: Store) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <CoreAdminContext store={store}>{children}</CoreAdminContext>;
  };

describe('useThemeMode', () => {
  it('is light until chosen (no dark system preference), and keeps the choice in the store', () => {
    const store = memoryStore();
    const { result } = renderHook(() => useThemeMode(), { wrapper: inStore(store) });
    expect(result.current[0]).toBe('light');
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(store.getItem(THEME_MODE_KEY)).toBe('dark');
  });

  it('reads a stored choice', () => {
    const { result } = renderHook(() => useThemeMode(), { wrapper: inStore(memoryStore({ [THEME_MODE_KEY]: 'dark' })) });
    expect(result.current[0]).toBe('dark');
  });
});
