// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

// the Tooltip keeps MUI's once it has arrived: each test starts before that
beforeEach(() => vi.resetModules());
const tooltip = () => import('./Tooltip').then((module) => module.Tooltip);

describe('Tooltip', () => {
  it("names its element by the title until MUI's Tooltip has arrived on the first interaction, which then shows it on hover", async () => {
    const Tooltip = await tooltip();
    render(
      <Tooltip title="Settings">
        <button type="button">⚙</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Settings' })).not.toBe(button));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings');
  });

  it('keeps an aria-label of its own element, and the focus of a keyboard user across the swap', async () => {
    const Tooltip = await tooltip();
    render(
      <Tooltip title="Sign out of the console">
        <button type="button" aria-label="Sign out">
          ⏻
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Sign out' });
    act(() => button.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).not.toBe(button));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
  });
});
