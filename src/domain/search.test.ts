import { describe, expect, it } from 'vitest';
import { impossibleIdOf, parseQuery, prefixEnd, userQueryMissing, userQueryTooShort } from './search';

describe('parseQuery', () => {
  it('reads display forms back into ids', () => {
    expect(parseQuery(' PC‑8B‑8C ')).toEqual({ text: 'PC‑8B‑8C', contractPrefix: '139-140' });
    expect(parseQuery('P‑72')).toEqual({ text: 'P‑72', offerId: '114' });
    expect(parseQuery('Peach02ABCDEF')).toEqual({ text: 'Peach02ABCDEF', userPrefix: '02abcdef' });
  });

  it('takes plain contract ids, offer ids and hex prefixes', () => {
    expect(parseQuery('313-312')).toEqual({ text: '313-312', contractPrefix: '313-312' });
    expect(parseQuery('313-')).toMatchObject({ contractPrefix: '313-' });
    expect(parseQuery('0213')).toEqual({ text: '0213', contractPrefix: '0213', offerId: '0213', userPrefix: '0213' });
    expect(parseQuery('03ab')).toEqual({ text: '03ab', userPrefix: '03ab' });
    expect(parseQuery('abc')).toEqual({ text: 'abc' });
    expect(parseQuery('PR1A2B')).toEqual({ text: 'PR1A2B' });
  });

  it('bounds a prefix range above every continuation', () => {
    expect('0213ff' < prefixEnd('0213')).toBe(true);
    expect('0214' < prefixEnd('0213')).toBe(false);
  });
});

describe('impossibleIdOf', () => {
  it('names why an id cannot exist', () => {
    expect(impossibleIdOf('5-5')).toBe('contractSameOffer');
    expect(impossibleIdOf('PC‑8B‑8B')).toBe('contractSameOffer');
    expect(impossibleIdOf('PC-ZZ-1')).toBe('contractForm');
    expect(impossibleIdOf('PC-8B')).toBe('contractForm');
    expect(impossibleIdOf('P-XYZ')).toBe('offerForm');
    expect(impossibleIdOf('PeachXYZ')).toBe('peachForm');
    expect(impossibleIdOf('a'.repeat(67))).toBe('userTooLong');
  });
  it('leaves alone what may exist', () => {
    for (const text of ['139-140', 'PC-8B-8C', 'P-72', 'Peach02ab', '02ab', 'a'.repeat(66), 'PR1A2B', 'settings', '139-', ''])
      expect(impossibleIdOf(text), text).toBeUndefined();
  });
});

describe('userQueryTooShort', () => {
  it('says that a leading "Peach" is not counted, with the count of what follows', () => {
    expect(userQueryTooShort('Peach02')).toEqual({ key: 'search.tooShortPeach', args: { 0: 4, 1: 2 } });
    expect(userQueryTooShort(' peach ')).toEqual({ key: 'search.tooShortPeach', args: { 0: 4, 1: 0 } });
    expect(userQueryTooShort('02a')).toEqual({ key: 'search.tooShort', args: { 0: 4 } });
    expect(userQueryTooShort('Peach02ab')).toBeNull();
    expect(userQueryTooShort('02ab')).toBeNull();
  });
});

describe('userQueryMissing', () => {
  it('counts the characters a user search still needs, a Peach id by its hex part', () => {
    expect(userQueryMissing('0')).toBe(3);
    expect(userQueryMissing(' 02a ')).toBe(1);
    expect(userQueryMissing('Peach02')).toBe(2);
    expect(userQueryMissing('02ab')).toBe(0);
    expect(userQueryMissing('PR1A2B')).toBe(0);
  });
});
