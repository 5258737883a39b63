import { describe, expect, it } from 'vitest';
import { decisionNotice, noticeSats } from '../../contract/decisionNotice';
import { needsSecondApproval } from '../../contract/fourEyes';
import { DISPUTE_OUTCOMES } from '../../contract/trade';
import { consequenceOf } from '../contracts/resolutionForm';
import { thresholdOf } from './threshold';

describe('the threshold field', () => {
  it('takes whole sats above 0 (separators allowed), empty as off, and refuses the rest', () => {
    expect(['', ' ', '500000', '1 000 000', "1'000'000", '2,500'].map(thresholdOf)).toEqual([null, null, 500_000, 1_000_000, 1_000_000, 2_500]);
    expect(['0', '-5', '12.5e3', 'abc', '9'.repeat(20)].map(thresholdOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('four eyes', () => {
  const flags = { isBuyerPaymentDataIncorrect: false, isSellerPaymentDataIncorrect: false };
  it('applies at or above the threshold, never when it is off, and to incorrect payment data when told', () => {
    const on = { thresholdSats: 100_000, incorrectDataNeedsApproval: false };
    expect(needsSecondApproval(on, { amount: 99_999 }, flags)).toBe(false);
    expect(needsSecondApproval(on, { amount: 100_000 }, flags)).toBe(true);
    expect(needsSecondApproval({ thresholdSats: null, incorrectDataNeedsApproval: false }, { amount: 10 ** 9 }, flags)).toBe(false);
    const flagged = { ...flags, isSellerPaymentDataIncorrect: true };
    expect(needsSecondApproval({ thresholdSats: null, incorrectDataNeedsApproval: true }, { amount: 1 }, flagged)).toBe(true);
    expect(needsSecondApproval({ thresholdSats: null, incorrectDataNeedsApproval: false }, { amount: 1 }, flagged)).toBe(false);
  });

  it('shows in the notice the very sats of the confirmation’s preview, for every outcome', () => {
    const contract = { amount: 254_801, buyerFee: 0.02, sellerFee: 0.005 };
    for (const outcome of DISPUTE_OUTCOMES) {
      const preview = consequenceOf(contract, outcome);
      const notice = decisionNotice('en', { ...preview, reason: 'r' });
      if (preview.buyerSats) expect(notice).toContain(noticeSats('en', preview.buyerSats));
      if (preview.sellerSats) expect(notice).toContain(noticeSats('en', preview.sellerSats));
      if (preview.buyerFeeSats) expect(notice).toContain(`Trading fees: ${noticeSats('en', preview.buyerFeeSats)} from the buyer, ${noticeSats('en', preview.sellerFeeSats)}`);
    }
  });
});
