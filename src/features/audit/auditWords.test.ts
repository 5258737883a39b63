import { describe, expect, it } from 'vitest';
import { auditWords } from './auditWords';

const WORDS: Record<string, string> = {
  'audit.field.isBuyerPaymentDataIncorrect': "Buyer's payment data incorrect",
  'audit.field.outcome': 'Outcome',
  'audit.field.dispute': 'Dispute',
  'audit.field.owner': 'Owner',
  'audit.field.amountSats': 'Amount (sats)',
  'audit.value.yes': 'Yes',
  'audit.value.no': 'No',
  'audit.value.dispute.resolved': 'Resolved',
  'disputes.result.cancelTrade': 'Trade canceled, seller refunded',
};
const translate = (key: string, options?: Record<string, unknown>) => WORDS[key] ?? String(options?._ ?? key);

describe('auditWords', () => {
  it('names each field and says its value in words, not raw keys', () => {
    expect(auditWords({ isBuyerPaymentDataIncorrect: false, outcome: 'cancelTrade', dispute: 'resolved' }, translate)).toBe(
      "Dispute: Resolved; Buyer's payment data incorrect: No; Outcome: Trade canceled, seller refunded",
    );
  });

  it('writes sats as the console does, a missing value as a dash, and keeps what it does not know', () => {
    expect(auditWords({ amountSats: 4321, owner: null }, translate)).toBe('Amount (sats): 4 321; Owner: —');
    expect(auditWords({ somethingNew: 'x' }, translate)).toBe('somethingNew: x');
    expect(auditWords(null, translate)).toBe('');
  });
});
