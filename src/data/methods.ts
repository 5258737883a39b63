import type { DataProvider } from 'ra-core';

/** react-admin's own method names: a custom method must not take one of them. */
export const STANDARD = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const satisfies readonly (keyof DataProvider)[];

export type Methods = Readonly<Record<string, (...args: never[]) => unknown>>;

/**
 * Two features exporting the same custom method would silently replace one another; this throws
 * instead, when the second joins the dataProvider.
 */
export function assertNewMethod(name: string, joined: object): void {
  if ((STANDARD as readonly string[]).includes(name) || name in joined) throw new Error(`custom dataProvider method "${name}" is defined twice`);
}
