import { describe, expect, it } from 'vitest';
import type { StaffRecord } from '../db/adminRecords';
import { accountsTable } from './accountsTable';
import { ADMIN_TOTP_SECRET, DEMO_STAFF } from './staff';

const record = (username: string, extra: Partial<StaffRecord> = {}): StaffRecord => {
  const demo = DEMO_STAFF.find((s) => s.username === username);
  return {
    id: demo?.id ?? `id-${username}`,
    username,
    passwordHash: `hash-of-${username}`,
    twoFactorSecret: demo?.twoFactorSecret,
    isAdmin: demo?.isAdmin ?? false,
    isMediator: demo?.isMediator ?? false,
    isMaintainer: demo?.isMaintainer ?? false,
    canSeeAnalytics: demo?.canSeeAnalytics ?? false,
    disabled: false,
    locked: demo?.locked ?? false,
    creationDate: new Date(0),
    lastModified: new Date(0),
    ...extra,
  };
};

describe('the start-up table of staff accounts', () => {
  it('reads the accounts as they are: a changed password and a 2FA set since the seed show as such', async () => {
    const staff = [record('mediator', { passwordHash: 'changed-hash', twoFactorSecret: 'NEWSECRET' }), record('admin'), record('locked'), record('zoe', { isMaintainer: true, disabled: true })];
    const table = await accountsTable(staff, async (hash) => hash.startsWith('hash-of-'));
    const lines = table.split('\n');
    expect(lines[0]).toBe('Staff accounts, as stored now:');
    expect(lines[1]).toMatch(/^ {2}username +roles +password +2FA +state$/);
    // the demo accounts first, in the seed's order
    expect(lines[2]).toMatch(new RegExp(`^  admin +admin, mediator, maintainer, analytics +peach-sandbox +set \\(TOTP secret ${ADMIN_TOTP_SECRET}\\) +active$`));
    expect(lines[3]).toMatch(/^ {2}mediator +mediator +changed +set +active$/);
    expect(lines[4]).toMatch(/^ {2}locked +mediator +peach-sandbox +not set +locked$/);
    expect(lines[5]).toMatch(/^ {2}zoe +maintainer +peach-sandbox +not set +disabled$/);
    expect(table).not.toContain('NEWSECRET');
  });

  it('says how many more accounts there are when it lists only some', async () => {
    expect(await accountsTable([record('admin')], async () => true, { more: 3 })).toContain('… and 3 more');
  });
});
