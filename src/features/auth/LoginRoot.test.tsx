// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LOADERS } from '../../../i18n/loaders';
import { BannerProvider } from '../../ui/Banner';
import { OutsideAdmin } from '../../ui/OutsideAdmin';
import LoginRoot from './LoginRoot';

/** /login as src/router.tsx mounts it: the banner around it, OutsideAdmin's translator in the stored language. */
const renderLogin = () =>
  render(
    <BannerProvider>
      <RouterProvider router={createMemoryRouter([{ path: '/login', element: <OutsideAdmin><LoginRoot /></OutsideAdmin> }], { initialEntries: ['/login'] })} />
    </BannerProvider>,
  );

const choose = (current: string, language: string) => {
  fireEvent.click(screen.getByRole('button', { name: current }));
  fireEvent.click(screen.getByRole('menuitem', { name: language }));
};

beforeEach(() => localStorage.clear());

// one module state for the file (the catalogues): the failed download runs before German has arrived
describe('the login page’s language, without react-admin’s store', () => {
  it('stays in its language and says so when the German chunk cannot be downloaded', async () => {
    vi.spyOn(LOADERS, 'de').mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    renderLogin();
    choose('Language: English', 'Deutsch');
    expect(await screen.findByRole('alert')).toHaveTextContent('A part of the console could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect([localStorage.getItem('peach.locale'), localStorage.getItem('RaStore.locale')]).toEqual([null, null]);
  });

  it('switches the page to the language chosen, keeps what was typed, and leaves the choice where the console reads it', async () => {
    renderLogin();
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'mediator' } });
    choose('Language: English', 'Deutsch');

    // the German chunk is imported on the choice: on a loaded machine that takes more than findBy's default second
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('mediator');
    expect(screen.getByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    // peach.locale for the next page load, react-admin's own key for <Admin> after the sign-in
    expect([localStorage.getItem('peach.locale'), localStorage.getItem('RaStore.locale')]).toEqual(['de', '"de"']);
  });
});
