import { cashEventId } from './paymentMethods';

/**
 * A payment method as staff read it, from its platform id: "nationalTransferRO" → "National bank
 * transfer (RO)", "giftCard.amazon.DE" → "Amazon gift card (DE)", "cash.<eventId>" → "Cash: <eventId>",
 * "revolut" → "Revolut". Brands keep their own spelling in every language; the words around them
 * are the catalogue's (i18n/console/paymentMethods.ts). An id we do not know is spelt out from its
 * camel case, so a new method still reads as words.
 */
const BRANDS: Record<string, string> = {
  advcash: 'AdvCash',
  airtelMoney: 'Airtel Money',
  apaym: 'APaym',
  blik: 'BLIK',
  cashDepositCanada: 'Cash deposit (Canada)',
  cbu: 'CBU',
  chippercash: 'Chipper Cash',
  cvu: 'CVU',
  daviPlata: 'DaviPlata',
  dollaronchain: 'Dollar on chain',
  fasterPayments: 'Faster Payments',
  gcash: 'GCash',
  imps: 'IMPS',
  instaPay: 'InstaPay',
  instantSepa: 'Instant SEPA',
  iris: 'IRIS',
  kcbBankKenya: 'KCB Bank Kenya',
  keksPay: 'KEKS Pay',
  lnurl: 'LNURL',
  'm-pesa': 'M-Pesa',
  mbWay: 'MB WAY',
  mobilePay: 'MobilePay',
  mpesa: 'M-Pesa',
  mtn: 'MTN',
  mtnMobileMoney: 'MTN Mobile Money',
  n26: 'N26',
  neteller: 'NETELLER',
  payID: 'PayID',
  payLah: 'PayLah!',
  paypal: 'PayPal',
  paytm: 'Paytm',
  postePay: 'PostePay',
  rappipay: 'RappiPay',
  sadaPay: 'SadaPay',
  sepa: 'SEPA',
  sinpe: 'SINPE',
  sinpeMovil: 'SINPE Móvil',
  spei: 'SPEI',
  stp: 'STP',
  twint: 'TWINT',
  uaeBankTransfer: 'UAE bank transfer',
  UPI: 'UPI',
  weChat: 'WeChat Pay',
};

/** "mercadoPago" → "Mercado Pago", "tigoMoneyElSalvador" → "Tigo Money El Salvador". */
const spelt = (id: string): string => {
  const words = id.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function paymentMethodName(translate: Translate, id: string): string {
  const event = cashEventId(id);
  if (event) return translate('paymentMethod.cash', { 0: event });
  const national = /^nationalTransfer([A-Z]{2})$/.exec(id);
  if (national) return translate('paymentMethod.nationalTransfer', { 0: national[1] });
  const giftCard = /^giftCard\.([a-z]+)(?:\.([A-Z]{2}))?$/.exec(id);
  if (giftCard) {
    const brand = spelt(giftCard[1]);
    return giftCard[2] ? translate('paymentMethod.giftCardIn', { 0: brand, 1: giftCard[2] }) : translate('paymentMethod.giftCard', { 0: brand });
  }
  const usdt = /^([a-z]+)usdt$/.exec(id);
  if (usdt) return translate('paymentMethod.usdt', { 0: usdt[1] === 'bnb' ? 'BNB' : spelt(usdt[1]) });
  return BRANDS[id] ?? spelt(id);
}
