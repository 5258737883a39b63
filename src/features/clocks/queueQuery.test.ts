import { describe, expect, it } from 'vitest';
import { disputeQueryOf } from '../disputes/data';

const pagination = { page: 1, perPage: 25 };

describe("the queue's waits in its query", () => {
  it('sorts by the longest wait on us and passes the unattended filter on', () => {
    expect(disputeQueryOf({ filter: { unattendedHours: 48 }, pagination, sort: { field: 'waitOnUs', order: 'DESC' } })).toMatchObject({
      sort: 'waitOnUs',
      order: 'desc',
      unattendedHours: 48,
    });
  });

  it('leaves out an unattended filter the API would refuse', () => {
    for (const unattendedHours of [-1, 1.5, 'x', '']) {
      expect(disputeQueryOf({ filter: { unattendedHours }, pagination, sort: { field: 'disputeDate', order: 'ASC' } }).unattendedHours).toBeUndefined();
    }
    expect(disputeQueryOf({ filter: { unattendedHours: '0' }, pagination, sort: { field: 'disputeDate', order: 'ASC' } }).unattendedHours).toBe(0);
  });
});
