import { describe, expect, it } from 'vitest';
import { reasonProblem, sanctionProblems } from './sanctions';

const now = Date.parse('2026-05-01T12:00:00Z');
const context = { now, platformDailyLimit: 1000, unsafe: (text: string) => (/\u202e/.test(text) ? 'unsafe' : null) };

describe('sanction rules', () => {
  it('takes a warning with only a reason, and a limit below the platform for 1 to 365 days', () => {
    expect(sanctionProblems({ kind: 'warning', reason: 'Rude' }, context)).toEqual({});
    expect(sanctionProblems({ kind: 'warning', reason: 'Rude', expiresAt: '2026-05-02T00:00:00Z', appealNote: '' }, context)).toEqual({});
    expect(sanctionProblems({ kind: 'limit', reason: 'Risk', dailyLimit: 999, days: 365 }, context)).toEqual({});
  });

  it('names the rule each bad field breaks', () => {
    expect(sanctionProblems({ kind: 'limit', reason: ' ', dailyLimit: 1000, days: 0 }, context)).toEqual({
      reason: 'REASON_REQUIRED',
      dailyLimit: 'LIMIT_ABOVE_PLATFORM',
      days: 'DAYS_INVALID',
    });
    expect(sanctionProblems({ kind: 'limit', reason: 'x', dailyLimit: 1.5, days: 2 }, context)).toEqual({ dailyLimit: 'LIMIT_REQUIRED' });
    expect(sanctionProblems({ kind: 'warning', reason: 'x', expiresAt: '2026-05-01T12:00:00Z' }, context)).toEqual({ expiresAt: 'EXPIRY_IN_PAST' });
    expect(sanctionProblems({ kind: 'warning', reason: 'x', expiresAt: 'tomorrow' }, context)).toEqual({ expiresAt: 'EXPIRY_INVALID' });
    expect(sanctionProblems({ kind: 'ban', reason: 'x', appealNote: 'a'.repeat(501) }, context)).toEqual({ kind: 'KIND_INVALID', appealNote: 'TEXT_TOO_LONG' });
  });

  it('refuses a lift reason that is empty, too long or unsafe', () => {
    expect(reasonProblem('')).toBe('REASON_REQUIRED');
    expect(reasonProblem(undefined)).toBe('REASON_REQUIRED');
    expect(reasonProblem('x'.repeat(501))).toBe('TEXT_TOO_LONG');
    expect(reasonProblem('ok\u202e', context.unsafe)).toBe('UNSAFE_TEXT');
    expect(reasonProblem('Cleared')).toBeUndefined();
  });
});
