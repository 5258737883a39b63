import { describe, expect, it } from 'vitest';
import { disputeQueryOf, isNarrowed } from './data';

const pagination = { page: 2, perPage: 25 };

describe('disputeQueryOf', () => {
  it('always sends the state, open by default, and pages from 0', () => {
    expect(disputeQueryOf({ filter: {}, pagination, sort: { field: 'disputeDate', order: 'ASC' } })).toEqual({
      page: 1,
      size: 25,
      sort: 'age',
      order: 'asc',
      state: 'open',
      reason: undefined,
      initiator: undefined,
      currency: undefined,
      paymentMethod: undefined,
      olderThanHours: undefined,
      q: undefined,
    });
  });

  it('maps the sort fields to the API’s names', () => {
    expect(disputeQueryOf({ filter: {}, pagination, sort: { field: 'unreadMessages', order: 'DESC' } })).toMatchObject({ sort: 'unread', order: 'desc' });
    expect(disputeQueryOf({ filter: {}, pagination, sort: { field: 'amount', order: 'ASC' } })).toMatchObject({ sort: 'amount', order: 'asc' });
    expect(disputeQueryOf({ filter: {}, pagination, sort: { field: 'reason', order: 'ASC' } })).toMatchObject({ sort: 'age' });
  });

  it('passes every filter on', () => {
    const filter = { state: 'resolved', reason: 'abusive', initiator: 'buyer', currency: 'EUR', paymentMethod: 'sepa', olderThanHours: 48, q: ' PC-E-F ' };
    expect(disputeQueryOf({ filter, pagination, sort: { field: 'disputeDate', order: 'ASC' } })).toMatchObject({
      state: 'resolved',
      reason: 'abusive',
      initiator: 'buyer',
      currency: 'EUR',
      paymentMethod: 'sepa',
      olderThanHours: 48,
      q: 'PC-E-F',
    });
  });

  it('leaves out what the API would refuse, and caps the page size at 100', () => {
    const filter = { state: 'all', reason: 'bogus', initiator: 'mediator', olderThanHours: -3, q: '  ' };
    const query = disputeQueryOf({ filter, pagination: { page: 1, perPage: 500 }, sort: { field: 'disputeDate', order: 'ASC' } });
    expect(query).toMatchObject({ state: 'open', size: 100 });
    expect(query.reason).toBeUndefined();
    expect(query.initiator).toBeUndefined();
    expect(query.olderThanHours).toBeUndefined();
    expect(query.q).toBeUndefined();
    expect(disputeQueryOf({ filter: { olderThanHours: '0' }, pagination, sort: { field: 'disputeDate', order: 'ASC' } }).olderThanHours).toBe(0);
  });
});

describe('isNarrowed', () => {
  it('is false for the default view (open, nothing else), true for anything more', () => {
    expect(isNarrowed({})).toBe(false);
    expect(isNarrowed({ state: 'open' })).toBe(false);
    expect(isNarrowed({ state: 'open', q: '' })).toBe(false);
    expect(isNarrowed({ state: 'resolved' })).toBe(true);
    expect(isNarrowed({ state: 'open', reason: 'abusive' })).toBe(true);
    expect(isNarrowed({ olderThanHours: 0 })).toBe(true);
  });
});
