// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStaffAccount, Job, NewsAnswer, NewsCreated, Page, StaffAccount, StartResult, Success } from '../../src/contract';
import type { Wire } from '../db/records';
import { DEMO_PASSWORD, DEMO_STAFF } from '../seed';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** News, staff settings and accounts, jobs and start over real HTTP (issue 10). */

let server: TestServer;
let url: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
  admin = await login(url, 'admin');
});
afterAll(() => server.cleanup());

const idOf = (username: string) => DEMO_STAFF.find((s) => s.username === username)!.id;
const get = (path: string, token = admin) => fetch(url + path, authorized(token));
const settings = (body: unknown, token = admin) => postJson(`${url}/v1/pwt/settings`, body, token);
const me = (token: string) => get('/v1/pwt/internal/user/me', token);

async function expectError(response: Response | Promise<Response>, status: number, error: string) {
  const r = await response;
  const body = (await r.json()) as { error: string; details?: Record<string, string> };
  expect({ status: r.status, error: body.error }).toEqual({ status, error });
  return body;
}

describe('news', () => {
  const post = (body: unknown) => postJson(`${url}/v1/pwt/news`, body, admin);

  it('creates an item that is listed first, hostile text stored exactly as given', async () => {
    // markup is text to the sandbox (bidi overrides and control characters are refused: hardening.test.ts)
    const text = '  <script>alert("x")</script> & "quotes" ';
    const response = await post({ text, shareText: '<b>share</b>', url: 'https://peachbitcoin.com/news', language: 'de-CH' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Wire<NewsCreated>;
    // the platform's NewsItem exactly (text, shareText, url), our staff part beside it
    expect(created.news).toEqual({ text, shareText: '<b>share</b>', url: 'https://peachbitcoin.com/news' });
    expect(created.staff).toMatchObject({ language: 'de-CH' });
    expect(created.staff.id).toBeTruthy();
    expect(Date.parse(created.staff.date)).toBeGreaterThan(Date.now() - 60_000);

    const page = (await (await get('/v1/pwt/news?page=0&size=2')).json()) as Wire<NewsAnswer>;
    expect(page.news).toHaveLength(2);
    expect(page.staff).toHaveLength(2);
    expect(page.news[0]).toEqual(created.news);
    expect(page.staff[0]).toEqual(created.staff);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.staff[0].date >= page.staff[1].date).toBe(true);
  });

  it('pages newest first without overlap, the staff parts in the same order as the items', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push(((await (await post({ text: `paging ${n}`, language: 'en' })).json()) as Wire<NewsCreated>).staff.id);
    const first = (await (await get('/v1/pwt/news?page=0&size=2')).json()) as Wire<NewsAnswer>;
    const second = (await (await get('/v1/pwt/news?page=1&size=2')).json()) as Wire<NewsAnswer>;
    expect(first.news.map((n) => n.text)).toEqual(['paging 3', 'paging 2']);
    expect(first.staff.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(second.news[0].text).toBe('paging 1');
    expect(second.staff[0].id).toBe(ids[0]);
    expect(second.total).toBe(first.total);
  });

  it('sends an item without a url with the empty url the platform type requires', async () => {
    const created = (await (await post({ text: 'no link', language: 'en' })).json()) as Wire<NewsCreated>;
    expect(created.news).toEqual({ text: 'no link', shareText: '', url: '' });
  });

  it.each([
    [{ language: 'en' }, 'text'],
    [{ text: '   ', language: 'en' }, 'text'],
    [{ text: 'x' }, 'language'],
    [{ text: 'x', language: 'english' }, 'language'],
    [{ text: 'x', language: 'en', url: 'javascript:alert(1)' }, 'url'],
    [{ text: 'x', language: 'en', url: 'not a url' }, 'url'],
    [{ text: 42, language: 'en' }, 'text'],
  ])('refuses %j (400 INVALID_INPUT naming %s)', async (body, field) => {
    const error = await expectError(post(body), 400, 'INVALID_INPUT');
    expect(Object.keys(error.details ?? {})).toContain(field);
  });

  it('refuses a text over 2000 characters', async () => {
    const error = await expectError(post({ text: 'x'.repeat(2001), language: 'en' }), 400, 'INVALID_INPUT');
    expect(error.details).toEqual({ text: 'at most 2000 characters' });
  });

  it('refuses a body over 1 MB', async () => {
    expect((await post({ text: 'x'.repeat(1_100_000), language: 'en' })).status).toBe(413);
  });

  it('deletes an item once (then 404)', async () => {
    const created = (await (await post({ text: 'to delete', language: 'en' })).json()) as Wire<NewsCreated>;
    const remove = () => fetch(`${url}/v1/pwt/news/${created.staff.id}`, authorized(admin, { method: 'DELETE' }));
    expect((await remove()).status).toBe(200);
    await expectError(remove(), 404, 'NOT_FOUND');
    const page = (await (await get('/v1/pwt/news?size=500')).json()) as Wire<NewsAnswer>;
    expect(page.staff.some((n) => n.id === created.staff.id)).toBe(false);
    expect(page.news.some((n) => n.text === 'to delete')).toBe(false);
  });

  it('refuses news to a non-admin (403)', async () => {
    const mediator = await login(url, 'mediator');
    await expectError(postJson(`${url}/v1/pwt/news`, { text: 'x', language: 'en' }, mediator), 403, 'UNAUTHORIZED');
  });
});

describe('own password (POST /v1/pwt/settings)', () => {
  it('needs the right old password and a new one of 8 characters, not only spaces', async () => {
    const token = await login(url, 'maintainer');
    const id = idOf('maintainer');
    await expectError(settings({ id, oldPassword: 'wrong-one', password: 'new-password-1' }, token), 400, 'WRONG_PASSWORD');
    await expectError(settings({ id, password: 'new-password-1' }, token), 400, 'WRONG_PASSWORD');
    const short = await expectError(settings({ id, oldPassword: DEMO_PASSWORD, password: 'seven77' }, token), 400, 'INVALID_INPUT');
    expect(short.details).toEqual({ password: 'too short' });
    const blank = await expectError(settings({ id, oldPassword: DEMO_PASSWORD, password: '          ' }, token), 400, 'INVALID_INPUT');
    expect(blank.details).toEqual({ password: 'required' });
    // nothing changed: the demo password still signs in
    expect(await login(url, 'maintainer')).toBeTruthy();
  });

  it('ends the other sessions and keeps the asking one', async () => {
    const asking = await login(url, 'analyst');
    const other = await login(url, 'analyst');
    const response = await settings({ id: idOf('analyst'), oldPassword: DEMO_PASSWORD, password: 'analyst-new-pw' }, asking);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual<Success>({ success: true });
    expect((await me(asking)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    await expect(login(url, 'analyst')).rejects.toThrow(/401/);
    expect(await login(url, 'analyst', 'analyst-new-pw')).toBeTruthy();
  });
});

describe('staff accounts, roles and lock', () => {
  const create = (body: unknown, token = admin) => postJson(`${url}/v1/pwt/admin/staff`, body, token);

  it('lists accounts with roles, 2FA and lock state, no secrets', async () => {
    const page = (await (await get('/v1/pwt/admin/staff')).json()) as Wire<Page<StaffAccount>>;
    expect(page.total).toBeGreaterThanOrEqual(DEMO_STAFF.length);
    const byName = new Map(page.items.map((a) => [a.username, a]));
    expect(byName.get('admin')).toMatchObject({ isAdmin: true, twoFactorSecretSet: true, locked: false });
    expect(byName.get('locked')).toMatchObject({ isMediator: true, locked: true, twoFactorSecretSet: false });
    expect(JSON.stringify(page)).not.toMatch(/password|secret"/i);
    const small = (await (await get('/v1/pwt/admin/staff?page=1&size=2')).json()) as Wire<Page<StaffAccount>>;
    expect(small.items).toHaveLength(2);
    expect(small.items[0].username).toBe(page.items[2].username);
  });

  it('creates an account whose one-time password signs in once shown', async () => {
    const response = await create({ username: 'new.mediator', isMediator: true });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Wire<CreatedStaffAccount>;
    expect(created.account).toMatchObject({ username: 'new.mediator', isMediator: true, isAdmin: false, locked: false, twoFactorSecretSet: false });
    expect(created.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await login(url, 'new.mediator', created.oneTimePassword)).toBeTruthy();
    await expectError(create({ username: 'NEW.mediator' }), 409, 'DUPLICATE');
    await expectError(create({ username: 'a b' }), 400, 'INVALID_INPUT');
    await expectError(create({ username: 'x', isAdmin: 'yes' }), 400, 'INVALID_INPUT');
  });

  it('lets only admins change roles or locks (403 UNAUTHORIZED)', async () => {
    const mediator = await login(url, 'mediator');
    await expectError(settings({ id: idOf('maintainer'), isMediator: true }, mediator), 403, 'UNAUTHORIZED');
    await expectError(settings({ id: idOf('mediator'), isAdmin: true }, mediator), 403, 'UNAUTHORIZED');
    await expectError(settings({ id: idOf('mediator'), locked: true }, mediator), 403, 'UNAUTHORIZED');
  });

  it('refuses to demote or lock the last admin (409 LAST_ADMIN), then self-demotion (409 SELF_DEMOTION)', async () => {
    await expectError(settings({ id: idOf('admin'), isAdmin: false }), 409, 'LAST_ADMIN');
    await expectError(settings({ id: idOf('admin'), locked: true }), 409, 'LAST_ADMIN');
    const second = (await (await create({ username: 'second.admin', isAdmin: true })).json()) as Wire<CreatedStaffAccount>;
    await expectError(settings({ id: idOf('admin'), isAdmin: false }), 409, 'SELF_DEMOTION');
    await expectError(settings({ id: idOf('admin'), locked: true }), 409, 'SELF_LOCK');
    expect((await me(admin)).status).toBe(200);
    // another admin can be demoted while one remains
    expect((await settings({ id: second.account.id, isAdmin: false, isMaintainer: true })).status).toBe(200);
    const page = (await (await get('/v1/pwt/admin/staff')).json()) as Wire<Page<StaffAccount>>;
    expect(page.items.find((a) => a.id === second.account.id)).toMatchObject({ isAdmin: false, isMaintainer: true });
  });

  it('locking ends the sessions of the locked member; unlocking lets them in again', async () => {
    const created = (await (await create({ username: 'to.lock', isMaintainer: true })).json()) as Wire<CreatedStaffAccount>;
    const token = await login(url, 'to.lock', created.oneTimePassword);
    expect((await settings({ id: created.account.id, locked: true })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    const refused = await postJson(`${url}/v1/pwt/auth`, { username: 'to.lock', password: created.oneTimePassword });
    expect(await refused.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
    expect((await settings({ id: created.account.id, locked: false })).status).toBe(200);
    expect(await login(url, 'to.lock', created.oneTimePassword)).toBeTruthy();
  });

  it('answers 404 for an unknown staff id', async () => {
    await expectError(settings({ id: 'nobody', isMediator: true }), 404, 'NOT_FOUND');
  });
});

describe('jobs and start', () => {
  it('lists jobs with last run, next run and state', async () => {
    const jobs = (await (await get('/v1/pwt/jobs')).json()) as Wire<Job>[];
    expect(jobs.length).toBeGreaterThan(3);
    expect(jobs.map((j) => j.name)).toEqual([...jobs.map((j) => j.name)].sort());
    for (const job of jobs) {
      expect(['idle', 'running', 'failed', 'paused']).toContain(job.state);
      if (job.state === 'paused') expect(job.nextRun).toBeUndefined();
      else expect(Date.parse(job.nextRun!)).toBeGreaterThanOrEqual(Date.parse(job.lastRun ?? '1970-01-01T00:00:00Z'));
    }
    expect(jobs.find((j) => j.state === 'failed')?.lastError).toBeTruthy();
  });

  it('POST /v1/start answers as GroupHug: 200 {success:false} for a wrong password, {success:true} after', async () => {
    const wrong = await postJson(`${url}/v1/start`, { password: 'nope' });
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toEqual({ success: false });
    await expectError(postJson(`${url}/v1/start`, {}), 400, 'INVALID_INPUT');
    const first = (await (await postJson(`${url}/v1/start`, { password: DEMO_PASSWORD })).json()) as Wire<StartResult>;
    expect(first).toEqual({ success: true });
    const again = (await (await postJson(`${url}/v1/start`, { password: DEMO_PASSWORD })).json()) as Wire<StartResult>;
    expect(again).toEqual({ success: true });
  });
});
