import { describe, expect, it } from 'vitest';
import { formToPayout, dateFromInput, emptyPayoutForm, payoutExcess, payoutOverrun, validatePayout } from './payoutForm';

describe('formToPayout', () => {
  it('sends the amount as a number and drops empty fields', () => {
    expect(formToPayout({ ...emptyPayoutForm('ev-1'), amountSats: '21000', address: '  ' })).toEqual({ eventId: 'ev-1', amountSats: 21000 });
  });

  it('keeps every filled field, the date as that local day', () => {
    const payout = formToPayout({ eventId: 'ev-1', amountSats: '5', address: 'bc1qxyz', txid: 'abc', date: '2026-03-07' });
    expect(payout).toMatchObject({ eventId: 'ev-1', amountSats: 5, address: 'bc1qxyz', txid: 'abc' });
    const date = payout.date as Date;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 7, 0]);
  });
});

describe('dateFromInput', () => {
  it('reads yyyy-mm-dd and nothing else', () => {
    expect(dateFromInput('')).toBeUndefined();
    expect(dateFromInput('07/03/2026')).toBeUndefined();
    expect(dateFromInput('2026-01-31')?.getDate()).toBe(31);
  });
});

describe('validatePayout', () => {
  it('requires the event and a whole positive amount', () => {
    expect(validatePayout(emptyPayoutForm())).toEqual({ eventId: 'validation.required', amountSats: 'validation.required' });
    expect(validatePayout({ ...emptyPayoutForm('ev'), amountSats: '1.5' })).toEqual({ amountSats: 'validation.positiveSats' });
    expect(validatePayout({ ...emptyPayoutForm('ev'), amountSats: '0' })).toEqual({ amountSats: 'validation.positiveSats' });
    expect(validatePayout({ ...emptyPayoutForm('ev'), amountSats: '-500' })).toEqual({ amountSats: 'validation.positiveSats' });
    expect(validatePayout({ ...emptyPayoutForm('ev'), amountSats: '21000' })).toEqual({});
  });
});

describe('payoutOverrun', () => {
  it.each([
    ['100', 100, 0],
    ['101', 100, 1],
    ['5000', 0, 5000],
    ['5000', -20, 5000],
    ['', 100, 0],
    ['12a', 100, 0],
    ['100', undefined, 0],
  ] as const)('%s sats against %s pending → %s over', (amount, pending, over) => {
    expect(payoutOverrun(amount, pending)).toBe(over);
  });
});

describe('payoutExcess', () => {
  it('quotes the amount, what is owed and the excess for a payout above what is owed', () => {
    expect(payoutExcess('50000000', 7_425)).toEqual({ amountSats: 50_000_000, pendingSats: 7_425, excessSats: 49_992_575 });
  });

  it('counts the whole amount as excess when the event is overpaid already', () => {
    expect(payoutExcess('1000', -500)).toEqual({ amountSats: 1000, pendingSats: -500, excessSats: 1000 });
  });

  it('asks nothing for a payout within what is owed, or while the amount is not a number', () => {
    expect(payoutExcess('7425', 7_425)).toBeNull();
    expect(payoutExcess('12a', 0)).toBeNull();
    expect(payoutExcess('100', undefined)).toBeNull();
  });
});
