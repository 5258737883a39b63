import { describe, expect, it } from 'vitest';
import { consequenceOf, emptyResolutionForm, formToResolution, validateResolution } from './resolutionForm';

const contract = { amount: 250_000, buyerFee: 0.02, sellerFee: 0 };

describe('the resolution form', () => {
  it('needs an outcome and a reason of at most 1000 characters', () => {
    expect(validateResolution(emptyResolutionForm())).toEqual({ outcome: 'validation.required', reason: 'validation.required' });
    expect(validateResolution({ ...emptyResolutionForm(), outcome: 'none', reason: '   ' })).toEqual({ reason: 'validation.required' });
    expect(validateResolution({ ...emptyResolutionForm(), outcome: 'none', reason: 'x'.repeat(1001) })).toEqual({ reason: { message: 'contract.resolution.reasonTooLong', args: { 0: 1000, 1: 1001 } } });
    expect(validateResolution({ ...emptyResolutionForm(), outcome: 'buyerWins', reason: 'paid' })).toEqual({});
  });

  it('sends the spec §3 payload, the reason trimmed', () => {
    expect(formToResolution('14-15', { outcome: 'sellerWins', reason: ' no payment ', isBuyerPaymentDataIncorrect: true, isSellerPaymentDataIncorrect: false })).toEqual({
      contractId: '14-15',
      outcome: 'sellerWins',
      reason: 'no payment',
      isBuyerPaymentDataIncorrect: true,
      isSellerPaymentDataIncorrect: false,
    });
  });

  it('states who receives how many sats, the fees, whether the trade goes on and who loses', () => {
    expect(consequenceOf(contract, 'buyerWins')).toMatchObject({ buyerSats: 245_000, sellerSats: 0, buyerFeeSats: 5_000, loser: 'seller', tradeContinues: false });
    expect(consequenceOf(contract, 'sellerWins')).toMatchObject({ buyerSats: 0, sellerSats: 250_000, loser: 'buyer', tradeContinues: false });
    expect(consequenceOf(contract, 'cancelTrade')).toMatchObject({ sellerSats: 250_000, loser: null });
    expect(consequenceOf(contract, 'payOutBuyer')).toMatchObject({ buyerSats: 245_000, sellerAskedToRelease: true, loser: null });
    expect(consequenceOf(contract, 'none')).toMatchObject({ buyerSats: 0, sellerSats: 0, tradeContinues: true, loser: null });
  });

  it('states each outcome for amount 200 000 with buyer fee 2 % and seller fee 1 %', () => {
    const withSellerFee = { amount: 200_000, buyerFee: 0.02, sellerFee: 0.01 };
    const sats = (outcome: Parameters<typeof consequenceOf>[1]) => {
      const { amount, buyerSats, sellerSats, buyerFeeSats, sellerFeeSats } = consequenceOf(withSellerFee, outcome);
      return { amount, buyerSats, sellerSats, buyerFeeSats, sellerFeeSats };
    };
    expect(sats('buyerWins')).toEqual({ amount: 200_000, buyerSats: 196_000, sellerSats: 0, buyerFeeSats: 4_000, sellerFeeSats: 2_000 });
    expect(sats('payOutBuyer')).toEqual({ amount: 200_000, buyerSats: 196_000, sellerSats: 0, buyerFeeSats: 4_000, sellerFeeSats: 2_000 });
    expect(sats('sellerWins')).toEqual({ amount: 200_000, buyerSats: 0, sellerSats: 200_000, buyerFeeSats: 0, sellerFeeSats: 0 });
    expect(sats('cancelTrade')).toEqual({ amount: 200_000, buyerSats: 0, sellerSats: 200_000, buyerFeeSats: 0, sellerFeeSats: 0 });
    expect(sats('none')).toEqual({ amount: 200_000, buyerSats: 0, sellerSats: 0, buyerFeeSats: 0, sellerFeeSats: 0 });
  });
});

describe('a resolution reason the server would refuse', () => {
  it('says so at the field for a bidi isolate, and accepts line breaks', () => {
    const base = { ...emptyResolutionForm(), outcome: 'buyerWins' as const };
    expect(validateResolution({ ...base, reason: 'paid \u2067twice' }).reason).toBe('userText.unsafe');
    expect(validateResolution({ ...base, reason: 'paid\ntwice' })).toEqual({});
  });
});
