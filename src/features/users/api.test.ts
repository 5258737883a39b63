// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setErrorLogger } from '../../api/client';
import { clearSession, saveSession } from '../../api/session';
import { stubFetch } from '../../api/testing';
import {
  banUser,
  getBonusPointsHistory,
  getLinkedAccounts,
  getLoginHistory,
  getReputation,
  getTradingLimit,
  getUser,
  searchUsers,
  unbanUser,
} from './api';

const { respond, call } = stubFetch();
const ID = '02abc';

beforeEach(() => {
  setErrorLogger(() => undefined);
  saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
});
afterEach(() => clearSession());

describe('user look-ups', () => {
  it.each([
    ['getUser', () => getUser(ID), '/v1/pwt/user/02abc'],
    ['getReputation', () => getReputation(ID), '/v1/pwt/user/02abc/reputation'],
    ['getTradingLimit', () => getTradingLimit(ID), '/v1/pwt/user/02abc/tradingLimit'],
    ['getBonusPointsHistory', () => getBonusPointsHistory(ID, { page: 1, size: 10 }), '/v1/pwt/user/02abc/bonusPointsHistory?page=1&size=10'],
    ['getLoginHistory', () => getLoginHistory(ID), '/v1/pwt/user/02abc/loginHistory'],
    ['getLinkedAccounts', () => getLinkedAccounts(ID, { size: 5 }), '/v1/pwt/user/02abc/linkedAccounts?size=5'],
    ['searchUsers', () => searchUsers({ query: 'PR 1', page: 0 }), '/v1/pwt/user/search?query=PR+1&page=0'],
  ])('%s is an authenticated GET of its path', async (_, run, path) => {
    respond(200, { items: [], total: 0 });
    await run();
    expect(call().url.endsWith(path), call().url).toBe(true);
    expect(call().init.method).toBe('GET');
    expect(call().headers.Authorization).toBe('Basic tok');
  });

  it('escapes the id in the path', async () => {
    respond(200, {});
    await getUser('a/b?c');
    expect(call().url).toMatch(/\/v1\/pwt\/user\/a%2Fb%3Fc$/);
  });

  it('revives the profile dates', async () => {
    respond(200, { id: ID, creationDate: '2025-01-02T03:04:05.000Z', linkedIds: [] });
    const [user] = await getUser(ID);
    expect(user?.creationDate).toBeInstanceOf(Date);
  });
});

describe('ban and unban', () => {
  it('posts the reason and yields the answer', async () => {
    respond(200, { userId: ID, banned: true, date: '2026-01-01T00:00:00.000Z', by: 'mediator', openTrades: 2 });
    const [answer] = await banUser(ID, { reason: 'scam' });
    expect(call().url).toMatch(/\/v1\/pwt\/user\/02abc\/ban$/);
    expect(call().init.method).toBe('POST');
    expect(JSON.parse(String(call().init.body))).toEqual({ reason: 'scam' });
    expect(answer).toMatchObject({ banned: true, openTrades: 2 });
  });

  it("yields the server's refusal code", async () => {
    respond(409, { error: 'USER_NOT_BANNED' });
    const [, error] = await unbanUser(ID);
    expect(call().url).toMatch(/\/unban$/);
    expect(error).toMatchObject({ error: 'USER_NOT_BANNED', status: 409 });
  });
});
