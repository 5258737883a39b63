// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { memoryStore, type AuthProvider, type DataProvider } from 'ra-core';
import type { StaffUser } from '../contract';
import { placeholderUser, saveStaffUser } from '../auth/staffUser';
import { renderInAdmin } from '../ui/testing';
import { Layout } from './Layout';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const mediator: StaffUser = { ...placeholderUser(), id: 's1', username: 'mediator', isMediator: true, twoFactorSecretSet: true };

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  canAccess: () => Promise.resolve(true),
};

const fakeDataProvider = () => {
  const none = () => Promise.reject(new Error('not in this test'));
  return {
    getList: none, getOne: none, getMany: none, getManyReference: none, create: none, update: none, updateMany: none, delete: none, deleteMany: none,
    getMarketPrices: vi.fn(() => Promise.resolve({ EUR: 61234 })),
  } satisfies DataProvider & { getMarketPrices: unknown };
};

/** The MUI theme's mode as the page sees it. */
function Mode() {
  return <p>mode: {useTheme().palette.mode}</p>;
}

function Broken(): never {
  throw new Error('broken page');
}

describe('the console layout', () => {
  it('draws the app bar, the menu of the role and the page', async () => {
    saveStaffUser(mediator);
    const dataProvider = fakeDataProvider();
    renderInAdmin(<Layout><p>The page</p></Layout>, { authProvider, dataProvider });

    const main = await screen.findByRole('main');
    expect(within(main).getByText('The page')).toBeInTheDocument();
    const appBar = screen.getByRole('banner');
    expect(within(appBar).getByRole('heading', { name: 'Peach staff console' })).toHaveAttribute('id', 'react-admin-title');
    expect(within(appBar).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(appBar).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', expect.stringMatching(/\/settings$/)); // the test's router is a hash router
    expect(within(appBar).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(await within(appBar).findByText(/61[,’' ]?234/)).toBeInTheDocument();
    expect(dataProvider.getMarketPrices).toHaveBeenCalled();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Search', 'Escrows', 'Events', 'Users', 'Scammers']);
  });

  it('opens and closes the menu, and keeps the choice in the store', async () => {
    saveStaffUser(mediator);
    const store = memoryStore();
    renderInAdmin(<Layout><p>The page</p></Layout>, { authProvider, dataProvider: fakeDataProvider(), store });
    fireEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(store.getItem('sidebar.open')).toBe(false);
    // the links keep their names for screen readers while the menu shows its icons alone
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(6);
  });

  it('on a phone the menu is a drawer over the page, closed once a link is followed', async () => {
    // every media query matches: the phone's breakpoint (MUI asks only that one here)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    saveStaffUser(mediator);
    const store = memoryStore({ 'sidebar.open': true });
    renderInAdmin(<Layout><p>The page</p></Layout>, { authProvider, dataProvider: fakeDataProvider(), store });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.closest('.MuiDrawer-modal')).not.toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: 'Search' }));
    expect(store.getItem('sidebar.open')).toBe(false);
  });

  it('gives the page the theme chosen in the store', async () => {
    saveStaffUser(mediator);
    renderInAdmin(<Layout><Mode /></Layout>, { authProvider, dataProvider: fakeDataProvider(), store: memoryStore({ theme: 'dark' }) });
    expect(await screen.findByText('mode: dark')).toBeInTheDocument();
  });

  it('shows the error page in place of a page that fails, inside the app bar and menu', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveStaffUser(mediator);
    renderInAdmin(<Layout><Broken /></Layout>, { authProvider, dataProvider: fakeDataProvider() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
