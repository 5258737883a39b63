import { describe, expect, it } from 'vitest';
import { chatMessageKey, chatSideOf } from './chat';

const parties = { sellerId: '02aa', buyerId: '03bb' };

describe('a chat message’s side, from `from`', () => {
  it.each([
    ['system', 'system'],
    ['02aa', 'seller'],
    ['03bb', 'buyer'],
    ['staff-7', 'mediator'],
  ] as const)('%s → %s', (from, side) => {
    expect(chatSideOf(from, parties)).toBe(side);
  });
});

describe('a chat message’s key', () => {
  const base = { roomId: 'contract-1-2', from: '02aa', date: new Date('2026-01-02T10:00:00.000Z'), message: 'hi', readBy: [], signature: '' };
  it('is the same for two copies, whatever their readBy', () => {
    expect(chatMessageKey(base)).toBe(chatMessageKey({ ...base, readBy: ['x'] }));
  });
  it.each([
    ['another sender', { from: '03bb' }],
    ['another millisecond', { date: new Date('2026-01-02T10:00:00.001Z') }],
    ['another text', { message: 'ho' }],
  ])('differs for %s', (_what, change) => {
    expect(chatMessageKey({ ...base, ...change })).not.toBe(chatMessageKey(base));
  });
});
