// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nContext } from 'ra-core';
import { buildI18nProvider } from '../../i18n/provider';
import { enFirst } from '../../i18n/enFirst';
import { LanguagePicker } from './LanguagePicker';

const renderPicker = (onChoose = vi.fn()) => {
  render(
    <I18nContext.Provider value={buildI18nProvider({ en: enFirst }, 'en')}>
      <LanguagePicker locale="de" onChoose={onChoose} />
      <p>elsewhere</p>
    </I18nContext.Provider>,
  );
  return onChoose;
};
const button = () => screen.getByRole('button', { name: 'Language: Deutsch' });
/** Lets MUI's focus ripple, which starts a tick after the focus moves to an item, run inside act. */
const settle = () => act(async () => undefined);
/** Opens the list as a press of the button does. */
const open = async () => {
  fireEvent.click(button());
  await settle();
};

describe('LanguagePicker', () => {
  it('opens on the chosen language, and Escape gives the focus back to the button', async () => {
    renderPicker();
    expect(button()).not.toHaveAttribute('aria-expanded');
    await open();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAttribute('id', button().getAttribute('aria-controls'));
    expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Schweizerdeutsch' })).toHaveAttribute('lang', 'de-CH');

    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Deutsch' }), { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('moves with the arrow keys and chooses with Enter', async () => {
    const onChoose = renderPicker();
    await open();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    await settle();
    expect(screen.getByRole('menuitem', { name: 'Schweizerdeutsch' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Schweizerdeutsch' }), { key: 'Enter' });
    await settle();
    expect(onChoose).toHaveBeenCalledWith('de-CH');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Tab, and on a click elsewhere, choosing nothing', async () => {
    const onChoose = renderPicker();
    await open();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    await settle();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();

    await open();
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'English' }));
    expect(screen.getByRole('menu')).toBeInTheDocument(); // a press inside is not away
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('closes when its button is pressed again', async () => {
    renderPicker();
    await open();
    fireEvent.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
