import { describe, expect, it } from 'vitest';
import { sampleBuyOffer, sampleMatch, sampleSellOffer } from '../../contract/platformSamples';
import { matchRowOf, offerDetailsOf, offerSearchRowOf } from './offerRows';

describe('the platform’s offers as rows', () => {
  it('a sell offer: its amount, premium, owner and §4 label', () => {
    const row = offerSearchRowOf(sampleSellOffer({ tradeStatus: 'hasMatchesAvailable' }));
    expect(row).toMatchObject({ id: '114', type: 'ask', amount: 100_000, premium: 2, status: 'match', userId: sampleSellOffer().user.id });
    expect(row).not.toHaveProperty('amountMax');
    expect(row).not.toHaveProperty('kyc');
  });

  it('a buy offer: its [min, max] as a range, its max premium; kyc when the answer has it', () => {
    const offer = sampleBuyOffer();
    const row = offerSearchRowOf({ ...offer, user: { ...offer.user, kyc: true } });
    expect(row).toMatchObject({ amount: 50_000, amountMax: 200_000, maxPremium: 3, kyc: true });
    expect(row).not.toHaveProperty('premium');
  });

  it('details keep the escrow and funding of a sell offer, the release address of a buy offer', () => {
    expect(offerDetailsOf(sampleSellOffer({ contractId: '114-115', tradeStatus: 'paymentRequired' }))).toMatchObject({
      escrow: 'bcrt1qescrow',
      funding: { status: 'FUNDED' },
      contractId: '114-115',
      status: 'contractCreated',
    });
    const buy = offerDetailsOf(sampleBuyOffer({ minReputation: 0.5 }));
    expect(buy).toMatchObject({ releaseAddress: 'bcrt1qrelease', minReputation: 0.5 });
    expect(buy).not.toHaveProperty('escrow');
  });
});

describe('a match as a row', () => {
  it('takes the shared currency and method, the price in it, and the limits it exceeds', () => {
    const row = matchRowOf(sampleMatch({ meansOfPayment: { EUR: ['sepa', 'wise'] }, prices: { EUR: 98.5 }, unavailable: { exceedsLimit: ['daily', 'yearly'] } }));
    expect(row).toMatchObject({ currency: 'EUR', paymentMethod: 'sepa', price: 98.5, unavailable: true, unavailableReasons: ['daily', 'yearly'] });
  });

  it('takes the selected pair and the matched price once matched', () => {
    const row = matchRowOf(sampleMatch({ meansOfPayment: { EUR: ['sepa'], CHF: ['twint'] }, prices: { EUR: 98.5, CHF: 95 }, selectedCurrency: 'CHF', selectedPaymentMethod: 'twint', matchedPrice: 96 }));
    expect(row).toMatchObject({ currency: 'CHF', paymentMethod: 'twint', price: 96, unavailable: false });
  });
});
