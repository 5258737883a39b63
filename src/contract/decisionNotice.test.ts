import { describe, expect, it } from 'vitest';
import { decisionNotice, decisionNotices, noticeLanguageOf, noticeSats } from './decisionNotice';

const facts = { outcome: 'buyerWins' as const, buyerSats: 1_234_567, sellerSats: 0, buyerFeeSats: 2_000, sellerFeeSats: 0, reason: ' Paid in full. ' };

describe('the decision notice', () => {
  it('speaks German to de and de-*, English to everyone else', () => {
    expect(['de', 'de-CH', 'DE_at', 'en', 'fr', null, undefined, 'dex'].map(noticeLanguageOf)).toEqual(['de', 'de', 'de', 'en', 'en', 'en', 'en', 'en']);
  });

  it('states the outcome, each side’s sats, the fees and the reason, and the added sentence last', () => {
    expect(decisionNotice('en', { ...facts, addition: 'Thanks for your patience.' }).split('\n')).toEqual([
      'Decision on your dispute: The mediator decided the dispute in favour of the buyer.',
      'The buyer receives 1,234,567 sats, the seller receives 0 sats.',
      'Trading fees: 2,000 sats from the buyer, 0 sats from the seller.',
      'Reason: Paid in full.',
      'Thanks for your patience.',
    ]);
    expect(decisionNotice('de', facts)).toContain('Der Käufer erhält 1.234.567 Sats, der Verkäufer erhält 0 Sats.');
  });

  it('says nothing moves when nothing does, and what a release will pay', () => {
    expect(decisionNotice('en', { ...facts, outcome: 'none', buyerSats: 0, buyerFeeSats: 0 })).toContain('No sats move now.');
    expect(decisionNotice('en', { ...facts, outcome: 'payOutBuyer' })).toContain('Once the seller releases, the buyer receives 1,234,567 sats.');
    expect(noticeSats('en', 999)).toBe('999 sats');
  });

  it('writes one notice per language the two traders read', () => {
    expect(decisionNotices({ buyer: 'en', seller: 'fr' }, facts).map((n) => n.language)).toEqual(['en']);
    expect(decisionNotices({ buyer: null, seller: 'de-CH' }, facts).map((n) => n.language)).toEqual(['en', 'de']);
  });
});
