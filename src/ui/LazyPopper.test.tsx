// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LazyPopper } from './LazyPopper';

describe('LazyPopper (the Popper of MUI Tooltip in the build)', () => {
  it('renders nothing and loads nothing while closed, then the real popper when opened', async () => {
    const anchor = document.createElement('button');
    document.body.appendChild(anchor);
    const { rerender } = render(
      <LazyPopper open={false} anchorEl={anchor}>
        <span>tip</span>
      </LazyPopper>,
    );
    expect(screen.queryByText('tip')).toBeNull();
    rerender(
      <LazyPopper open anchorEl={anchor}>
        <span>tip</span>
      </LazyPopper>,
    );
    expect(await screen.findByText('tip')).toBeTruthy();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    // once arrived, closing and opening again needs no wait
    await act(async () =>
      rerender(
        <LazyPopper open={false} anchorEl={anchor}>
          <span>tip</span>
        </LazyPopper>,
      ),
    );
    expect(screen.queryByText('tip')).toBeNull();
    rerender(
      <LazyPopper open anchorEl={anchor}>
        <span>tip</span>
      </LazyPopper>,
    );
    expect(screen.getByText('tip')).toBeTruthy();
  });
});
