import { describe, expect, it } from 'vitest';
import lodashDefaults from 'lodash/defaults.js';
import lodashDifference from 'lodash/difference.js';
import lodashPick from 'lodash/pick.js';
import lodashUnion from 'lodash/union.js';
import { defaults, difference, pick, union } from './arrays';

/** A small deterministic generator, so that a failure names inputs that can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const VALUES: unknown[] = [0, -0, 1, 2, NaN, '1', '2', 'a', '', null, undefined, true, false, 1.5];
const arrayOf = (next: () => number) => Array.from({ length: Math.floor(next() * 6) }, () => VALUES[Math.floor(next() * VALUES.length)]);
/** Object.is on every element, so that -0 and 0 count as different answers. */
const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

describe("the console's lodash for ra-core's list modules answers as lodash does", () => {
  it('union and difference, on arrays of ids (with NaN, -0, holes), array-likes and things that are no arrays', () => {
    const next = random(3);
    const extras: unknown[] = [undefined, null, 'abc', 5, { length: 2, 0: 'x', 1: NaN }, [, 1], (() => undefined) as unknown];
    for (let round = 0; round < 3000; round++) {
      const args = Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.1 ? extras[Math.floor(next() * extras.length)] : arrayOf(next)));
      const u = [union(...args), lodashUnion(...args)] as const;
      expect(same(u[0], u[1]), `union ${String(args)}`).toBe(true);
      const d = [difference(args[0], ...args.slice(1)), lodashDifference(args[0], ...args.slice(1))] as const;
      expect(same(d[0], d[1]), `difference ${String(args)}`).toBe(true);
    }
  });

  it('pick, with property names as ra-core passes them: own, inherited, undefined, missing, unsafe', () => {
    const proto = { inherited: 'from proto', page: 'proto page' };
    const objects: unknown[] = [
      Object.assign(Object.create(proto) as object, { page: 1, perPage: undefined, setPage: () => undefined, total: 0 }),
      { sort: { field: 'a', order: 'ASC' }, setSort: null, resource: 'disputes' },
      {},
      null,
      undefined,
      'text',
      [1, 2, 3],
    ];
    const names = [['page', 'perPage', 'setPage', 'total', 'inherited', 'missing', 'length'], ['sort', 'setSort', 'resource'], ['__proto__', 'constructor', 'prototype', 'toString'], ['0', '1', 'length']];
    for (const object of objects) {
      for (const list of names) {
        expect(pick(object, list), `${JSON.stringify(object)} ${list.join()}`).toEqual(lodashPick(object, list));
        expect(pick(object, ...list)).toEqual(lodashPick(object, ...list));
      }
    }
  });

  it('pick refuses what lodash would read as a path', () => {
    expect(() => pick({ a: { b: 1 } }, ['a.b'])).toThrow(/not a plain property name/);
  });

  it('defaults, on plain objects with undefined, null, inherited and Object.prototype names', () => {
    const next = random(5);
    const keys = ['a', 'b', 'c', 'toString', 'constructor', 'valueOf', 'hasOwnProperty'];
    const objectOf = () => Object.fromEntries(keys.filter(() => next() < 0.4).map((key) => [key, VALUES[Math.floor(next() * VALUES.length)]]));
    for (let round = 0; round < 2000; round++) {
      const sources = Array.from({ length: 1 + Math.floor(next() * 2) }, () => (next() < 0.1 ? (next() < 0.5 ? null : undefined) : objectOf()));
      const start = objectOf();
      const ours = defaults({ ...start }, ...sources);
      const theirs = lodashDefaults({ ...start }, ...sources);
      expect(Object.keys(ours).sort(), JSON.stringify([start, sources])).toEqual(Object.keys(theirs).sort());
      for (const key of Object.keys(theirs)) expect(Object.is(ours[key], (theirs as Record<string, unknown>)[key])).toBe(true);
    }
    const inherited = Object.create({ fromProto: 1 }) as object;
    expect(defaults({}, inherited)).toEqual(lodashDefaults({}, inherited));
    const target = {};
    expect(defaults(target, { a: 1 })).toBe(target);
  });
});
