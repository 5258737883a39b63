import { describe, expect, it } from 'vitest';
import { recordPath } from './recordPaths';

describe('recordPath', () => {
  it('writes each record page once, the id encoded', () => {
    expect(recordPath('contracts', '14-15')).toBe('/contract/14-15');
    expect(recordPath('users', '02ab')).toBe('/user/02ab');
    expect(recordPath('offers', '97')).toBe('/offer/97');
    // an id from a push message or the queue is data: it cannot add path segments or a query
    expect(recordPath('contracts', '1/../admin?x')).toBe('/contract/1%2F..%2Fadmin%3Fx');
  });
});
