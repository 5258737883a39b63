import { describe, expect, it } from 'vitest';
import { refusedStart } from './data';

describe('refusedStart', () => {
  it('takes GroupHug’s 200 { success: false } for a wrong password', () => {
    expect(refusedStart([{ success: false }, undefined])).toEqual([undefined, { error: 'WRONG_PASSWORD', status: 400 }]);
  });
  it('keeps a start and an error as they are', () => {
    expect(refusedStart([{ success: true }, undefined])).toEqual([{ success: true }, undefined]);
    expect(refusedStart([undefined, { error: 'NETWORK_ERROR' }])).toEqual([undefined, { error: 'NETWORK_ERROR' }]);
  });
});
