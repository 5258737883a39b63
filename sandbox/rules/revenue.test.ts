// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeRevenue, type RevenueTrade } from './revenue';

const trade = (amount: number, overrides: Partial<RevenueTrade> = {}): RevenueTrade => ({
  amount,
  buyerFee: 0.02,
  sellerFee: 0,
  tradeStatus: 'tradeCompleted',
  ...overrides,
});

describe('computeRevenue', () => {
  it('is all zeros without trades', () => {
    expect(computeRevenue([], [])).toEqual({
      totalTradedVolumeSats: 0,
      totalFeeCollectedSats: 0,
      organizerPayoutShareSats: 0,
      pendingPayoutSats: 0,
    });
  });

  it('sums completed trades and their fees, half of the fees for the organizer', () => {
    const revenue = computeRevenue([trade(100_000), trade(250_000, { buyerFee: 0.01, sellerFee: 0.01 })], []);
    expect(revenue).toEqual({
      totalTradedVolumeSats: 350_000,
      totalFeeCollectedSats: 2_000 + 5_000,
      organizerPayoutShareSats: 3_500,
      pendingPayoutSats: 3_500,
    });
  });

  it('ignores trades that are not completed', () => {
    const revenue = computeRevenue(
      [trade(100_000), trade(500_000, { tradeStatus: 'tradeCanceled' }), trade(300_000, { tradeStatus: 'dispute' })],
      [],
    );
    expect(revenue.totalTradedVolumeSats).toBe(100_000);
    expect(revenue.totalFeeCollectedSats).toBe(2_000);
  });

  it('rounds each trade fee, then floors the share', () => {
    // 12 345 × 0.02 = 246.9 → 247; 10 001 × 0.02 = 200.02 → 200; fees 447, share floor(223.5) = 223
    const revenue = computeRevenue([trade(12_345), trade(10_001)], []);
    expect(revenue.totalFeeCollectedSats).toBe(447);
    expect(revenue.organizerPayoutShareSats).toBe(223);
  });

  it('counts free trades (no fee) in the volume only', () => {
    const revenue = computeRevenue([trade(200_000, { buyerFee: 0 })], []);
    expect(revenue.totalTradedVolumeSats).toBe(200_000);
    expect(revenue.totalFeeCollectedSats).toBe(0);
  });

  it('subtracts payouts from the share, below zero once more was paid out than the share', () => {
    const trades = [trade(1_000_000)]; // fees 20 000, share 10 000
    expect(computeRevenue(trades, [{ amountSats: 4_000 }, { amountSats: 1_000 }]).pendingPayoutSats).toBe(5_000);
    expect(computeRevenue(trades, [{ amountSats: 10_000 }]).pendingPayoutSats).toBe(0);
    expect(computeRevenue(trades, [{ amountSats: 25_000 }]).pendingPayoutSats).toBe(-15_000);
  });
});
