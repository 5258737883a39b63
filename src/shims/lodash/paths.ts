/**
 * lodash's `get` and `set` for the first load's callers (vite.shims.ts): react-admin's Sidebar (the
 * theme's sidebar widths), a DataTable cell's and a field's value at its `source`, and the list
 * query's filter default (ra-core's queryReducer). Paths are property names or dotted paths
 * ('a.b'), as lodash reads them; a path with brackets or quotes ('a[0]', "a['b']") throws, since
 * only lodash's parser reads those. src/shims/lodash/lodash.test.ts compares both with lodash.
 */
type Key = string | number | symbol;
type Path = Key | readonly Key[];

const PLAIN = /^\w*$/;
const DEEP = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;

/** lodash's castPath for the paths above. */
function keysOf(path: Path, object: unknown): readonly Key[] {
  if (Array.isArray(path)) return path as readonly Key[];
  if (typeof path !== 'string' || PLAIN.test(path) || !DEEP.test(path) || (object !== null && object !== undefined && path in Object(object))) return [path as Key];
  if (/[[\]"']/.test(path)) throw new Error(`"${path}" is a path only lodash reads (src/shims/lodash/paths.ts)`);
  return path.split('.');
}

/** lodash's toKey: a string or symbol as it is, any other value as a string ('-0' for -0). */
const toKey = (value: Key): string | symbol => (typeof value === 'string' || typeof value === 'symbol' ? value : Object.is(value, -0) ? '-0' : String(value));

export function get(object: unknown, path: Path, defaultValue?: unknown): unknown {
  if (object === null || object === undefined) return defaultValue;
  const keys = keysOf(path, object);
  let value: unknown = object;
  let index = 0;
  while (value !== null && value !== undefined && index < keys.length) value = (value as Record<string | symbol, unknown>)[toKey(keys[index++])];
  const result = index > 0 && index === keys.length ? value : undefined;
  return result === undefined ? defaultValue : result;
}

const isObject = (value: unknown): value is Record<string | symbol, unknown> => value !== null && (typeof value === 'object' || typeof value === 'function');
const INDEX = /^(?:0|[1-9]\d*)$/;
const isIndex = (key: Key | undefined) =>
  (typeof key === 'number' || (typeof key === 'string' && INDEX.test(key))) && Number(key) > -1 && Number(key) % 1 === 0 && Number(key) < Number.MAX_SAFE_INTEGER;
const sameValueZero = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);

export function set<T>(object: T, path: Path, value: unknown): T {
  if (!isObject(object)) return object;
  const keys = keysOf(path, object);
  let nested: Record<string | symbol, unknown> | undefined = object;
  for (let index = 0; nested !== null && nested !== undefined && index < keys.length; index++) {
    const key = toKey(keys[index]);
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return object;
    let newValue = value;
    if (index !== keys.length - 1) {
      const current = nested[key];
      newValue = isObject(current) ? current : isIndex(keys[index + 1]) ? [] : {};
    }
    const current = nested[key];
    if (!(Object.prototype.hasOwnProperty.call(nested, key) && sameValueZero(current, newValue)) || (newValue === undefined && !(key in nested))) nested[key] = newValue;
    nested = nested[key] as Record<string | symbol, unknown> | undefined;
  }
  return object;
}
