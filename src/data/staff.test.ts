import { describe, expect, it } from 'vitest';
import { asRefusedInput } from './staff';

describe('asRefusedInput', () => {
  it('turns a 401 refusal of the start password into a 400, so the session is not taken for lost', () => {
    expect(asRefusedInput([undefined, { error: 'WRONG_PASSWORD', status: 401 }])).toEqual([undefined, { error: 'WRONG_PASSWORD', status: 400 }]);
  });
  it('leaves results and other errors alone', () => {
    expect(asRefusedInput([{ started: true }, undefined])).toEqual([{ started: true }, undefined]);
    expect(asRefusedInput([undefined, { error: 'INTERNAL_SERVER_ERROR', status: 500 }])).toEqual([undefined, { error: 'INTERNAL_SERVER_ERROR', status: 500 }]);
  });
});
