import { MINUTE } from '../../src/contract/constants';
import { fail } from './failure';
import { clientAddressOf, trustedProxies } from './clientAddress';
import type { AppContext, Deps } from './context';

/**
 * Attempts at a secret (a sign-in password or code, the old password of a password change, the
 * current password of a 2FA change, the start password) in a sliding window of 15 minutes.
 *
 * An attempt is RESERVED before the secret is checked (scrypt takes tens of milliseconds, and a
 * burst of parallel guesses would otherwise all be checked before the first failure is counted):
 * the reservation counts as a failure at once and is taken back only when the attempt succeeds
 * or ends without judging the secret (a locked account, a missing code).
 *
 * Limits, each a separate count:
 * - 10 per account name (trimmed, lower-cased) from one client address: past it that address
 *   gets 429 TOO_MANY_REQUESTS with Retry-After for that name, so a stranger cannot lock the
 *   real owner out from elsewhere;
 * - 50 per client address over all names: past it the address is slowed, not locked out (it may
 *   carry a whole office, or every client behind a proxy): each attempt from it waits
 *   ADDRESS_SLOW_MS first, and only one at a time; a second one at once is refused (429). A
 *   stranger guessing many names gets one guess per ADDRESS_SLOW_MS; a colleague's right password
 *   for an account not under attack signs in after that wait;
 * - 30 per account name over all addresses: past it every attempt at that name waits
 *   ACCOUNT_SLOW_MS first. It slows a guesser with many addresses, and never blocks the owner.
 * A success clears its own name-and-address count. Kept in memory: a restart forgets them.
 */
export const THROTTLE_WINDOW_MS = 15 * MINUTE;
/** failures of one account name from one address before 429 */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** failures from one address over all names before its attempts are slowed and taken one at a time */
export const ADDRESS_FAILURE_LIMIT = 50;
export const ADDRESS_SLOW_MS = 2_000;
/** failures of one account name over all addresses before each attempt is slowed */
export const ACCOUNT_SLOW_AFTER = 30;
export const ACCOUNT_SLOW_MS = 1_000;
/** a slowed address's attempt that never settles (a failed request) frees its turn after this */
const TURN_MAX_MS = 30_000;

/** One reserved attempt: say how it ended. */
export interface Attempt {
  /** the secret was right: the reservation is taken back and this name-and-address count cleared */
  succeeded(): void;
  /** the secret was wrong: the reservation stays as a failure */
  failed(): void;
  /** the secret was not judged (locked account, missing code, bad input): taken back */
  undo(): void;
}

type Entry = { at: number };

export const normaliseAccount = (account: string): string => account.normalize('NFC').trim().toLowerCase();

export class SignInThrottle {
  private readonly entries = new Map<string, Entry[]>();

  constructor(private readonly now: () => number) {}

  private recent(key: string): Entry[] {
    const since = this.now() - THROTTLE_WINDOW_MS;
    const kept = (this.entries.get(key) ?? []).filter((e) => e.at > since);
    if (kept.length) this.entries.set(key, kept);
    else this.entries.delete(key);
    return kept;
  }

  private keys(account: string, address: string) {
    const name = normaliseAccount(account);
    return { pair: `pair:${name}|${address}`, address: `address:${address}`, account: `account:${name}` };
  }

  /** Seconds until the address may try this name again, or 0 when it may now. */
  retryAfter(account: string, address: string): number {
    const keys = this.keys(account, address);
    let waitMs = 0;
    const entries = this.recent(keys.pair);
    if (entries.length >= ACCOUNT_FAILURE_LIMIT) waitMs = entries[entries.length - ACCOUNT_FAILURE_LIMIT].at + THROTTLE_WINDOW_MS - this.now();
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** Whether the address is past its failures over all names: its attempts wait, one at a time. */
  addressSlowed(address: string): boolean {
    return this.recent(this.keys('', address).address).length >= ADDRESS_FAILURE_LIMIT;
  }

  /** A slowed address's attempt now in progress, since when (one at a time). */
  private readonly turns = new Map<string, number>();

  /** Takes the address's one turn (false: another attempt of it is in progress); free it with the returned call. */
  takeTurn(address: string): (() => void) | null {
    const since = this.turns.get(address);
    if (since !== undefined && this.now() - since < TURN_MAX_MS) return null;
    const mine = this.now();
    this.turns.set(address, mine);
    return () => {
      if (this.turns.get(address) === mine) this.turns.delete(address);
    };
  }

  /** How long an attempt at this name waits before it is checked (the account-wide slow-down). */
  slowdownMs(account: string): number {
    return this.recent(this.keys(account, '').account).length >= ACCOUNT_SLOW_AFTER ? ACCOUNT_SLOW_MS : 0;
  }

  /**
   * Reserves an attempt, synchronously (no await between the check and the count, so parallel
   * requests cannot slip past the limit together); null when the limit is reached.
   */
  reserve(account: string, address: string): Attempt | null {
    if (this.retryAfter(account, address) > 0) return null;
    const keys = this.keys(account, address);
    const entry: Entry = { at: this.now() };
    const all = [keys.pair, keys.address, keys.account];
    for (const key of all) this.entries.set(key, [...this.recent(key), entry]);
    const takeBack = () => {
      for (const key of all) {
        const kept = (this.entries.get(key) ?? []).filter((e) => e !== entry);
        if (kept.length) this.entries.set(key, kept);
        else this.entries.delete(key);
      }
    };
    let settled = false;
    const settle = (what: () => void) => () => {
      if (settled) return;
      settled = true;
      what();
    };
    return {
      succeeded: settle(() => {
        takeBack();
        this.entries.delete(keys.pair);
      }),
      failed: settle(() => undefined),
      undo: settle(takeBack),
    };
  }
}

const throttles = new WeakMap<Pick<Deps, 'now'>, SignInThrottle>();

/**
 * The one throttle of an app (keyed by its Deps): the sign-in (routes/auth.ts) and the 2FA
 * re-authentication (routes/settings.ts) count their failures together.
 */
export function throttleFor(deps: Pick<Deps, 'now'>): SignInThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) throttles.set(deps, (throttle = new SignInThrottle(deps.now)));
  return throttle;
}

/** The client's address (http/clientAddress.ts: the peer, or what a trusted proxy says). */
export const clientAddress = (c: AppContext): string =>
  clientAddressOf(c.env?.incoming?.socket?.remoteAddress, c.req.header('X-Forwarded-For'), trustedProxies());

/**
 * Reserves an attempt at a secret for `account` from the request's address (429
 * TOO_MANY_REQUESTS with Retry-After when its limit is reached), then waits out the account-wide
 * slow-down. Call before the secret is checked; report the outcome on the returned Attempt.
 */
export async function reserveAttempt(c: AppContext, throttle: SignInThrottle, account: string): Promise<Attempt> {
  const address = clientAddress(c);
  const refuse = (seconds: number) => {
    c.header('Retry-After', String(seconds));
    return fail(429, 'TOO_MANY_REQUESTS', `Too many failed attempts; try again in ${seconds} s.`);
  };
  // a slowed address: one attempt at a time, checked synchronously with the reservation below
  const slowed = throttle.addressSlowed(address);
  const freeTurn = slowed ? throttle.takeTurn(address) : () => undefined;
  if (!freeTurn) throw refuse(Math.ceil(ADDRESS_SLOW_MS / 1000));
  const attempt = throttle.reserve(account, address);
  if (!attempt) {
    freeTurn();
    throw refuse(Math.max(1, throttle.retryAfter(account, address)));
  }
  const wait = Math.max(throttle.slowdownMs(account), slowed ? ADDRESS_SLOW_MS : 0);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const settled = (what: () => void) => () => {
    freeTurn();
    what();
  };
  return { succeeded: settled(attempt.succeeded), failed: settled(attempt.failed), undo: settled(attempt.undo) };
}
