import { expect, it } from 'vitest';
import type { RoleFlags } from '../../contract/access';
import { ACCESS } from '../../featureProviders';
import { canAccess } from '../../auth/canAccess';

const none: RoleFlags = { isAdmin: false, isMediator: false, isMaintainer: false, canSeeAnalytics: false };

/** Written out, not derived: who reads sanctions, and who gives and lifts them (docs/decisions/sanctions.md). */
it('lets every trade role read sanctions and only admins and mediators give or lift them', () => {
  const may = (flags: Partial<RoleFlags>, action: string, resource: string) => canAccess({ ...none, ...flags }, { action, resource }, ACCESS);
  const rows = [
    [{ isAdmin: true }, true, true],
    [{ isMediator: true }, true, true],
    [{ isMaintainer: true }, true, false],
    [{ canSeeAnalytics: true }, false, false],
  ] as const;
  for (const [flags, reads, writes] of rows) {
    expect(may(flags, 'list', 'sanctions'), JSON.stringify(flags)).toBe(reads);
    expect(may(flags, 'list', 'activeSanctions'), JSON.stringify(flags)).toBe(reads);
    expect(may(flags, 'create', 'sanctions'), JSON.stringify(flags)).toBe(writes);
    expect(may(flags, 'edit', 'sanctions'), JSON.stringify(flags)).toBe(writes);
  }
});
