import { describe, expect, it } from 'vitest';
import { isCurrency, SUPPORTED_CURRENCIES, TEXT_CATALOGUE_CURRENCIES } from './currencies';

describe('currencies', () => {
  it('lists the default supported currencies of spec §9, in order, once each', () => {
    expect(SUPPORTED_CURRENCIES.join(' ')).toBe(
      'SAT EUR CHF USD GBP SEK DKK BGN CZK HUF PLN RON ISK NOK TRY USDT ARS COP PEN MXN CLP XOF NGN CDF CRC BRL',
    );
    expect(new Set(SUPPORTED_CURRENCIES).size).toBe(SUPPORTED_CURRENCIES.length);
  });

  it('lists the text-catalogue currencies of spec §9', () => {
    expect(TEXT_CATALOGUE_CURRENCIES.join(' ')).toBe('SATS EUR CHF USD AUD CAD INR BRL GBP SEK NOK');
    expect(new Set(TEXT_CATALOGUE_CURRENCIES).size).toBe(TEXT_CATALOGUE_CURRENCIES.length);
  });

  it('recognises supported currency codes only', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('SAT')).toBe(true);
    expect(isCurrency('SATS')).toBe(false);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('AUD')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
