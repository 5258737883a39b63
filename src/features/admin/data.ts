import type { CreateParams, GetListParams } from 'ra-core';
import { createStaffAccount, getJobs, getStaffAccounts, start } from './api';
import { updateStaffAccess } from '../settings/api';
import type { ApiResult, NewStaffAccount, StaffAccessUpdate, StartResult } from '../../contract';
import type { DataPart } from '../../data/dataProvider';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';

/**
 * Resource `staff` (the admin screen's accounts, a sandbox route of ours) and the custom calls of
 * the admin screen: role and lock changes, jobs, GroupHug's start.
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
 * GroupHug answers a wrong password with 200 `{ success: false }`: a refusal, shown as the
 * catalogue's WRONG_PASSWORD, never as a start.
 */
export const refusedStart = (answer: ApiResult<StartResult>): ApiResult<StartResult> =>
  answer[0] && answer[0].success !== true ? [undefined, { error: 'WRONG_PASSWORD', status: 400 }] : answer;

export const staffMethods = {
  /** POST /v1/pwt/settings {id, flags|locked}: 409 LAST_ADMIN / SELF_DEMOTION / SELF_LOCK refuse. */
  updateStaffAccess: (update: StaffAccessUpdate) => unwrap(updateStaffAccess(update)),
  getJobs: (signal?: AbortSignal) => unwrap(getJobs(signal)),
  startGroupHug: (password: string) => unwrap(start(password).then(refusedStart)),
};

export const data = { handlers: { staff: staffHandlers }, methods: staffMethods } satisfies DataPart;

type StaffMethods = typeof staffMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends StaffMethods {}
}
