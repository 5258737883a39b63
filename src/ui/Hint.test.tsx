// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Hint } from './Hint';

describe('Hint', () => {
  it('shows its words below the element on hover, and hides them when the pointer leaves', async () => {
    render(
      <Hint title="Settings">
        <button aria-label="Settings">⚙</button>
      </Hint>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Settings' }).parentElement!);
    expect(await screen.findByRole('tooltip', { name: 'Settings' })).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('button').parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names an element without a name of its own, and is not read a second time for one named by the same words', () => {
    render(
      <>
        <Hint title="Sort by amount, largest first">
          <span role="button" tabIndex={0}>
            Amount
          </span>
        </Hint>
        <Hint title="Log out">
          <button aria-label="Log out">⏻</button>
        </Hint>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sort by amount, largest first' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).not.toHaveAttribute('aria-describedby');
  });

  it('describes a named element while shown, and Escape hides it (WCAG 1.4.13)', async () => {
    render(
      <Hint title="Copies the id">
        <button aria-label="Copy">⧉</button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    fireEvent.mouseEnter(button.parentElement!);
    const tip = await screen.findByRole('tooltip');
    expect(button).toHaveAttribute('aria-describedby', tip.id);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });
});
