import type { CreateParams, GetListParams } from 'ra-core';
import { createStaffAccount, getJobs, getStaffAccounts, start } from '../api/admin';
import { changePassword, getTwoFactorSetup, setTwoFactor, updateStaffAccess } from '../api/settings';
import { getMe } from '../api/staff';
import type { ApiResult, NewStaffAccount, StaffAccessUpdate, TwoFactorSet } from '../api/types';
import type { ResourceHandlers } from './handlers';
import { listResult, pageQuery } from './pagination';
import { unwrap } from './unwrap';

/**
 * Resource `staff` (the admin screen's accounts, a sandbox route of ours) and the custom calls of
 * the admin and settings screens: role and lock changes, jobs, GroupHug's start, the member's own
 * password and second factor.
 */
export const staffHandlers = {
  getList: async (_resource: string, params: GetListParams) =>
    listResult(await unwrap(getStaffAccounts(pageQuery(params.pagination), params.signal))),

  /** The answer keeps the one-time password beside the account (shown once by the form). */
  create: async (_resource: string, params: CreateParams<NewStaffAccount>) => {
    const created = await unwrap(createStaffAccount(params.data as NewStaffAccount));
    return { data: { ...created.account, oneTimePassword: created.oneTimePassword } };
  },
} satisfies ResourceHandlers;

/**
 * POST /v1/start answers a wrong password with 401, which react-admin's checkError would take for
 * a lost session and sign the member out (ending their session); it is a refused input: a 400.
 */
export const asRefusedInput = <T>(answer: ApiResult<T>): ApiResult<T> =>
  answer[1]?.status === 401 ? [undefined, { ...answer[1], status: 400 }] : answer;

export const staffMethods = {
  /** POST /v1/pwt/settings {id, flags|locked}: 409 LAST_ADMIN / SELF_DEMOTION / SELF_LOCK refuse. */
  updateStaffAccess: (update: StaffAccessUpdate) => unwrap(updateStaffAccess(update)),
  getJobs: (signal?: AbortSignal) => unwrap(getJobs(signal)),
  startGroupHug: (password: string) => unwrap(start(password).then(asRefusedInput)),
  changeOwnPassword: (id: string, oldPassword: string, password: string) => unwrap(changePassword(id, oldPassword, password)),
  getTwoFactorSetup: () => unwrap(getTwoFactorSetup()),
  setTwoFactor: (payload: TwoFactorSet) => unwrap(setTwoFactor(payload)),
  /** /me read again (after a 2FA change, so the missing-2FA banner can go). */
  readMe: () => unwrap(getMe()),
};
