import { describe, expect, it } from 'vitest';
import { usesClocks, withoutClocks } from './clocksView';

const age = { field: 'disputeDate', order: 'ASC' };

describe('the queue without the case clocks', () => {
  it('knows a query that asks the clocks: the wait sort or the unattended filter', () => {
    expect(usesClocks({ sort: 'waitOnUs' })).toBe(true);
    expect(usesClocks({ sort: 'age', unattendedHours: 0 })).toBe(true);
    expect(usesClocks({ sort: 'age' })).toBe(false);
    expect(usesClocks({ sort: 'unread', unattendedHours: undefined })).toBe(false);
  });

  it("drops an old link's unattended filter and wait sort, keeping the rest", () => {
    expect(withoutClocks({ state: 'open', unattendedHours: 12, reason: 'other' }, { field: 'waitOnUs', order: 'DESC' })).toEqual({
      filter: { state: 'open', reason: 'other' },
      sort: age,
    });
    expect(withoutClocks({ state: 'open', unattendedHours: '' }, { field: 'amount', order: 'DESC' })).toEqual({ filter: { state: 'open' } });
    expect(withoutClocks({ state: 'open' }, { field: 'waitOnUs', order: 'ASC' })).toEqual({ sort: age });
  });

  it('changes nothing in a view without them', () => {
    expect(withoutClocks({ state: 'resolved', olderThanHours: 4 }, { field: 'unreadMessages', order: 'DESC' })).toBeNull();
  });
});
