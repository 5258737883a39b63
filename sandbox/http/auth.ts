import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { authenticator } from 'otplib';
import type { AuthErrorCode, LoginCredentials, SessionToken, StaffUser } from '../../src/contract';
import { mayUse } from '../../src/contract/access';
import { HOUR } from '../../src/contract/constants';
import { fail } from './failure';
import type { AppEnv, Deps } from './context';
import type { StaffRecord } from '../db/adminRecords';
import type { Wire } from '../db/records';
import type { RouteArea } from '../routes/table';
import { findStaff, staffForTokenHash, storeSession, useTotpStep } from '../db/store/staff';

/** Staff sign-in: scrypt password hashes, session tokens with expiry, TOTP, and the role guard. */

export const TOKEN_TTL_MS = HOUR;

/** The messages of the sign-in's and the 2FA check's refusals. */
export const AUTH_MESSAGES = {
  WRONG_PASSWORD: 'Username or password are wrong.',
  ACCOUNT_LOCKED: 'Your account has been locked.',
  TWO_FACTOR_REQUIRED: 'Enter the code of your authenticator app.',
  WRONG_TWO_FACTOR_TOKEN: 'The two-factor code is wrong.',
} as const;

/* ---------- passwords ---------- */

const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** `scrypt$N$r$p$<salt base64>$<key base64>`, with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = SCRYPT_PARAMS;
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Compared against when the username is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;

/* ---------- TOTP ---------- */

/**
 * RFC 6238 codes of 30 s steps. The window is ±1 step: a code of the step before or after the
 * server's current one is accepted too (clock drift between phone and server, and the seconds a
 * person needs to type). Sign-in additionally makes each code one-time, see acceptTotp.
 */
export const TOTP_STEP_MS = 30_000;
const totp = authenticator.clone({ window: 1 });
export const TOTP_ISSUER = 'Peach Staff Console';

/** The 30 s step of a time (ms since epoch). */
export const totpStep = (ms: number): number => Math.floor(ms / TOTP_STEP_MS);

/** The step the code belongs to (within ±1 of `now`'s), or null when it is not a current code. */
export function totpStepOf(secret: string, token: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const delta = totp.clone({ epoch: now }).checkDelta(token, secret);
    return delta === null ? null : totpStep(now) + delta;
  } catch {
    return null; // a malformed secret verifies nothing
  }
}

export function verifyTotp(secret: string, token: string, now = Date.now()): boolean {
  return totpStepOf(secret, token, now) !== null;
}

/**
 * Accepts a sign-in code once: its step is used up (db/store/staff.ts useTotpStep), so a code
 * of that step or an earlier one (a replay, also a parallel one) is refused.
 */
export async function acceptTotp(deps: Pick<Deps, 'db' | 'now'>, staff: StaffRecord, token: string): Promise<boolean> {
  const step = totpStepOf(staff.twoFactorSecret!, token, deps.now());
  return step !== null && (await useTotpStep(deps.db, staff.id, step));
}

export const newTotpSecret = (): string => totp.generateSecret(20);
export const otpauthUrl = (username: string, secret: string): string => totp.keyuri(username, TOTP_ISSUER, secret);

/* ---------- tokens ---------- */

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function issueToken(deps: Pick<Deps, 'db' | 'now'>, staffId: string): Promise<SessionToken> {
  const now = deps.now();
  const accessToken = randomBytes(32).toString('hex');
  const expiry = now + TOKEN_TTL_MS;
  await storeSession(deps.db, { tokenHash: hashToken(accessToken), staffId, expiry, now });
  return { accessToken, expiry };
}

/** `Basic <token>` (what the console sends) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^(?:Basic|Bearer)\s+([0-9a-f]{64})\s*$/i.exec(header ?? '');
  return match ? match[1].toLowerCase() : null;
}

/* ---------- staff ---------- */

export const staffUserJson = (staff: StaffRecord): Wire<StaffUser> => ({
  id: staff.id,
  username: staff.username,
  creationDate: staff.creationDate.toISOString(),
  lastModified: staff.lastModified.toISOString(),
  isAdmin: staff.isAdmin,
  isMediator: staff.isMediator,
  isMaintainer: staff.isMaintainer,
  canSeeAnalytics: staff.canSeeAnalytics,
  twoFactorSecretSet: Boolean(staff.twoFactorSecret),
  disabled: staff.disabled,
  locked: staff.locked,
});

export type LoginResult = { ok: true; token: SessionToken } | { ok: false; error: AuthErrorCode };

/**
 * Password first (an unknown user and a wrong password look the same), then the locked and
 * disabled flags, then the second factor: TWO_FACTOR_REQUIRED only tells someone who already
 * knows the password that a code is missing.
 */
export async function login(deps: Pick<Deps, 'db' | 'now'>, credentials: LoginCredentials): Promise<LoginResult> {
  const staff = await findStaff(deps.db, { username: credentials.username });
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const passwordOk = await verifyPassword(credentials.password, staff?.passwordHash ?? (await dummyHash));
  if (!staff || !passwordOk) return { ok: false, error: 'WRONG_PASSWORD' };
  if (staff.locked || staff.disabled) return { ok: false, error: 'ACCOUNT_LOCKED' };
  if (staff.twoFactorSecret) {
    if (!credentials.twoFactorToken) return { ok: false, error: 'TWO_FACTOR_REQUIRED' };
    if (!(await acceptTotp(deps, staff, credentials.twoFactorToken))) return { ok: false, error: 'WRONG_TWO_FACTOR_TOKEN' };
  }
  return { ok: true, token: await issueToken(deps, staff.id) };
}

/* ---------- the guard ---------- */

/**
 * The role guard of one route: 'public' passes; otherwise a valid, unexpired token of a staff
 * member who is neither locked nor disabled (else 401 AUTHENTICATION_FAILURE), who may use the
 * route's area (else 403 UNAUTHORIZED). 'staff' = any signed-in staff member.
 */
export function guard(deps: Pick<Deps, 'db' | 'now'> & Partial<Pick<Deps, 'reads'>>, area: RouteArea): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (area === 'public') return next();
    const token = tokenFromHeader(c.req.header('Authorization'));
    const tokenHash = token ? hashToken(token) : null;
    const staff = tokenHash ? await staffForTokenHash(deps, tokenHash) : null;
    if (!staff || !tokenHash || staff.locked || staff.disabled) {
      throw fail(401, 'AUTHENTICATION_FAILURE', 'Sign in again: the session is missing, invalid or expired');
    }
    if (area !== 'staff' && !mayUse(staff, area)) {
      throw fail(403, 'UNAUTHORIZED', "You don't have permission to view this content.");
    }
    c.set('staff', staff);
    c.set('tokenHash', tokenHash);
    await next();
  };
}
