import { describe, expect, it } from 'vitest';
import { queryOfView, searchFromView, viewFromSearch } from './analyticsView';

const now = new Date('2026-11-23T10:00:00Z');

describe('the analytics view in the URL', () => {
  it('defaults to the last 30 days on the first panel', () => {
    const view = viewFromSearch(new URLSearchParams(''));
    expect(view).toMatchObject({ period: 'last30Days', panel: 'conversion', paymentMethod: '', currency: '' });
    expect(searchFromView(view).toString()).toBe('period=last30Days&panel=conversion');
  });

  it('round-trips period, custom days, filters and panel; unknown values fall back', () => {
    const search = 'period=custom&start=2026-01-01&end=2026-01-31&paymentMethod=sepa&currency=EUR&panel=trades';
    expect(searchFromView(viewFromSearch(new URLSearchParams(search))).toString()).toBe(search);
    expect(viewFromSearch(new URLSearchParams('period=forever&panel=nope'))).toMatchObject({ period: 'last30Days', panel: 'conversion' });
  });

  it('keeps custom days out of the URL for the other presets', () => {
    const view = viewFromSearch(new URLSearchParams('period=today&start=2026-01-01&end=2026-01-31'));
    expect(searchFromView(view).toString()).toBe('period=today&panel=conversion');
  });

  it('puts the filters into the query only when set', () => {
    expect(queryOfView(viewFromSearch(new URLSearchParams('period=today')), now)).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(queryOfView(viewFromSearch(new URLSearchParams('period=today&currency=CHF')), now)).toEqual({
      start: '2026-11-23',
      end: '2026-11-23',
      currency: 'CHF',
    });
    expect(queryOfView(viewFromSearch(new URLSearchParams('period=custom&start=2026-02-01')), now)).toBeUndefined();
  });
});
