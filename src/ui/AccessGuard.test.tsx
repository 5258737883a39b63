// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StaffUser } from '../contract';
import { placeholderUser, saveStaffUser } from '../auth/staffUser';
import { authProvider } from '../featureProviders';
import { AccessGuard } from './AccessGuard';
import { renderInAdmin } from './testing';

const user = (flags: Partial<StaffUser>): StaffUser => ({ ...placeholderUser(), id: 's1', username: 'x', ...flags });

afterEach(() => localStorage.clear());

describe('AccessGuard (react-admin canAccess)', () => {
  it('shows the page to a role that may use the area', async () => {
    saveStaffUser(user({ isAdmin: true }));
    renderInAdmin(<AccessGuard resource="news">News page</AccessGuard>, { authProvider });
    expect(await screen.findByText('News page')).toBeInTheDocument();
  });

  it("shows UNAUTHORIZED to a role that may not, and not the page", async () => {
    saveStaffUser(user({ isMediator: true }));
    renderInAdmin(<AccessGuard resource="news">News page</AccessGuard>, { authProvider });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view this content.");
    expect(screen.queryByText('News page')).not.toBeInTheDocument();
  });

  it('lets everyone signed in use the events screen', async () => {
    saveStaffUser(user({ canSeeAnalytics: true }));
    renderInAdmin(<AccessGuard resource="events">Events page</AccessGuard>, { authProvider });
    expect(await screen.findByText('Events page')).toBeInTheDocument();
  });
});
