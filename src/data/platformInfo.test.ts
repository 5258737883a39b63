import { describe, expect, it } from 'vitest';
import { DEFAULT_TRADE_BOUNDS, tradeBoundsFrom } from './platformInfo';

describe('tradeBoundsFrom', () => {
  it('keeps spec §9’s 50 000–2 000 000 sats when /v1/info says nothing', () => {
    expect(DEFAULT_TRADE_BOUNDS).toEqual({ min: 50_000, max: 2_000_000 });
    expect(tradeBoundsFrom(undefined)).toEqual(DEFAULT_TRADE_BOUNDS);
    expect(tradeBoundsFrom({})).toEqual(DEFAULT_TRADE_BOUNDS);
  });

  it('replaces each bound the server announces', () => {
    expect(tradeBoundsFrom({ minTradingAmount: 20_000, maxTradingAmount: 3_000_000 })).toEqual({ min: 20_000, max: 3_000_000 });
    expect(tradeBoundsFrom({ minTradingAmount: 20_000 })).toEqual({ min: 20_000, max: 2_000_000 });
    expect(tradeBoundsFrom({ maxTradingAmount: 1_000_000 })).toEqual({ min: 50_000, max: 1_000_000 });
  });

  it('ignores values that are not whole positive sats, and a minimum not below the maximum', () => {
    for (const bad of [0, -5, 1.5, Number.NaN, '60000' as unknown as number]) {
      expect(tradeBoundsFrom({ minTradingAmount: bad }), String(bad)).toEqual(DEFAULT_TRADE_BOUNDS);
    }
    expect(tradeBoundsFrom({ minTradingAmount: 3_000_000 })).toEqual(DEFAULT_TRADE_BOUNDS);
    expect(tradeBoundsFrom({ minTradingAmount: 40_000, maxTradingAmount: 40_000 })).toEqual(DEFAULT_TRADE_BOUNDS);
  });
});
