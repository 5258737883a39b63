/**
 * Payment methods as staff read them (src/domain/paymentMethodNames.ts): the brand names need no
 * translation; these are the words around the methods that are not a brand. On every console page
 * that lists or filters by method, so part of the console's English.
 */
const en = {
  paymentMethod: {
    nationalTransfer: 'National bank transfer ($0)',
    giftCard: '$0 gift card',
    giftCardIn: '$0 gift card ($1)',
    cash: 'Cash: $0',
    usdt: 'USDT on $0',
  },
};

export const paymentMethods = { en };
