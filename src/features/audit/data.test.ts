import { describe, expect, it } from 'vitest';
import { auditQueryOf } from './data';

describe('auditQueryOf', () => {
  it('turns the list params into the trail query, days as yyyy-mm-dd', () => {
    expect(
      auditQueryOf({ pagination: { page: 2, perPage: 25 }, filter: { staffId: ' abc ', action: 'user.ban', from: '2026-11-01', to: new Date('2026-11-24T00:00:00Z') } }),
    ).toEqual({ page: 1, size: 25, staffId: 'abc', action: 'user.ban', from: '2026-11-01', to: '2026-11-24' });
  });

  it('leaves out what the API would refuse', () => {
    expect(auditQueryOf({ pagination: { page: 1, perPage: 10 }, filter: { action: 'user.delete', from: 'yesterday', staffId: '' } })).toEqual({ page: 0, size: 10 });
  });
});
