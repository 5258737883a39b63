import { describe, expect, it } from 'vitest';
import { filtersToForm, formToFilters, validateOfferFilters, type OfferFilterValues } from './offerFilterForm';
import { offerSearchOf, readSearchParams, searchParamsOf, searchPath } from './searchParams';

const bounds = { min: 50_000, max: 2_000_000 };

describe('search URL', () => {
  it('reads the tab and the query, trades by default', () => {
    expect(readSearchParams(new URLSearchParams('tab=users&query=PR4994'))).toEqual({ tab: 'users', query: 'PR4994', offers: {} });
    expect(readSearchParams(new URLSearchParams('tab=nonsense')).tab).toBe('trades');
  });

  it('reads the offer filters and drops what is not valid', () => {
    const state = readSearchParams(new URLSearchParams('tab=offers&online=1&type=bid&kyc=0&min=60000&max=x&currency=eur&methods=sepa,mbWay'));
    expect(state.offers).toEqual({ online: true, type: 'bid', kyc: false, min: 60_000, currency: 'EUR', methods: ['sepa', 'mbWay'] });
    expect(readSearchParams(new URLSearchParams('tab=offers&type=swap&methods=sepa')).offers).toEqual({});
  });

  it('writes what it reads back, the filters only on the offers tab', () => {
    const offers = { online: false, type: 'ask' as const, min: 50_000, max: 100_000, currency: 'CHF', methods: ['twint'] };
    expect(readSearchParams(searchParamsOf({ tab: 'offers', offers })).offers).toEqual(offers);
    expect(searchPath({ tab: 'users', query: ' Peach0213abcd ', offers })).toBe('/search?tab=users&query=Peach0213abcd');
  });
});

describe('offerSearchOf', () => {
  it('fills an open end of the amount with the trade bounds and names the currency with its methods', () => {
    expect(offerSearchOf({ min: 100_000, currency: 'EUR', methods: ['mbWay'] }, bounds)).toEqual({ amount: [100_000, 2_000_000], meansOfPayment: { EUR: ['mbWay'] } });
    expect(offerSearchOf({ type: 'bid', online: true, kyc: false, currency: 'GBP' }, bounds)).toEqual({ type: 'bid', online: true, kyc: false, meansOfPayment: { GBP: [] } });
    expect(offerSearchOf({}, bounds)).toEqual({});
  });
});

describe('offer filter form', () => {
  const empty: OfferFilterValues = { online: '', type: '', kyc: '', minAmount: '', maxAmount: '', currency: '', methods: [] };

  it('converts both ways', () => {
    const filters = { online: true, kyc: false, type: 'ask' as const, min: 50_000, max: 80_000, currency: 'EUR', methods: ['sepa'] };
    expect(formToFilters(filtersToForm(filters))).toEqual(filters);
    expect(formToFilters({ ...empty, minAmount: '100 000', methods: ['sepa'] })).toEqual({ min: 100_000 });
  });

  it('refuses amounts outside the trade bounds, not whole, or reversed', () => {
    expect(validateOfferFilters({ ...empty, minAmount: '60000', maxAmount: '70000' }, bounds)).toEqual({});
    expect(validateOfferFilters({ ...empty, minAmount: '10' }, bounds).minAmount).toMatchObject({ message: 'search.amountOutside', args: { 0: '50 000', 1: '2 000 000' } });
    expect(validateOfferFilters({ ...empty, maxAmount: '1.5e6' }, bounds).maxAmount).toMatchObject({ message: 'search.amountOutside' });
    expect(validateOfferFilters({ ...empty, minAmount: '90000', maxAmount: '80000' }, bounds)).toEqual({ maxAmount: 'search.amountOrder' });
  });
});

describe('methodChoices', () => {
  it('joins the index with the methods /v1/info and the extras give a currency', async () => {
    const { methodChoices } = await import('./offerFilterForm');
    const { paymentMethodsForCurrency } = await import('../../domain/paymentMethods');
    const info = [{ id: 'sepa', currencies: ['EUR'], anonymous: false }];
    const choices = methodChoices({ EUR: ['sepa', 'revolut'], CHF: ['twint'] }, (c) => paymentMethodsForCurrency(c, info));
    expect(Object.keys(choices)).toEqual(['CHF', 'EUR']);
    expect(choices.EUR).toEqual(['sepa', 'revolut', 'mbWay', 'bizum']);
    expect(choices.CHF).toEqual(['twint']);
  });
});
