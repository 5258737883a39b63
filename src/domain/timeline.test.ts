import { describe, expect, it } from 'vitest';
import type { Contract } from '../contract';
import { disputeInitiatorSideOf, timelineOf } from './timeline';

const d = (iso: string) => new Date(iso);
const contract = (change: Partial<Contract>): Contract =>
  ({
    id: '1-2',
    creationDate: d('2026-01-01T10:00:00.000Z'),
    lastModified: d('2026-01-05T10:00:00.000Z'),
    seller: { id: '02aa' },
    buyer: { id: '03bb' },
    paymentMade: null,
    paymentConfirmed: null,
    disputeDate: null,
    disputeResolvedDate: null,
    canceled: false,
    ...change,
  }) as Contract;

describe('the timeline from the contract’s dates', () => {
  it('is only "created" for a new contract (null dates are left out)', () => {
    expect(timelineOf(contract({}))).toEqual([{ moment: 'created', date: d('2026-01-01T10:00:00.000Z') }]);
  });

  it('orders every date it has, oldest first', () => {
    const moments = timelineOf(
      contract({
        paymentMade: d('2026-01-02T10:00:00.000Z'),
        disputeDate: d('2026-01-03T10:00:00.000Z'),
        disputeResolvedDate: d('2026-01-04T10:00:00.000Z'),
      }),
    ).map((m) => m.moment);
    expect(moments).toEqual(['created', 'paymentMade', 'disputed', 'resolved']);
  });

  it('ends a canceled contract with "canceled" at its last change', () => {
    expect(timelineOf(contract({ canceled: true })).at(-1)).toEqual({ moment: 'canceled', date: d('2026-01-05T10:00:00.000Z') });
  });

  it('takes the staff answer’s own timeline when there is one', () => {
    const timeline = [{ moment: 'created' as const, date: d('2020-01-01T00:00:00.000Z') }];
    expect(timelineOf(contract({ timeline }))).toBe(timeline);
  });
});

describe('the initiator’s side', () => {
  it.each([
    ['02aa', 'seller'],
    ['03bb', 'buyer'],
    ['04cc', undefined],
    [undefined, undefined],
  ])('disputeInitiator %s → %s', (initiator, side) => {
    expect(disputeInitiatorSideOf(contract({ disputeInitiator: initiator }))).toBe(side);
  });

  it('takes the staff answer’s side when there is one', () => {
    expect(disputeInitiatorSideOf(contract({ disputeInitiator: '03bb', disputeInitiatorSide: 'seller' }))).toBe('seller');
  });
});
