// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type AuthProvider } from 'ra-core';
import { createQueryClient } from '../data/queryClient';
import { AccessGuard } from '../ui/AccessGuard';
import type { ConsoleAuthProvider } from './canAccess';
import { useAccess } from './useAccess';

const base: AuthProvider = { checkAuth: vi.fn(), login: vi.fn(), logout: vi.fn(), checkError: vi.fn() };
const mediatorOnly = (resource: string) => resource === 'disputes';
const consoleProvider: ConsoleAuthProvider = {
  ...base,
  canAccess: async ({ resource }) => mediatorOnly(resource),
  canAccessNow: ({ resource }) => mediatorOnly(resource),
};

function Handles() {
  const { canAccess, isPending } = useAccess({ resource: 'disputes', action: 'edit' });
  return <p>{isPending ? 'asking' : canAccess ? 'resolves' : 'reads only'}</p>;
}

const renderWith = (authProvider: AuthProvider, resource: string) =>
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={createQueryClient()} store={memoryStore()}>
      <AccessGuard resource={resource}>
        <h1>Queue</h1>
      </AccessGuard>
      <Handles />
    </CoreAdminContext>,
  );

describe('useAccess and AccessGuard', () => {
  it("know react-admin's answer in their first render: no spinner, then the page drawn again", () => {
    renderWith(consoleProvider, 'disputes');
    expect(screen.getByRole('heading', { name: 'Queue' })).toBeInTheDocument();
    expect(screen.getByText('resolves')).toBeInTheDocument();
  });

  it('refuse at once what the role may not use', () => {
    renderWith(consoleProvider, 'analytics');
    expect(screen.queryByRole('heading', { name: 'Queue' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('ask react-admin as before with an authProvider that cannot answer at once', async () => {
    renderWith({ ...base, canAccess: async () => true }, 'disputes');
    expect(screen.getByText('asking')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Queue' })).toBeInTheDocument();
    expect(await screen.findByText('resolves')).toBeInTheDocument();
  });
});
