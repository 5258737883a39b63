import { describe, expect, it } from 'vitest';
import { amountText, meansOfPaymentText, premiumText, priceText } from './offerText';

describe('amountText', () => {
  it('writes an amount, or a range when the upper bound differs', () => {
    expect(amountText({ amount: 100_000 })).toBe('100 000');
    expect(amountText({ amount: 100_000, amountMax: 2_560_000 })).toBe('100 000 – 2 560 000');
    expect(amountText({ amount: 50_000, amountMax: 50_000 })).toBe('50 000');
  });
});

describe('premiumText', () => {
  it('reads the platform premium as percent', () => {
    expect(premiumText(2)).toBe('2%');
    expect(premiumText(-1.5)).toBe('-1.5%');
    expect(premiumText(0)).toBe('0%');
  });
});

describe('meansOfPaymentText', () => {
  it('lists currencies in order with their methods, an empty list as any method', () => {
    expect(meansOfPaymentText({ RON: ['paypal'], EUR: ['sepa', 'mbWay'], CHF: [] }, 'any method')).toBe(
      'CHF: any method · EUR: sepa, mbWay · RON: paypal',
    );
    expect(meansOfPaymentText({}, 'any')).toBe('');
  });
});

describe('priceText', () => {
  it('writes two decimals, groups the whole part and names the currency', () => {
    expect(priceText(451.66, 'RON')).toBe('451.66 RON');
    expect(priceText(1234.5, 'EUR')).toBe('1 234.50 EUR');
    expect(priceText(-12, 'CHF')).toBe('-12.00 CHF');
    expect(priceText(Number.NaN, 'CHF')).toBe('');
  });
});
