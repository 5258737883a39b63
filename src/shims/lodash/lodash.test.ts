import { afterEach, describe, expect, it, vi } from 'vitest';
import lodashDebounce from 'lodash/debounce.js';
import debounce from './debounce';
import lodashDefaults from 'lodash/defaults.js';
import lodashDifference from 'lodash/difference.js';
import lodashGet from 'lodash/get.js';
import lodashSet from 'lodash/set.js';
import lodashPick from 'lodash/pick.js';
import lodashUnion from 'lodash/union.js';
import { defaults, difference, pick, union } from './arrays';
import { get, set } from './paths';

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

  it('get and set, with property names, dotted paths (empty and numeric parts), dotted names an object has, and unsafe names', () => {
    const next = random(9);
    const parts = ['a', 'b', '0', '1', '', 'sidebar', 'width', '__proto__', 'constructor', 'x_y'];
    const pathOf = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => parts[Math.floor(next() * parts.length)]).join('.');
    const objectOf = (depth: number): unknown => {
      if (depth === 0 || next() < 0.3) return VALUES[Math.floor(next() * VALUES.length)];
      const object: Record<string, unknown> = next() < 0.2 ? ([] as unknown as Record<string, unknown>) : {};
      for (const key of parts.slice(0, 7).filter(() => next() < 0.4)) if (key !== '__proto__' && key !== 'constructor') object[key] = objectOf(depth - 1);
      if (next() < 0.2) object['a.b'] = 'dotted name';
      return object;
    };
    for (let round = 0; round < 4000; round++) {
      const object = objectOf(3);
      const path = next() < 0.1 ? [parts[Math.floor(next() * parts.length)], 0] : pathOf();
      const fallback = next() < 0.5 ? 'fallback' : undefined;
      expect(Object.is(get(object, path, fallback), lodashGet(object, path, fallback)), `get ${JSON.stringify(object)} ${String(path)}`).toBe(true);
      const [ours, theirs] = [structuredClone(object), structuredClone(object)];
      const value = VALUES[Math.floor(next() * VALUES.length)];
      expect(set(ours, path, value), `set ${JSON.stringify(object)} ${String(path)}`).toStrictEqual(lodashSet(theirs, path, value));
    }
    expect(get({ sidebar: { width: 240 } }, 'sidebar.width', 200)).toBe(240);
    expect(get(null, 'a', 'none')).toBe('none');
    expect(() => get({}, 'a[0]')).toThrow(/only lodash reads/);
    expect(() => set({}, "a['b']", 1)).toThrow(/only lodash reads/);
  });

  describe('debounce (trailing edge, no options)', () => {
    afterEach(() => vi.useRealTimers());
    it('calls when lodash calls, with the same arguments and answers, cancel and flush included', async () => {
      const next = random(13);
      for (let round = 0; round < 200; round++) {
        vi.useFakeTimers();
        const wait = [0, 1, 250, 500][Math.floor(next() * 4)];
        const log: { ours: unknown[]; theirs: unknown[] } = { ours: [], theirs: [] };
        const ours = debounce((n: number) => (log.ours.push([Date.now(), n]), n * 2), wait);
        const theirs = lodashDebounce((n: number) => (log.theirs.push([Date.now(), n]), n * 2), wait);
        for (let step = 0; step < 12; step++) {
          const action = next();
          if (action < 0.6) expect(ours(step)).toBe(theirs(step));
          else if (action < 0.7) (ours.cancel(), theirs.cancel());
          else if (action < 0.8) expect(ours.flush()).toBe(theirs.flush());
          await vi.advanceTimersByTimeAsync(Math.floor(next() * wait * 1.5));
        }
        await vi.advanceTimersByTimeAsync(wait * 2 + 1);
        expect(log.ours, `wait ${wait}`).toEqual(log.theirs);
        vi.useRealTimers();
      }
    });
  });
});
