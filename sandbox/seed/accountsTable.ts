import type { StaffRecord } from '../db/adminRecords';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from './staff';

/**
 * The sandbox's start-up table of staff accounts, read from the database as they are now: the demo
 * password only where it still signs in, the seeded TOTP secret only where it is still the one set,
 * and who is locked or disabled. (It was printed from the seed's list, so a changed password or a
 * newly set 2FA still showed the seed's.)
 */

/** Whether a stored password hash is the demo password's (sandbox/http/auth.ts verifyPassword). */
export type IsDemoPassword = (passwordHash: string) => Promise<boolean>;

const roleNames = (s: StaffRecord): string =>
  [s.isAdmin && 'admin', s.isMediator && 'mediator', s.isMaintainer && 'maintainer', s.canSeeAnalytics && 'analytics'].filter(Boolean).join(', ') || 'none';

const demoOrder = (s: StaffRecord): number => {
  const index = DEMO_STAFF.findIndex((demo) => demo.id === s.id);
  return index === -1 ? DEMO_STAFF.length : index;
};

/** The rows: username, roles, password, 2FA, state; demo accounts first in their order, then the others by username. */
export async function accountRows(staff: StaffRecord[], isDemoPassword: IsDemoPassword): Promise<string[][]> {
  const ordered = [...staff].sort((a, b) => demoOrder(a) - demoOrder(b) || a.username.localeCompare(b.username));
  return Promise.all(
    ordered.map(async (s) => [
      s.username,
      roleNames(s),
      (await isDemoPassword(s.passwordHash)) ? DEMO_PASSWORD : 'changed',
      !s.twoFactorSecret ? 'not set' : s.twoFactorSecret === ADMIN_TOTP_SECRET ? `set (TOTP secret ${ADMIN_TOTP_SECRET})` : 'set',
      s.disabled ? 'disabled' : s.locked ? 'locked' : 'active',
    ]),
  );
}

/** The table as printed: a header line and a line per account, columns padded to their widths. */
export async function accountsTable(staff: StaffRecord[], isDemoPassword: IsDemoPassword, { more = 0 } = {}): Promise<string> {
  const header = ['username', 'roles', 'password', '2FA', 'state'];
  const rows = await accountRows(staff, isDemoPassword);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`.trimEnd();
  const lines = ['Staff accounts, as stored now:', line(header), ...rows.map(line)];
  if (more > 0) lines.push(`  … and ${more} more (Admin in the console lists them all)`);
  return lines.join('\n');
}
