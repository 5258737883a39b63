import { describe, expect, it } from 'vitest';
import { parseQuery, prefixEnd } from './search';

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
