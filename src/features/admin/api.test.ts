// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaffAccount, getJobs, getStaffAccounts, start } from './api';
import { getBehaviourEvents, getHashReuse } from '../compliance/api';
import { getGroupHugBatch, getGroupHugBatches } from '../grouphug/api';
import { BONUS_POINTS_CACHE_KEY, getBonusPoints } from '../users/leaderboardApi';
import { createNews, deleteNews, getNews } from '../news/api';
import { clearSession, saveSession } from '../../api/session';
import { changePassword, updateStaffAccess } from '../settings/api';
import { stubFetch } from '../../api/testing';

/** The admin-area calls: method, path, query and body as the sandbox routes expect them. */

const { respond, call, fetchMock } = stubFetch();
const sent = (i = 0) => new URL(call(i).url);
const body = (i = 0) => JSON.parse(String(call(i).init.body));

beforeEach(() => saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 }));
afterEach(() => clearSession());

describe('news', () => {
  it('lists a page, creates and deletes', async () => {
    respond(200, { news: [{ text: 'x', shareText: '', url: '' }], staff: [{ id: 'n1', language: 'en', date: '2026-01-02T03:04:05.000Z' }], total: 1 });
    const [page] = await getNews({ page: 1, size: 10 });
    expect(sent().pathname + sent().search).toBe('/v1/pwt/news?page=1&size=10');
    expect(page!.staff[0].date).toEqual(new Date('2026-01-02T03:04:05.000Z'));

    respond(201, { id: 'n2' });
    await createNews({ text: '<b>hi</b>', language: 'de' });
    expect(call(1).init.method).toBe('POST');
    expect(body(1)).toEqual({ text: '<b>hi</b>', language: 'de' });

    respond(200, { success: true });
    await deleteNews('a/b');
    expect(call(2).init.method).toBe('DELETE');
    expect(call(2).url).toMatch(/\/v1\/pwt\/news\/a%2Fb$/);
  });
});

describe('bonus points', () => {
  it('asks for 21 rows by default, under its own cache key', async () => {
    respond(200, { total: {}, leaderboard: { items: [], total: 0 } });
    await getBonusPoints();
    expect(sent().pathname + sent().search).toBe('/v1/pwt/user/bonusPoints?page=0&size=21');
    respond(200, {});
    await getBonusPoints({ page: 2 });
    expect(sent(1).search).toBe('?page=2&size=21');
    expect(BONUS_POINTS_CACHE_KEY).toBe('bonusPoints');
  });
});

describe('staff settings and accounts', () => {
  it('changePassword sends id, old and new password', async () => {
    respond(200, { success: true });
    await changePassword('me', 'old-one', 'new-password');
    expect(sent().pathname).toBe('/v1/pwt/settings');
    expect(body()).toEqual({ id: 'me', oldPassword: 'old-one', password: 'new-password' });
  });

  it('updateStaffAccess sends role and lock flags and passes LAST_ADMIN through', async () => {
    respond(409, { error: 'LAST_ADMIN' });
    const [, error] = await updateStaffAccess({ id: 'x', isAdmin: false, locked: true });
    expect(body()).toEqual({ id: 'x', isAdmin: false, locked: true });
    expect(error).toMatchObject({ error: 'LAST_ADMIN', status: 409 });
  });

  it('lists and creates accounts', async () => {
    respond(200, { items: [], total: 0 });
    await getStaffAccounts();
    expect(sent().pathname + sent().search).toBe('/v1/pwt/admin/staff');
    respond(201, { account: { id: 'a' }, oneTimePassword: 'otp' });
    const [created] = await createStaffAccount({ username: 'new.one', isMediator: true });
    expect(body(1)).toEqual({ username: 'new.one', isMediator: true });
    expect(created!.oneTimePassword).toBe('otp');
  });

  it('reads jobs with dates revived', async () => {
    respond(200, [{ name: 'x', state: 'idle', lastRun: '2026-01-01T00:00:00.000Z' }]);
    const [jobs] = await getJobs();
    expect(sent().pathname).toBe('/v1/pwt/jobs');
    expect(jobs![0].lastRun).toEqual(new Date('2026-01-01T00:00:00.000Z'));
  });

  it('start sends the password without a session', async () => {
    clearSession();
    respond(200, { success: true, started: true, startedAt: '2026-01-01T00:00:00.000Z' });
    await start('secret');
    expect(sent().pathname).toBe('/v1/start');
    expect(body()).toEqual({ password: 'secret' });
    expect(call().headers.Authorization).toBeUndefined();
  });
});

describe('compliance and GroupHug', () => {
  it('adds only the filters that are set', async () => {
    respond(200, { items: [], total: 0 });
    respond(200, { items: [], total: 0 });
    await getBehaviourEvents({ type: 'multipleAccounts', userId: undefined, page: 0, size: 50 });
    await getHashReuse({ paymentMethod: 'sepa' });
    expect(sent(0).pathname + sent(0).search).toBe('/v1/pwt/compliance/events?type=multipleAccounts&page=0&size=50');
    expect(sent(1).pathname + sent(1).search).toBe('/v1/pwt/compliance/hashReuse?paymentMethod=sepa');
  });

  it('lists batches by completion and reads one', async () => {
    respond(200, { items: [], total: 0 });
    respond(404, { error: 'NOT_FOUND' });
    await getGroupHugBatches({ completed: false });
    const [, error] = await getGroupHugBatch('b 1');
    expect(sent(0).search).toBe('?completed=false');
    expect(call(1).url).toMatch(/\/v1\/pwt\/grouphug\/batches\/b%201$/);
    expect(error).toMatchObject({ error: 'NOT_FOUND' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
