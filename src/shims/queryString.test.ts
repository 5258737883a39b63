import { describe, expect, it } from 'vitest';
import * as real from 'query-string';
import { parse, stringify } from './queryString';

/** A small deterministic generator, so that a failure names inputs that can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const PIECES = ['a', 'B', '1', ' ', '+', '=', '&', '?', '#', '%', '%2', '%20', '%E2%82%AC', '%C3', '%FE%FF', '€', 'ü', '"', '{', '}', ':', ',', '[', ']', "'", '(', ')', '*', '!', '~', '/', '\u00a0', 'filter', 'page'];

const text = (next: () => number, max = 8) =>
  Array.from({ length: Math.floor(next() * max) }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');

/** Both as plain objects with their keys in order (query-string's results have no prototype). */
const plain = (value: object) => JSON.parse(JSON.stringify(Object.entries(value))) as unknown;

describe("the console's query-string (ra-core's list parameters in the URL)", () => {
  it('parses as query-string does, malformed escapes and repeated keys too', () => {
    const next = random(7);
    const queries = [
      '',
      '?',
      '#x',
      '?filter=%7B%22q%22%3A%22a%20b%22%7D&order=ASC&page=1&perPage=25&sort=disputeDate',
      '?a&b=&a=1&a=2',
      '?%=%&%E0%A4%A=1&x=%FF%FE',
      '  &a=1+2  ',
      ...Array.from({ length: 3000 }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => `${text(next, 3)}=${text(next)}`).join('&')),
      ...Array.from({ length: 1000 }, () => text(next, 14)),
    ];
    for (const query of queries) expect(plain(parse(query)), query).toEqual(plain(real.parse(query)));
    expect(plain(parse(undefined))).toEqual(plain(real.parse(undefined as unknown as string)));
  });

  it('writes as query-string does: sorted keys, strict escapes, null, undefined and arrays', () => {
    const next = random(11);
    const objects: Record<string, string | number | boolean | null | undefined | (string | null | undefined)[]>[] = [
      { sort: 'disputeDate', order: 'ASC', page: 2, perPage: 25, filter: JSON.stringify({ q: "a b (c)!*'", status: 'open' }), displayedFilters: '{}' },
      { a: null, b: undefined, c: '', d: [], e: ['x', null, undefined, 'y'], f: true, g: 0 },
      ...Array.from({ length: 2000 }, () =>
        Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [text(next, 3), next() < 0.1 ? null : next() < 0.1 ? [text(next), text(next)] : text(next)])),
      ),
    ];
    for (const object of objects) expect(stringify(object), JSON.stringify(object)).toBe(real.stringify(object));
    expect(stringify(null)).toBe(real.stringify(null as unknown as object));
  });
});
