// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInFetch } from '../../api/testing';
import { ApiFailure } from '../../data/unwrap';
import { linkedAccountsHandlers, loginHistoryHandlers, usersMethods } from './data';

/** The user screen's handlers and methods (users.ts) over a stubbed fetch. */

const { respond, call } = signedInFetch();
const pagination = { page: 3, perPage: 25 };

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
    const failure = await usersMethods.banUser('02ab', 'Fake receipts').catch((e: unknown) => e);
    expect((failure as ApiFailure).apiError.error).toBe('USER_ALREADY_BANNED');
    expect(call().init.method).toBe('POST');
  });
});
