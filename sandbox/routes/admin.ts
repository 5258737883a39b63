import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CreatedStaffAccount, Job, Page, StaffAccount, StartResult } from '../../src/contract';
import { hashPassword, staffUserJson } from '../http/auth';
import { fail } from '../http/failure';
import { Fields } from '../http/fields';
import { readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import type { StaffRecord } from '../db/adminRecords';
import type { Wire } from '../db/records';
import { DEMO_PASSWORD } from '../seed';
import { reserveAttempt, throttleFor } from '../http/throttle';
import { insertStaff, ROLE_FLAGS, staffPage } from '../db/store/staff';
import { readJobs } from '../db/store/jobs';
import { markGroupHugStarted } from '../db/store/grouphug';

/**
 * Admin (spec §2 Admin): staff accounts (routes of ours), the platform's jobs and GroupHug's start.
 *
 * DECISION POST /v1/start: GroupHug's operator unlock. The sandbox compares the password with
 * SANDBOX_START_PASSWORD (default: the demo password), then records the unlock in `meta`
 * (key grouphug_started). A second call with the right password answers started: false and the
 * first time. A wrong or missing password: 401 WRONG_PASSWORD / 400 INVALID_INPUT.
 */

const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
/** 16 characters of base64url: 96 random bits */
const oneTimePassword = (): string => randomBytes(12).toString('base64url');

const startPassword = (): string => process.env.SANDBOX_START_PASSWORD || DEMO_PASSWORD;
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
/** The throttle's account name for the start password (not a username: they have no space). */
const START_ACCOUNT = 'start password';

/** Page<StaffAccount> by username. */
const listStaff =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { items, total } = await staffPage(db, pagingOf(c));
    return c.json<Wire<Page<StaffAccount>>>({ items: items.map((staff) => staffUserJson(staff) as Wire<StaffAccount>), total });
  };

/** NewStaffAccount → CreatedStaffAccount (201); 409 DUPLICATE for a taken username. */
const createStaff =
  (deps: Deps): AppHandler =>
  async (c) => {
    const f = new Fields(await readJsonObject(c));
    const username = f.string('username', { required: true, max: 40, pattern: USERNAME, patternText: '3–40 letters, digits, dots, dashes or underscores' });
    const flags = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, f.boolean(flag) ?? false]));
    f.done('Invalid staff account');
    const password = oneTimePassword();
    const now = new Date(deps.now());
    const record: StaffRecord = {
      id: randomUUID().replace(/-/g, '').slice(0, 24),
      username: username!,
      passwordHash: await hashPassword(password),
      isAdmin: flags.isAdmin,
      isMediator: flags.isMediator,
      isMaintainer: flags.isMaintainer,
      canSeeAnalytics: flags.canSeeAnalytics,
      disabled: false,
      locked: false,
      creationDate: now,
      lastModified: now,
    };
    const created = await insertStaff(deps.db, record, {
      staff: c.get('staff'),
      action: 'staff.create',
      subjectId: record.id,
      before: null,
      // the roles, never the one-time password
      after: { username: record.username, ...flags },
      date: now.toISOString(),
    });
    if (!created) throw fail(409, 'DUPLICATE', `The username ${username} is taken.`, { username: 'taken' });
    // the answer carries the one-time password: no cache may keep it
    c.header('Cache-Control', 'no-store');
    return c.json<Wire<CreatedStaffAccount>>(
      { account: staffUserJson(record) as Wire<StaffAccount>, oneTimePassword: password },
      201,
    );
  };

/** Job[] by name; nextRun = lastRun + interval (now when it never ran), none while paused. */
const listJobs =
  (deps: Deps): AppHandler =>
  async (c) => {
    const now = deps.now();
    const jobs = (await readJobs(deps.db)).map((job): Wire<Job> => {
      const next = job.state === 'paused' ? undefined : Math.max(now, (job.lastRun?.getTime() ?? now) + job.intervalSeconds * 1000);
      return {
        name: job.name,
        state: job.state,
        ...(job.lastRun ? { lastRun: job.lastRun.toISOString() } : {}),
        ...(next !== undefined ? { nextRun: new Date(next).toISOString() } : {}),
        ...(job.lastError ? { lastError: job.lastError } : {}),
      };
    });
    return c.json(jobs);
  };

/** GroupHug's unlock: see the DECISION above. */
const startGroupHug =
  (deps: Deps): AppHandler =>
  async (c) => {
    const f = new Fields(await readJsonObject(c));
    const password = f.string('password', { required: true, max: 1000 });
    f.done();
    // one secret for everyone: throttled like a sign-in, under a name of its own
    const attempt = await reserveAttempt(c, throttleFor(deps), START_ACCOUNT);
    // GroupHug answers 200 with {success} only: false for a wrong password, true when it starts or ran already
    if (!timingSafeEqual(digest(password!), digest(startPassword()))) {
      attempt.failed();
      return c.json<StartResult>({ success: false });
    }
    attempt.succeeded();
    await markGroupHugStarted(deps.db, new Date(deps.now()).toISOString());
    return c.json<StartResult>({ success: true });
  };

export function adminRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/admin/staff': listStaff(deps),
    'POST /v1/pwt/admin/staff': createStaff(deps),
    'GET /v1/pwt/jobs': listJobs(deps),
    'POST /v1/start': startGroupHug(deps),
  };
}
