import { hashPassword } from '../http/auth';
import type { StaffRecord } from '../db/adminRecords';
import { STAFF } from '../db/tables';
import { part, type SeedContext } from './context';

export const DEMO_PASSWORD = 'peach-sandbox';
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoStaff {
  id: string;
  username: string;
  roles: string;
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
  locked: boolean;
  twoFactorSecret?: string;
}

const staff = (id: string, username: string, roles: Partial<DemoStaff>): DemoStaff => ({
  id,
  username,
  isAdmin: false,
  isMediator: false,
  isMaintainer: false,
  canSeeAnalytics: false,
  locked: false,
  roles: '',
  ...roles,
});

/** The demo accounts of DESIGN.md; password `peach-sandbox` for each. */
export const DEMO_STAFF: DemoStaff[] = [
  staff('5a1f0c3e9b7d2a48e6c1f0b3', 'admin', {
    isAdmin: true,
    isMediator: true,
    isMaintainer: true,
    canSeeAnalytics: true,
    twoFactorSecret: ADMIN_TOTP_SECRET,
    roles: 'admin, mediator, maintainer, analytics',
  }),
  staff('7c2e81d4a06b3f95c8e2d7a1', 'mediator', { isMediator: true, roles: 'mediator' }),
  staff('9e4b27f1c8d05a36b1f4e9c2', 'maintainer', { isMaintainer: true, roles: 'maintainer' }),
  staff('b3d6e0a95f2c7148d3a6b0e4', 'analyst', { canSeeAnalytics: true, roles: 'analytics' }),
  staff('d1c8f4b27e3a9056f1d8c4a7', 'locked', { isMediator: true, locked: true, roles: 'mediator, locked' }),
];

/** Staff ids of the mediators who resolve the seeded disputes. */
export const seedMediatorIds = () => DEMO_STAFF.filter((s) => s.isMediator && !s.locked).map((s) => s.id);

async function staffRecords(now: Date): Promise<StaffRecord[]> {
  const created = new Date(now.getTime() - 400 * 86_400_000);
  return Promise.all(
    DEMO_STAFF.map(async (s) => ({
      id: s.id,
      username: s.username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      twoFactorSecret: s.twoFactorSecret,
      isAdmin: s.isAdmin,
      isMediator: s.isMediator,
      isMaintainer: s.isMaintainer,
      canSeeAnalytics: s.canSeeAnalytics,
      disabled: false,
      locked: s.locked,
      creationDate: created,
      lastModified: created,
    })),
  );
}

export async function seedStaff(ctx: SeedContext): Promise<void> {
  await ctx.emit([part(STAFF, await staffRecords(ctx.now))]);
}
