// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StaffUser } from '../api/types';
import { placeholderUser, saveStaffUser } from '../auth/staffUser';
import { RequireArea } from './RequireArea';
import { renderInAdmin } from './testing';

const user = (flags: Partial<StaffUser>): StaffUser => ({ ...placeholderUser(), id: 's1', username: 'x', ...flags });

afterEach(() => localStorage.clear());

describe('RequireArea', () => {
  it('shows the page to a role that may use the area', () => {
    saveStaffUser(user({ isAdmin: true }));
    renderInAdmin(<RequireArea area="news">News page</RequireArea>);
    expect(screen.getByText('News page')).toBeInTheDocument();
  });

  it("shows UNAUTHORIZED to a role that may not, and not the page", () => {
    saveStaffUser(user({ isMediator: true }));
    renderInAdmin(<RequireArea area="news">News page</RequireArea>);
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have permission to view this content.");
    expect(screen.queryByText('News page')).not.toBeInTheDocument();
  });

  it('lets everyone signed in use the events screen', () => {
    saveStaffUser(user({ canSeeAnalytics: true }));
    renderInAdmin(<RequireArea area="events">Events page</RequireArea>);
    expect(screen.getByText('Events page')).toBeInTheDocument();
  });
});
