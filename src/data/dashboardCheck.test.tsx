// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CoreAdmin, memoryStore, Resource, type AuthProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { authProvider as consoleAuthProvider } from '../featureProviders';
import { createQueryClient } from './queryClient';

/** React-admin's own routes around a dashboard, with the console's query client. */
function renderAdmin(checkAuth: AuthProvider['checkAuth']) {
  const draws = { home: 0 };
  const Home = () => {
    draws.home++;
    return <h1>Home</h1>;
  };
  const authProvider: AuthProvider = { checkAuth, login: vi.fn(), logout: vi.fn(async () => undefined), checkError: vi.fn() };
  const Layout = ({ children }: { children: ReactNode }) => <main>{children}</main>;
  const client = createQueryClient();
  render(
    <CoreAdmin requireAuth authProvider={authProvider} queryClient={client} store={memoryStore()} layout={Layout} dashboard={Home} loginPage={() => <p>Sign in</p>}>
      <Resource name="disputes" list={() => <p>Disputes</p>} />
    </CoreAdmin>,
  );
  return { draws, client };
}

describe("home, react-admin's dashboard", () => {
  it("is drawn once, on the layout's session check alone: no second check of its own, no permissions update", async () => {
    const checkAuth = vi.fn(async (_params: Record<string, unknown>) => undefined);
    const { draws, client } = renderAdmin(checkAuth);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    // the layout's check only: were react-admin to ask under another key, home would wait again and this fails
    expect(checkAuth.mock.calls.map(([{ signal: _signal, ...params }]) => params)).toEqual([{}]);
    // home's permission query has its answer and asks nothing: no answer to come and draw home again
    expect(client.getQueryState(['auth', 'getPermissions', { params: { route: 'dashboard' } }])).toMatchObject({ fetchStatus: 'idle', dataUpdateCount: 0, data: [] });
    expect(draws.home).toBe(1);
  });

  it("fits the console's authProvider, which has no getPermissions (the permission queries' [] is its answer)", () => {
    expect(consoleAuthProvider.getPermissions).toBeUndefined();
  });

  it('is not drawn when the layout check fails: the session still decides', async () => {
    renderAdmin(vi.fn(async () => Promise.reject(new Error('signed out'))));
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });
});
