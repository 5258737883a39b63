import { MINUTE } from '../src/domain/constants';
import { fail, type AppContext, type Deps } from './http';

/**
 * Failed sign-in attempts (wrong password or code) per account and per client address in a
 * sliding window. Past the limit the sign-in answers 429 TOO_MANY_REQUESTS with Retry-After,
 * before the password is even checked, until the oldest counted failure leaves the window.
 *
 * Limits: 10 failures per account name (known or not) and 50 per client address in 15 minutes.
 * The address limit is higher because one address may carry many staff members (an office, or
 * every browser test from 127.0.0.1); the account limit is what stops guessing one password.
 * A success clears the account's failures. Kept in memory: a restart forgets them.
 */
export const THROTTLE_WINDOW_MS = 15 * MINUTE;
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ADDRESS_FAILURE_LIMIT = 50;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  private recent(key: string): number[] {
    const since = this.now() - THROTTLE_WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  private keys(account: string, address: string): [string, number][] {
    return [
      [`account:${account.trim().toLowerCase()}`, ACCOUNT_FAILURE_LIMIT],
      [`address:${address}`, ADDRESS_FAILURE_LIMIT],
    ];
  }

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfter(account: string, address: string): number {
    let waitMs = 0;
    for (const [key, limit] of this.keys(account, address)) {
      const times = this.recent(key);
      if (times.length >= limit) waitMs = Math.max(waitMs, times[times.length - limit] + THROTTLE_WINDOW_MS - this.now());
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  fail(account: string, address: string): void {
    for (const [key] of this.keys(account, address)) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeed(account: string): void {
    this.failures.delete(this.keys(account, '')[0][0]);
  }
}

const throttles = new WeakMap<Pick<Deps, 'now'>, SignInThrottle>();

/**
 * The one throttle of an app (keyed by its Deps): the sign-in (routes/staff.ts) and the 2FA
 * re-authentication (routes/settings.ts) count their failures together.
 */
export function throttleFor(deps: Pick<Deps, 'now'>): SignInThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) throttles.set(deps, (throttle = new SignInThrottle(deps.now)));
  return throttle;
}

/** The peer address of the connection (forwarding headers are not trusted: anyone can send them). */
export const clientAddress = (c: AppContext): string => c.env?.incoming?.socket?.remoteAddress ?? 'unknown';

/** 429 TOO_MANY_REQUESTS with Retry-After while the account or the address is throttled. */
export function refuseWhenThrottled(c: AppContext, throttle: SignInThrottle, account: string, address: string): void {
  const seconds = throttle.retryAfter(account, address);
  if (seconds > 0) {
    c.header('Retry-After', String(seconds));
    throw fail(429, 'TOO_MANY_REQUESTS', `Too many failed attempts; try again in ${seconds} s.`);
  }
}
