import type { DataProvider } from 'ra-core';
import { disputesHandlers } from '../features/disputes/data';
import { contractsHandlers, contractsMethods } from '../features/contracts/data';
import type { ResourceHandlers } from './handlers';
import { joinMethods } from './methods';
import { marketMethods } from './market';
import { casesMethods } from '../features/cases/data';
import { analyticsMethods } from '../features/analytics/data';
import { auditHandlers, contractAuditHandlers, userAuditHandlers } from '../features/audit/data';

/**
 * The dataProvider: react-admin's generic calls dispatched to one handler object per resource,
 * plus custom methods (spread in below) that pages call through useDataProvider().
 * One module per resource, src/data/<resource>.ts, exports its handlers and custom methods
 * (docs/patterns.md). Custom method names are joined by joinMethods, which refuses a duplicate.
 *
 * Those of home (the dispute queue, the market price in the app bar), the case page and analytics
 * register here; those of every other page in ./pageHandlers.ts, a chunk of its own, fetched by
 * the first call that needs it (those pages' first request waits for it once).
 */

const handlers: Record<string, ResourceHandlers> = {
  // resources register here (or in ./pageHandlers.ts), e.g. events: eventsHandlers,
  contracts: contractsHandlers,
  disputes: disputesHandlers,
  audit: auditHandlers,
  contractAudit: contractAuditHandlers,
  userAudit: userAuditHandlers,
};

/** The resources registered here (those of ./pageHandlers.ts are its `handlers`' keys). */
export const RESOURCE_NAMES: readonly string[] = Object.keys(handlers);

/** The handlers and custom methods of the other pages (./pageHandlers.ts), fetched once. */
export const loadPageHandlers = () => import('./pageHandlers');
type PageMethods = Awaited<ReturnType<typeof loadPageHandlers>>['methods'];

/**
 * The names of ./pageHandlers.ts's custom methods, which must be known before it has arrived
 * (src/data/dataProvider.test.ts checks that they are exactly its methods).
 */
export const PAGE_METHOD_NAMES = [
  'getEventRevenue',
  'getUserReputation',
  'getUserTradingLimit',
  'banUser',
  'unbanUser',
  'getOfferSearchChoices',
  'updateStaffAccess',
  'getJobs',
  'startGroupHug',
  'changeOwnPassword',
  'getTwoFactorSetup',
  'setTwoFactor',
  'readMe',
] as const satisfies readonly (keyof PageMethods)[];

/** Each custom method of ./pageHandlers.ts: the same call, once the chunk has arrived. */
const pageMethods = Object.fromEntries(
  PAGE_METHOD_NAMES.map((name) => [name, (...args: unknown[]) => loadPageHandlers().then(({ methods }) => (methods[name] as (...a: unknown[]) => unknown)(...args))]),
) as unknown as PageMethods;

// custom methods register here, one argument per resource module
const customMethods = joinMethods(contractsMethods, marketMethods, casesMethods, analyticsMethods, pageMethods);

function dispatch<K extends keyof DataProvider>(method: K) {
  return (async (resource: string, params: unknown) => {
    const handler = ((handlers[resource] ?? (await loadPageHandlers()).handlers[resource]) as Record<string, unknown> | undefined)?.[method as string] as
      | ((r: string, p: unknown) => Promise<unknown>)
      | undefined;
    if (!handler) throw new Error(`${String(method)} is not supported for ${resource}`);
    return handler(resource, params);
  }) as DataProvider[K];
}

export const dataProvider = {
  getList: dispatch('getList'),
  getOne: dispatch('getOne'),
  getMany: dispatch('getMany'),
  getManyReference: dispatch('getManyReference'),
  create: dispatch('create'),
  update: dispatch('update'),
  updateMany: dispatch('updateMany'),
  delete: dispatch('delete'),
  deleteMany: dispatch('deleteMany'),
  ...customMethods,
} satisfies DataProvider;

export type ConsoleDataProvider = typeof dataProvider;
