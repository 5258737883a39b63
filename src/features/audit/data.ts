import type { GetListParams } from 'ra-core';
import { getAudit, getContractAudit, getUserAudit } from './api';
import type { AuditQuery } from '../../contract/cases';
import { isAuditAction } from '../../contract/audit';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/**
 * The audit trail as three react-admin resources over one shape (AuditEntry): `audit` (Admin:
 * every entry, filtered by staff member, action and UTC days), `contractAudit` (the case's, by
 * `contractId`) and `userAudit` (the user's, by `userId`). Three names because each is guarded
 * by its screen's area (src/auth/canAccess.ts). Newest first; the API sorts by itself.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
/** a date input's value (yyyy-mm-dd, or a Date) as a UTC day */
const day = (value: unknown): string | undefined => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const t = text(value);
  return t && DAY.test(t.slice(0, 10)) ? t.slice(0, 10) : undefined;
};

/** react-admin's list params → the trail's query; values the API would refuse are left out. */
export function auditQueryOf(params: Pick<GetListParams, 'filter' | 'pagination'>): AuditQuery {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  return {
    ...pageQuery(params.pagination),
    staffId: text(filter.staffId),
    action: isAuditAction(filter.action) ? filter.action : undefined,
    from: day(filter.from),
    to: day(filter.to),
  };
}

export const auditHandlers = {
  getList: async (_resource: string, params: GetListParams) => listResult(await unwrap(getAudit(auditQueryOf(params), params.signal))),
} satisfies ResourceHandlers;

export const contractAuditHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const contractId = text((params.filter as Record<string, unknown> | undefined)?.contractId);
    if (!contractId) return { data: [], total: 0 };
    return listResult(await unwrap(getContractAudit(contractId, pageQuery(params.pagination), params.signal)));
  },
} satisfies ResourceHandlers;

export const userAuditHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const userId = text((params.filter as Record<string, unknown> | undefined)?.userId);
    if (!userId) return { data: [], total: 0 };
    return listResult(await unwrap(getUserAudit(userId, pageQuery(params.pagination), params.signal)));
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { audit: auditHandlers, contractAudit: contractAuditHandlers, userAudit: userAuditHandlers } } satisfies DataPart;
