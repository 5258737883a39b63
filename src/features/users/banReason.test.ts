import { describe, expect, it } from 'vitest';
import { BAN_REASON_MAX, banReasonProblem } from './banReason';

describe('banReasonProblem', () => {
  it('requires a reason, within the ban log’s bound', () => {
    expect(banReasonProblem('')).toBe('validation.required');
    expect(banReasonProblem('   ')).toBe('validation.required');
    expect(banReasonProblem('x'.repeat(BAN_REASON_MAX + 1))).toEqual({ message: 'validation.maxLength', args: { 0: BAN_REASON_MAX } });
    expect(banReasonProblem('Scammed two buyers with fake receipts')).toBeUndefined();
  });
});
