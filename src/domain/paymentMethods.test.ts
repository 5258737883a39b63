import { describe, expect, it } from 'vitest';
import {
  AMAZON_GIFT_CARD_COUNTRIES,
  cashEventId,
  CURRENCY_EXTRA_PAYMENT_METHODS,
  currenciesOfPaymentMethod,
  paymentMethodsForCurrency,
  DEFAULT_PAYMENT_METHOD,
  isCashPaymentMethod,
  isPaymentMethod,
  NATIONAL_TRANSFER_COUNTRIES,
  PAYMENT_CATEGORIES,
  PAYMENT_METHOD_KINDS,
  PAYMENT_METHODS,
  paymentMethodKind,
  paymentMethodKinds,
} from './paymentMethods';
import { isCurrency } from './currencies';

describe('the payment-method catalogue', () => {
  it('has the kinds of spec §3, cash empty', () => {
    expect(Object.keys(PAYMENT_CATEGORIES)).toEqual([...PAYMENT_METHOD_KINDS]);
    expect(PAYMENT_CATEGORIES.cash).toEqual([]);
    expect(PAYMENT_CATEGORIES.other).toEqual(['liquid', 'lnurl']);
  });

  it('has national transfers for the 12 countries of spec §3', () => {
    expect(NATIONAL_TRANSFER_COUNTRIES.join(' ')).toBe('BG CZ DK HU NO PL RO CH IS SE TR NG');
    const national = PAYMENT_CATEGORIES.bankTransfer.filter((id) => id.startsWith('nationalTransfer'));
    expect(national).toEqual(NATIONAL_TRANSFER_COUNTRIES.map((c) => `nationalTransfer${c}`));
    expect(PAYMENT_CATEGORIES.bankTransfer).toContain('sepa');
    expect(PAYMENT_CATEGORIES.bankTransfer).toContain('instantSepa');
    expect(PAYMENT_CATEGORIES.bankTransfer).toHaveLength(9 + 12);
  });

  it('has Amazon gift cards, generic and for the 8 countries of spec §9', () => {
    expect(AMAZON_GIFT_CARD_COUNTRIES.join(' ')).toBe('DE FR IT ES NL UK SE FI');
    expect(PAYMENT_CATEGORIES.giftCard).toEqual([
      'giftCard.amazon',
      'giftCard.amazon.DE',
      'giftCard.amazon.FR',
      'giftCard.amazon.IT',
      'giftCard.amazon.ES',
      'giftCard.amazon.NL',
      'giftCard.amazon.UK',
      'giftCard.amazon.SE',
      'giftCard.amazon.FI',
    ]);
  });

  it('has the online wallets and national options of spec §3', () => {
    expect(PAYMENT_CATEGORIES.onlineWallet).toHaveLength(32);
    expect(PAYMENT_CATEGORIES.onlineWallet).toContain('m-pesa');
    expect(PAYMENT_CATEGORIES.onlineWallet).toContain('revolut');
    expect(PAYMENT_CATEGORIES.nationalOption).toHaveLength(11);
    expect(PAYMENT_CATEGORIES.nationalOption).toContain('pix');
  });

  it('lists each method once within its kind, and once overall', () => {
    for (const kind of PAYMENT_METHOD_KINDS) {
      const ids: readonly string[] = PAYMENT_CATEGORIES[kind];
      expect(new Set(ids).size, kind).toBe(ids.length);
    }
    expect(new Set(PAYMENT_METHODS).size).toBe(PAYMENT_METHODS.length);
    expect(PAYMENT_METHODS).toHaveLength(21 + 32 + 9 + 11 + 2 - 1); // mobilePay is in two kinds
  });

  it('gives EUR the extras mbWay and bizum, both catalogued', () => {
    expect(CURRENCY_EXTRA_PAYMENT_METHODS).toEqual({ EUR: ['mbWay', 'bizum'] });
    for (const [currency, ids] of Object.entries(CURRENCY_EXTRA_PAYMENT_METHODS)) {
      expect(isCurrency(currency)).toBe(true);
      for (const id of ids) expect(isPaymentMethod(id)).toBe(true);
    }
  });

  it('defaults to SEPA in euros, not anonymous', () => {
    expect(DEFAULT_PAYMENT_METHOD).toEqual({ id: 'sepa', currencies: ['EUR'], anonymous: false });
    expect(paymentMethodKind(DEFAULT_PAYMENT_METHOD.id)).toBe('bankTransfer');
  });
});

describe('paymentMethodKind', () => {
  it.each([
    ['sepa', 'bankTransfer'],
    ['nationalTransferCH', 'bankTransfer'],
    ['nationalTransferNG', 'bankTransfer'],
    ['revolut', 'onlineWallet'],
    ['m-pesa', 'onlineWallet'],
    ['giftCard.amazon', 'giftCard'],
    ['giftCard.amazon.UK', 'giftCard'],
    ['pix', 'nationalOption'],
    ['bizum', 'nationalOption'],
    ['liquid', 'other'],
    ['lnurl', 'other'],
    ['cash.lv.riga.baltic-honeybadger', 'cash'],
  ])('%s is %s', (id, kind) => {
    expect(paymentMethodKind(id)).toBe(kind);
  });

  it('takes the first kind for a method listed twice', () => {
    expect(paymentMethodKinds('mobilePay')).toEqual(['onlineWallet', 'nationalOption']);
    expect(paymentMethodKind('mobilePay')).toBe('onlineWallet');
  });

  it('knows no kind for unknown ids', () => {
    for (const id of ['', 'SEPA', 'nationalTransfer', 'nationalTransferDE', 'giftCard.amazon.US', 'cash', 'cash.']) {
      expect(paymentMethodKind(id), id).toBeUndefined();
      expect(isPaymentMethod(id), id).toBe(false);
    }
  });
});

describe('cash methods', () => {
  it('are cash.<eventId>', () => {
    expect(isCashPaymentMethod('cash.ch.zurich.meetup')).toBe(true);
    expect(cashEventId('cash.ch.zurich.meetup')).toBe('ch.zurich.meetup');
    expect(isCashPaymentMethod('cash.')).toBe(false);
    expect(cashEventId('sepa')).toBeUndefined();
  });
});

describe('methods per currency', () => {
  const server = [
    { id: 'sepa', currencies: ['EUR', 'CHF'], anonymous: false },
    { id: 'twint', currencies: ['CHF'], anonymous: false },
    { id: 'bizum', currencies: ['EUR'], anonymous: false },
    { id: 'cash.ch.zurich.meetup', currencies: ['CHF', 'EUR'], anonymous: true },
  ];

  it('adds mbWay and bizum to EUR, once each, after what the server lists', () => {
    expect(paymentMethodsForCurrency('EUR', server)).toEqual(['sepa', 'bizum', 'cash.ch.zurich.meetup', 'mbWay']);
    expect(paymentMethodsForCurrency('EUR', [])).toEqual(['mbWay', 'bizum']);
  });

  it('adds nothing to other currencies', () => {
    expect(paymentMethodsForCurrency('CHF', server)).toEqual(['sepa', 'twint', 'cash.ch.zurich.meetup']);
    expect(paymentMethodsForCurrency('GBP', server)).toEqual([]);
  });

  it('offers mbWay and bizum in EUR even when the server lists them elsewhere or not at all', () => {
    expect(currenciesOfPaymentMethod('mbWay', server)).toEqual(['EUR']);
    expect(currenciesOfPaymentMethod('bizum', [{ id: 'bizum', currencies: ['CHF'], anonymous: false }])).toEqual(['CHF', 'EUR']);
    expect(currenciesOfPaymentMethod('twint', server)).toEqual(['CHF']);
    expect(currenciesOfPaymentMethod('paypal', server)).toEqual([]);
  });
});
