import { describe, expect, it } from 'vitest';
import { dayStart, emptySanctionForm, sanctionCreate, validateSanction } from './sanctionForm';

const now = new Date('2026-05-01T12:00:00').getTime();
const context = { now, platformDailyLimit: 1000 };
const form = (more: Partial<ReturnType<typeof emptySanctionForm>>) => ({ ...emptySanctionForm(), ...more });

describe('the give-a-sanction form', () => {
  it('says each broken rule at its field, the platform limit named', () => {
    expect(validateSanction(form({ kind: 'limit', reason: '', dailyLimit: '1000', days: '0' }), context)).toEqual({
      reason: 'sanctions.problem.REASON_REQUIRED',
      dailyLimit: { message: 'sanctions.problem.LIMIT_ABOVE_PLATFORM', args: { 0: 1000 } },
      days: 'sanctions.problem.DAYS_INVALID',
    });
    expect(validateSanction(form({ kind: 'limit', reason: 'x', dailyLimit: '12.5', days: '3' }), context)).toEqual({ dailyLimit: 'sanctions.problem.LIMIT_REQUIRED' });
    expect(validateSanction(form({ reason: 'x', expiresAt: '2026-05-01' }), context)).toEqual({ expiresAt: 'sanctions.problem.EXPIRY_IN_PAST' });
    expect(validateSanction(form({ reason: 'x', expiresAt: '2026-05-02' }), context)).toEqual({});
    expect(validateSanction(form({ kind: 'ban', reason: ' ', dailyLimit: 'junk' }), context)).toEqual({ reason: 'sanctions.problem.REASON_REQUIRED' });
  });

  it('sends only the fields of the kind, a ban to the ban route', () => {
    expect(sanctionCreate('u1', form({ kind: 'limit', reason: ' Risk ', dailyLimit: '200', days: '7', expiresAt: '2026-06-01' }))).toEqual({
      userId: 'u1',
      request: { kind: 'limit', reason: 'Risk', dailyLimit: 200, days: 7 },
    });
    expect(sanctionCreate('u1', form({ reason: 'Rude', appealNote: ' Mail us ', expiresAt: '2026-06-01' }))).toEqual({
      userId: 'u1',
      request: { kind: 'warning', reason: 'Rude', appealNote: 'Mail us', expiresAt: dayStart('2026-06-01') },
    });
    expect(sanctionCreate('u1', form({ kind: 'ban', reason: 'Scam', appealNote: 'ignored' }))).toEqual({ userId: 'u1', ban: { reason: 'Scam' } });
  });

  it('ends a warning at the start of the chosen day in local time', () => {
    expect(new Date(dayStart('2026-06-01')!).getDate()).toBe(1);
    expect(new Date(dayStart('2026-06-01')!).getHours()).toBe(0);
    expect(dayStart('')).toBeUndefined();
  });
});
