// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInFetch } from '../../api/testing';
import { offerSearchHandlers, tradeSearchHandlers, userSearchHandlers } from './data';

/** The search screen's handlers (search.ts) over a stubbed fetch. */

const { fetchMock, respond, call } = signedInFetch();
const pagination = { page: 3, perPage: 25 };

describe('search handlers', () => {
  it('ask nothing without a query', async () => {
    await expect(tradeSearchHandlers.getList('tradeSearch', { filter: { query: '  ' }, pagination })).resolves.toEqual({ data: [], total: 0 });
    await expect(userSearchHandlers.getList('userSearch', { filter: {}, pagination })).resolves.toEqual({ data: [], total: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('send the trimmed query with the 0-based page', async () => {
    respond(200, { items: [{ id: 'u1', creationDate: '2026-01-02T00:00:00.000Z' }], total: 51 });
    const result = await userSearchHandlers.getList('userSearch', { filter: { query: ' PR4994 ' }, pagination });
    const url = new URL(call().url);
    expect(url.pathname).toBe('/v1/pwt/user/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'PR4994', page: '2', size: '25' });
    expect(result.total).toBe(51);
    expect(result.data[0].creationDate).toBeInstanceOf(Date);
  });

  it('post the offer search as the body, paging in the query', async () => {
    respond(200, { offers: [], total: 0, remaining: 0 });
    await offerSearchHandlers.getList('offerSearch', { filter: { search: { type: 'bid', meansOfPayment: { EUR: ['sepa'] } } }, pagination: { page: 1, perPage: 25 } });
    expect(call().init.method).toBe('POST');
    expect(JSON.parse(String(call().init.body))).toEqual({ type: 'bid', meansOfPayment: { EUR: ['sepa'] } });
    expect(new URL(call().url).search).toBe('?page=0&size=25');
  });
});
