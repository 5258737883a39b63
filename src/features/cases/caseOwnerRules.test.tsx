// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseState } from '../../contract/cases';
import { withAccess } from '../../auth/canAccess';
import { clearStaffUser, placeholderUser, saveStaffUser } from '../../auth/staffUser';
import { ACCESS } from '../../featureProviders';
import { renderInAdmin } from '../../ui/testing';
import { CaseOwnerPanel } from './CaseOwnerPanel';
import { TakenNotice } from './TakenNotice';

/**
 * Who sees what of a case's owner: "Taken by …" is for everyone but the owner, and only admins
 * see "Hand over". The console's own access table decides, as in the running console.
 */

const CONTRACT = '14-15';
const OWNER = { id: 'staff-owner', username: 'mira', since: new Date('2026-11-20T09:00:00Z') };

const signedInAs = (id: string, roles: { isAdmin?: boolean; isMediator?: boolean }) => saveStaffUser({ ...placeholderUser(), id, ...roles });
const caseData = (state: CaseState): DataProvider => ({ getCase: async () => state }) as unknown as DataProvider;
const authProvider = withAccess(
  {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  } satisfies AuthProvider,
  ACCESS,
);
/** The owner line once the case has loaded (until then it reads "…"). */
const ownerLine = () => waitFor(() => {
  const text = screen.getByTestId('case-owner-text').textContent ?? '';
  expect(text).not.toBe('…');
  return text;
});
const render = (ui: React.ReactNode, state: CaseState) => renderInAdmin(ui, { dataProvider: caseData(state), authProvider });

afterEach(() => clearStaffUser());

describe('"Taken by" and the case owner', () => {
  it('shows "Taken by mira" to a colleague, above the chat and the resolution', async () => {
    signedInAs('staff-other', { isMediator: true });
    render(<TakenNotice contractId={CONTRACT} />, { contractId: CONTRACT, owner: OWNER });
    expect((await screen.findByTestId('taken-notice')).textContent).toContain('Taken by mira.');
  });

  it('hides "Taken by" from the owner, who reads that the case is theirs', async () => {
    signedInAs(OWNER.id, { isMediator: true });
    render(
      <>
        <CaseOwnerPanel contractId={CONTRACT} canTake />
        <TakenNotice contractId={CONTRACT} />
      </>,
      { contractId: CONTRACT, owner: OWNER },
    );
    expect(await ownerLine()).toContain('You have taken this case');
    expect(screen.queryByTestId('taken-notice')).toBeNull();
    expect(screen.queryByText(/Taken by/)).toBeNull();
  });
});

describe('"Hand over"', () => {
  it('is not shown to a mediator, not even on a case someone else has taken', async () => {
    signedInAs('staff-other', { isMediator: true });
    render(<CaseOwnerPanel contractId={CONTRACT} canTake />, { contractId: CONTRACT, owner: OWNER });
    expect(await ownerLine()).toContain('Taken by mira');
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
  });

  it('is shown to an admin', async () => {
    signedInAs('staff-admin', { isAdmin: true });
    render(<CaseOwnerPanel contractId={CONTRACT} canTake />, { contractId: CONTRACT, owner: OWNER });
    expect(await screen.findByRole('button', { name: 'Hand over' })).toBeTruthy();
  });
});
