import type { DataProvider } from 'ra-core';

/** react-admin's own method names: a custom method must not take one of them. */
const STANDARD = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const satisfies readonly (keyof DataProvider)[];

type Methods = Record<string, (...args: never[]) => unknown>;
type Union<T extends Methods[]> = T extends [infer H, ...infer R extends Methods[]] ? H & Union<R> : unknown;

/**
 * The custom methods of every resource module, joined. Two modules exporting the same name would
 * silently replace one another in a spread; this throws instead, at start-up and in the unit test.
 */
export function joinMethods<T extends Methods[]>(...groups: T): Union<T> {
  const joined: Methods = {};
  for (const group of groups) {
    for (const [name, method] of Object.entries(group)) {
      if (name in joined || (STANDARD as readonly string[]).includes(name)) throw new Error(`custom dataProvider method "${name}" is defined twice`);
      joined[name] = method;
    }
  }
  return joined as Union<T>;
}
