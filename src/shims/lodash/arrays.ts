/**
 * lodash's `union`, `difference`, `pick` and `defaults` as ra-core's list modules call them (plain
 * arrays of ids, plain property names, plain objects), for those importers alone (vite.shims.ts):
 * lodash's versions bring its generic path, iteratee and collection machinery along. Each answers
 * as lodash does (src/shims/lodash/lodash.test.ts compares them on many inputs).
 */

type ArrayLike = { readonly length: number; readonly [index: number]: unknown };

/** lodash's isArrayLikeObject: an object (not a function, not a string) with a valid length. */
const isArrayLikeObject = (value: unknown): value is ArrayLike =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as ArrayLike).length === 'number' &&
  (value as ArrayLike).length > -1 &&
  (value as ArrayLike).length % 1 === 0 &&
  (value as ArrayLike).length <= Number.MAX_SAFE_INTEGER;

/** lodash writes -0 as 0 in the arrays it builds. */
const plusZero = (value: unknown) => (value === 0 ? 0 : value);

/** The values of every array given, each once (SameValueZero), in the order first seen. */
export function union(...arrays: unknown[]): unknown[] {
  const seen = new Set<unknown>();
  const out: unknown[] = [];
  for (const array of arrays) {
    if (!isArrayLikeObject(array)) continue;
    for (let i = 0; i < array.length; i++) {
      const value = plusZero(array[i]);
      if (!seen.has(value)) {
        seen.add(value);
        out.push(value);
      }
    }
  }
  return out;
}

/** The values of `array` that none of the other arrays has (SameValueZero), in order. */
export function difference(array: unknown, ...values: unknown[]): unknown[] {
  if (!isArrayLikeObject(array)) return [];
  const excluded = new Set<unknown>();
  for (const other of values) {
    if (!isArrayLikeObject(other)) continue;
    for (let i = 0; i < other.length; i++) excluded.add(other[i]);
  }
  const out: unknown[] = [];
  for (let i = 0; i < array.length; i++) {
    const value = plusZero(array[i]);
    if (!excluded.has(value)) out.push(value);
  }
  return out;
}

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The named properties of an object (own or inherited, undefined ones too). Plain names only: a
 * deep path ('a.b', 'a[0]') throws, since lodash would read it as a path.
 */
export function pick(object: unknown, ...names: (string | readonly string[])[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (object === null || object === undefined) return result;
  const target = Object(object) as Record<string, unknown>;
  for (const name of names.flat()) {
    if (typeof name !== 'string' || !/^\w*$/.test(name)) throw new Error(`pick: "${String(name)}" is not a plain property name (src/shims/lodash/arrays.ts)`);
    if (!UNSAFE.has(name) && name in target) result[name] = target[name];
  }
  return result;
}

const sameValueZero = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);

/** Fills the properties of `object` that are undefined (or only inherited from Object.prototype) from each source in turn. */
export function defaults(object: unknown, ...sources: unknown[]): Record<string, unknown> {
  const target = Object(object) as Record<string, unknown>;
  const base = Object.prototype as unknown as Record<string, unknown>;
  for (const source of sources) {
    if (source === null || source === undefined) continue;
    for (const key in Object(source) as Record<string, unknown>) {
      const value = target[key];
      if (value === undefined || (sameValueZero(value, base[key]) && !Object.prototype.hasOwnProperty.call(target, key))) {
        target[key] = (source as Record<string, unknown>)[key];
      }
    }
  }
  return target;
}
