import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { deCH } from '../../i18n/de-CH';
import { en } from '../../i18n/en';
import { buildI18nProvider } from '../../i18n/provider';
import { paymentMethodName } from './paymentMethodNames';
import { PAYMENT_METHODS } from './paymentMethods';

const t = (locale: 'en' | 'de' | 'de-CH') => buildI18nProvider({ en, de, 'de-CH': deCH }, locale).translate;

describe('paymentMethodName', () => {
  it('names a method as staff read it, not by its id', () => {
    expect(paymentMethodName(t('en'), 'nationalTransferRO')).toBe('National bank transfer (RO)');
    expect(paymentMethodName(t('en'), 'cash.be.antwerp.belgian-btc-embassy')).toBe('Cash: be.antwerp.belgian-btc-embassy');
    expect(paymentMethodName(t('en'), 'giftCard.amazon.DE')).toBe('Amazon gift card (DE)');
    expect(paymentMethodName(t('en'), 'giftCard.amazon')).toBe('Amazon gift card');
    expect(paymentMethodName(t('en'), 'instantSepa')).toBe('Instant SEPA');
    expect(paymentMethodName(t('en'), 'mercadoPago')).toBe('Mercado Pago');
    expect(paymentMethodName(t('en'), 'tigoMoneyElSalvador')).toBe('Tigo Money El Salvador');
    expect(paymentMethodName(t('en'), 'tronusdt')).toBe('USDT on Tron');
  });

  it('says the words around a brand in German and Swiss German', () => {
    expect(paymentMethodName(t('de'), 'nationalTransferCH')).toBe('Inlandsüberweisung (CH)');
    expect(paymentMethodName(t('de-CH'), 'giftCard.amazon.FR')).toBe('Amazon-Geschenkkarte (FR)');
    expect(paymentMethodName(t('de'), 'cash.lv.riga.baltic-honeybadger')).toBe('Bargeld: lv.riga.baltic-honeybadger');
  });

  it('gives every catalogued method a name, never its camel-case or dotted id', () => {
    for (const id of PAYMENT_METHODS) {
      const name = paymentMethodName(t('en'), id);
      expect(name, id).toMatch(/^[A-Z0-9]/);
      if (/[a-z][A-Z]|\./.test(id)) expect(name, id).not.toBe(id);
    }
  });
});
