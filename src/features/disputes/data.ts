import type { GetListParams } from 'ra-core';
import { getDisputes } from './api';
import type { DisputeQuery, DisputeSort, DisputeState } from '../../contract';
import { OWNER_FILTERS, type OwnerFilter } from '../../contract/cases';
import { DISPUTE_PAGE_SIZE_MAX } from '../../contract/constants';
import { DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../contract/trade';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { takePrefetchedQueue } from '../../data/prefetched';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/**
 * Resource `disputes`: the dispute queue (GET /v1/pwt/disputes, spec §7). react-admin's sort
 * fields are the row's fields; the API sorts by a name of its own.
 */
export const DISPUTE_SORT_OF: Record<string, DisputeSort> = {
  disputeDate: 'age',
  unreadMessages: 'unread',
  amount: 'amount',
  waitOnUs: 'waitOnUs',
};

/** What the queue shows when the URL names no state: the open disputes. */
export const DEFAULT_DISPUTE_STATE: DisputeState = 'open';

/** The filter a queue opens with (open disputes), and its order (oldest first). */
export const DEFAULT_DISPUTE_FILTER = { state: DEFAULT_DISPUTE_STATE } as const;
export const DEFAULT_DISPUTE_SORT = { field: 'disputeDate', order: 'ASC' } as const;

/** Whether a filter narrows the queue beyond its default (then an empty answer means "no match"). */
export const isNarrowed = (filter: Record<string, unknown>): boolean =>
  Object.entries(filter).some(([key, value]) =>
    key === 'state' ? value !== undefined && value !== DEFAULT_DISPUTE_STATE : value !== undefined && value !== null && value !== '',
  );

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
const wholeHours = (value: unknown): number | undefined =>
  value !== '' && value != null && Number.isInteger(Number(value)) && Number(value) >= 0 ? Number(value) : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * react-admin's list params → the queue's query. The state is always sent (open unless the filter
 * says resolved): the sandbox's indexes lead with it. Values a hand-edited URL may carry that the
 * API would refuse (an unknown reason, a negative hour count) are left out instead.
 */
export function disputeQueryOf(params: Pick<GetListParams, 'filter' | 'pagination' | 'sort'>): DisputeQuery & { owner?: OwnerFilter; approval?: 'waiting' } {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const { page, size } = pageQuery(params.pagination);
  const sort = DISPUTE_SORT_OF[params.sort?.field ?? ''] ?? 'age';
  const hours = Number(filter.olderThanHours);
  return {
    page,
    size: Math.min(size, DISPUTE_PAGE_SIZE_MAX),
    sort,
    order: params.sort?.order === 'DESC' ? 'desc' : params.sort?.order === 'ASC' ? 'asc' : undefined,
    state: oneOf(filter.state, ['open', 'resolved'] as const) ?? DEFAULT_DISPUTE_STATE,
    reason: oneOf(filter.reason, DISPUTE_REASONS),
    initiator: oneOf(filter.initiator, TRADE_PARTICIPANTS),
    currency: text(filter.currency),
    paymentMethod: text(filter.paymentMethod),
    olderThanHours: filter.olderThanHours !== '' && filter.olderThanHours != null && Number.isInteger(hours) && hours >= 0 ? hours : undefined,
    unattendedHours: wholeHours(filter.unattendedHours),
    q: text(filter.q),
    owner: oneOf(filter.owner, OWNER_FILTERS),
    approval: oneOf(filter.approval, ['waiting'] as const),
  };
}

export const disputesHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const query = disputeQueryOf(params);
    // the page the entry asked for while the scripts downloaded (prefetch.ts), when it is this one
    return listResult(await unwrap(takePrefetchedQueue(query) ?? getDisputes(query, params.signal)));
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { disputes: disputesHandlers } } satisfies DataPart;
