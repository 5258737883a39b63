import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction, SUBJECT_OF } from '../contract/audit';
import { auditValueText } from './audit';

describe('the audit vocabulary', () => {
  it('names a subject for every action, and knows its own actions only', () => {
    expect(AUDIT_ACTIONS.every((action) => SUBJECT_OF[action])).toBe(true);
    expect(isAuditAction('user.ban')).toBe(true);
    expect(isAuditAction('user.delete')).toBe(false);
    expect(isAuditAction(undefined)).toBe(false);
  });

  it('writes a before or after value as one line, keys sorted, lists joined, nothing as a dash', () => {
    expect(auditValueText({ owner: null, banned: false })).toBe('banned: false; owner: —');
    expect(auditValueText({ currencies: ['EUR', 'CHF'] })).toBe('currencies: EUR, CHF');
    expect(auditValueText(null)).toBe('');
  });
});
