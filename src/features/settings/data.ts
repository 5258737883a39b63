import { changePassword, getTwoFactorSetup, setTwoFactor } from './api';
import { getMe } from '../../api/staff';
import type { TwoFactorSet } from '../../contract';
import type { DataPart } from '../../data/dataProvider';
import { unwrap } from '../../data/unwrap';

/** The settings screen's calls: the member's own password and second factor. */
export const settingsMethods = {
  changeOwnPassword: (id: string, oldPassword: string, password: string) => unwrap(changePassword(id, oldPassword, password)),
  getTwoFactorSetup: () => unwrap(getTwoFactorSetup()),
  setTwoFactor: (payload: TwoFactorSet) => unwrap(setTwoFactor(payload)),
  /** /me read again (after a 2FA change, so the missing-2FA banner can go). */
  readMe: () => unwrap(getMe()),
};

export const data = { methods: settingsMethods } satisfies DataPart;

type SettingsMethods = typeof settingsMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends SettingsMethods {}
}
