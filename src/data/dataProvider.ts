import type { DataProvider } from 'ra-core';
import { eventsHandlers, eventsMethods, payoutsHandlers } from './eventsHandlers';

/**
 * The dataProvider: react-admin's generic calls dispatched to one handler object per resource,
 * plus custom methods (spread in below) that pages call through useDataProvider().
 * A resource's handlers live beside its API functions (src/data/<resource>Handlers.ts).
 */
type Handlers = Partial<DataProvider>;

const handlers: Record<string, Handlers> = {
  // resources register here, e.g. events: eventsHandlers,
  events: eventsHandlers,
  payouts: payoutsHandlers,
};

const customMethods = {
  // custom methods register here, e.g. ...eventsMethods,
  ...eventsMethods,
};

function dispatch<K extends keyof DataProvider>(method: K) {
  return ((resource: string, params: unknown) => {
    const handler = handlers[resource]?.[method] as ((r: string, p: unknown) => Promise<unknown>) | undefined;
    if (!handler) return Promise.reject(new Error(`${String(method)} is not supported for ${resource}`));
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
