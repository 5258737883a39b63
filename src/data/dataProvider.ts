import type { DataProvider } from 'ra-core';
import type { ResourceHandlers } from './handlers';
import { assertNewMethod, STANDARD, type Methods } from './methods';

/** What a feature adds to the dataProvider: one handler object per resource, and custom methods. */
export interface DataPart {
  handlers?: Readonly<Record<string, ResourceHandlers>>;
  methods?: Methods;
}

/** A feature's part: with the console's code, or a chunk of its own loaded with the feature's pages. */
export type DataSource = DataPart | (() => Promise<DataPart>);

/**
 * The custom methods of every feature. Each feature's data module adds its own to this interface
 * (`declare module '…/data/dataProvider'`), so pages call them typed without a list of them here.
 */
export interface ConsoleMethods {}

export type ConsoleDataProvider = DataProvider & ConsoleMethods;

export interface FeatureDataProvider {
  dataProvider: ConsoleDataProvider;
  /** Joins a lazy part once it has arrived (once however often asked); a failed download is tried again next time. */
  load: (source: () => Promise<DataPart>) => Promise<void>;
}

/**
 * react-admin's generic calls dispatched to the handlers of each resource, plus the features'
 * custom methods. The parts that come with the console join at once; a lazy part joins with its
 * feature's pages (src/routeManifest.ts loads it beside them), or on the first call to a resource
 * no part has served yet: the parts that name it (`names`, e.g. its feature's access names), or,
 * when none does, every lazy part still missing. A resource or method defined twice throws.
 */
export function createDataProvider(sources: readonly DataSource[], names: ReadonlyMap<DataSource, readonly string[]> = new Map()): FeatureDataProvider {
  const handlers: Record<string, ResourceHandlers> = {};
  const provider: Record<string, unknown> = {};
  const join = (part: DataPart) => {
    for (const [resource, handler] of Object.entries(part.handlers ?? {})) {
      if (resource in handlers) throw new Error(`dataProvider: resource "${resource}" is served twice`);
      handlers[resource] = handler;
    }
    for (const [name, method] of Object.entries(part.methods ?? {})) {
      assertNewMethod(name, provider);
      provider[name] = method;
    }
  };
  const loading = new Map<() => Promise<DataPart>, Promise<void>>();
  const load = (source: () => Promise<DataPart>): Promise<void> => {
    let pending = loading.get(source);
    if (!pending) {
      pending = source().then(join, (error: unknown) => {
        loading.delete(source);
        throw error;
      });
      loading.set(source, pending);
    }
    return pending;
  };
  const lazy = sources.filter((source): source is () => Promise<DataPart> => typeof source === 'function');
  for (const source of sources) if (typeof source !== 'function') join(source);

  const dispatch = (method: (typeof STANDARD)[number]) => async (resource: string, params: unknown) => {
    if (!handlers[resource]) {
      const owners = lazy.filter((source) => names.get(source)?.includes(resource));
      if (owners.length) await Promise.all(owners.map(load));
      if (!handlers[resource]) await Promise.all(lazy.map(load));
    }
    const handler = (handlers[resource] as Record<string, ((r: string, p: unknown) => Promise<unknown>) | undefined> | undefined)?.[method];
    if (!handler) throw new Error(`${method} is not supported for ${resource}`);
    return handler(resource, params);
  };
  for (const method of STANDARD) provider[method] = dispatch(method);
  return { dataProvider: provider as unknown as ConsoleDataProvider, load };
}
