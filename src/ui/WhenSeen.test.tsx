// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenSeen } from './WhenSeen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('WhenSeen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the placeholder until it comes near the viewport, then the part for good', () => {
    const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          this.entry = { callback, options, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    render(<WhenSeen placeholder={<p>waiting</p>} margin="100px">{<p>the part</p>}</WhenSeen>);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('the part')).toBeNull();
    expect(observers[0].options?.rootMargin).toBe('100px');
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('the part')).toBeNull();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(observers[0].disconnected).toBe(true);
  });

  it('draws the part at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenSeen placeholder={<p>waiting</p>}>{<p>the part</p>}</WhenSeen>);
    expect(screen.getByText('the part')).toBeTruthy();
  });
});
