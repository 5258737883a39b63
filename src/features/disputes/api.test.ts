// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setErrorLogger } from '../../api/client';
import { getDisputeHistory, getDisputes } from './api';
import { clearSession, saveSession } from '../../api/session';
import { stubFetch } from '../../api/testing';

const { respond, call } = stubFetch();

beforeEach(() => {
  setErrorLogger(() => undefined);
  saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
});
afterEach(() => clearSession());

describe('getDisputes', () => {
  it('sends the present query parameters only, with the token, uncached, and revives dates', async () => {
    respond(200, { items: [{ id: '1-2', disputeDate: '2026-01-02T03:04:05.000Z' }], total: 1 });
    const [page] = await getDisputes({ page: 1, size: 25, sort: 'unread', state: 'open', currency: undefined, q: '' });
    const url = new URL(call().url);
    expect(url.pathname).toBe('/v1/pwt/disputes');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', size: '25', sort: 'unread', state: 'open' });
    expect(call().headers.Authorization).toBe('Basic tok');
    expect(call().init.cache).toBe('no-store');
    expect(page?.total).toBe(1);
    expect(page?.items[0].disputeDate).toBeInstanceOf(Date);
  });

  it('yields the server error', async () => {
    respond(400, { error: 'INVALID_INPUT', details: { size: 'must be an integer from 1 to 100' } });
    const [, error] = await getDisputes({ size: 1000 });
    expect(error).toMatchObject({ error: 'INVALID_INPUT', status: 400 });
  });
});

describe('getDisputeHistory', () => {
  it('reads /pwt/user/{id}/disputeHistory', async () => {
    respond(200, [{ contractId: '1-2', disputeDate: '2026-01-02T03:04:05.000Z', state: 'resolved', outcome: 'none' }]);
    const [rows] = await getDisputeHistory('02ab');
    expect(new URL(call().url).pathname).toBe('/v1/pwt/user/02ab/disputeHistory');
    expect(rows?.[0].disputeDate).toBeInstanceOf(Date);
  });
});
