// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setErrorLogger } from '../api/client';
import { clearSession, saveSession } from '../api/session';
import { stubFetch } from '../api/testing';
import { offerSearchHandlers, tradeSearchHandlers, userSearchHandlers } from './search';
import { ApiFailure } from './unwrap';
import { linkedAccountsHandlers, loginHistoryHandlers, usersMethods } from './users';

const { fetchMock, respond, call } = stubFetch();
const pagination = { page: 3, perPage: 25 };

beforeEach(() => {
  setErrorLogger(() => undefined);
  saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
});
afterEach(() => clearSession());

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
    respond(200, { items: [], total: 0 });
    await offerSearchHandlers.getList('offerSearch', { filter: { search: { type: 'bid', meansOfPayment: { EUR: ['sepa'] } } }, pagination: { page: 1, perPage: 25 } });
    expect(call().init.method).toBe('POST');
    expect(JSON.parse(String(call().init.body))).toEqual({ type: 'bid', meansOfPayment: { EUR: ['sepa'] } });
    expect(new URL(call().url).search).toBe('?page=0&size=25');
  });
});

describe('user sections', () => {
  it('page one user and give rows without an id of their own one', async () => {
    respond(200, { items: [{ userId: 'abc', reason: 'sameDevice', since: '2026-01-02T00:00:00.000Z', banned: false, trades: 2 }], total: 1 });
    const result = await linkedAccountsHandlers.getList('linkedAccounts', { filter: { userId: '02ab' }, pagination: { page: 2, perPage: 10 } });
    expect(new URL(call().url).pathname).toBe('/v1/pwt/user/02ab/linkedAccounts');
    expect(new URL(call().url).search).toBe('?page=1&size=10');
    expect(result.data[0].id).toBe('abc');
  });

  it('throw the status of a missing section, so the page can hide it', async () => {
    respond(404, { error: 'NOT_FOUND' });
    const failure = await loginHistoryHandlers.getList('loginHistory', { filter: { userId: '02ab' }, pagination }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).status).toBe(404);
  });

  it('ban refusals keep their code for the banner', async () => {
    respond(409, { error: 'USER_ALREADY_BANNED' });
    const failure = await usersMethods.banUser('02ab').catch((e: unknown) => e);
    expect((failure as ApiFailure).apiError.error).toBe('USER_ALREADY_BANNED');
    expect(call().init.method).toBe('POST');
  });
});
