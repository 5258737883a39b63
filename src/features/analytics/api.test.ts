// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_CSV_FILE,
  getContractConversion,
  getDailyData,
  getMatchData,
  getMonthlyData,
  getOfferData,
  getRealtime,
  getTradeData,
  getUserCreation,
  getUserSources,
  userCreationPath,
} from './api';
import { clearSession, saveSession } from '../../api/session';
import { stubFetch } from '../../api/testing';

const { fetchMock, respond, call } = stubFetch();
const sent = (i = 0) => new URL(call(i).url);

beforeEach(() => saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 }));
afterEach(() => clearSession());

describe('analytics calls', () => {
  it.each([
    ['/v1/analytics/contract/conversion', getContractConversion],
    ['/v1/analytics/match/data', getMatchData],
    ['/v1/analytics/offer/data', getOfferData],
    ['/v1/analytics/trade', getTradeData],
  ] as const)('%s adds paymentMethod and currency only when set', async (path, call) => {
    respond(200, {});
    respond(200, {});
    await call({ start: '2026-01-01', end: '2026-01-31' });
    await call({ start: '2026-01-01', end: '2026-01-31', paymentMethod: 'sepa', currency: 'EUR' });
    expect(sent(0).pathname).toBe(path);
    expect(sent(0).search).toBe('?start=2026-01-01&end=2026-01-31');
    expect(sent(1).search).toBe('?start=2026-01-01&end=2026-01-31&paymentMethod=sepa&currency=EUR');
  });

  it('sends Authorization, Accept and Content-Type application/json', async () => {
    respond(200, {});
    await getRealtime();
    expect(sent().pathname).toBe('/v1/analytics/realtime');
    expect(sent().search).toBe('');
    expect(call().headers).toMatchObject({ Authorization: 'Basic tok', Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('/user/creation joins start and end with & even when start is absent (spec quirk)', async () => {
    expect(userCreationPath({ start: '2026-01-01', end: '2026-02-01' })).toBe('/user/creation?start=2026-01-01&end=2026-02-01');
    expect(userCreationPath({ end: '2026-02-01' })).toBe('/user/creation?&end=2026-02-01');
    respond(200, { total: 0, byDay: [] });
    await getUserCreation({ end: '2026-02-01' });
    expect(call().url).toMatch(/\/v1\/analytics\/user\/creation\?&end=2026-02-01$/);
  });

  it('/user/sources takes only start and end', async () => {
    respond(200, {});
    await getUserSources({ start: '2026-03-01' });
    expect(sent().pathname).toBe('/v1/analytics/user/sources');
    expect(sent().search).toBe('?start=2026-03-01');
  });

  it.each([
    ['/v1/analytics/dailyData', getDailyData],
    ['/v1/analytics/monthlyData', getMonthlyData],
  ] as const)('%s reads the CSV as a Blob', async (path, download) => {
    const csv = 'period,newUsers\r\n2026-01-01,3\r\n';
    fetchMock.mockResolvedValueOnce(new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const [blob, error] = await download({ start: '2026-01-01' });
    expect(error).toBeUndefined();
    // jsdom and Node each have a Blob class: check the Blob's behaviour, not its class
    expect(blob!.type).toBe('text/csv');
    expect(await blob!.text()).toBe(csv);
    expect(sent().pathname).toBe(path);
    expect(call().headers.Accept).toBe('text/csv');
    expect(ANALYTICS_CSV_FILE).toBe('analytics.csv');
  });

  it('a refused CSV gives the error, not a Blob', async () => {
    respond(403, { error: 'UNAUTHORIZED' });
    expect(await getDailyData()).toEqual([undefined, { error: 'UNAUTHORIZED', status: 403 }]);
  });
});
