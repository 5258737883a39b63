import { NOTIFICATION_AUTO_CLEAR_MS } from '../contract/constants';
import type { BannerLevel } from './bannerStyles';

/**
 * How long a banner stays, by its kind (docs/decisions/banners.md). An OK confirms what the
 * staff member just did and saw happen, so it goes soonest; INFO (a socket notification), WARN
 * and ERROR stay the spec's 10 s (§4, §9). The close button clears any banner at once.
 */
export const BANNER_TIMEOUT_MS: Record<BannerLevel, number> = {
  OK: 5_000,
  INFO: NOTIFICATION_AUTO_CLEAR_MS,
  WARN: NOTIFICATION_AUTO_CLEAR_MS,
  ERROR: NOTIFICATION_AUTO_CLEAR_MS,
};

/**
 * A banner's lifetime in ms, or null for one that stays until closed or replaced: the caller's
 * `timeout` when given (`true` = the spec's 10 s, a number = that many ms, `false` = stays),
 * else the time of its kind.
 */
export function bannerLifetime(level: BannerLevel, timeout: boolean | number | undefined): number | null {
  if (timeout === false) return null;
  if (timeout === true) return NOTIFICATION_AUTO_CLEAR_MS;
  if (typeof timeout === 'number') return timeout;
  return BANNER_TIMEOUT_MS[level];
}

/**
 * Whether `next` waits until the shown banner has gone instead of replacing it: a notification
 * (INFO, e.g. a chat message arriving over the socket) never hides an error the staff member may
 * not have read yet.
 */
export const waitsBehind = (shown: BannerLevel | undefined, next: BannerLevel): boolean => shown === 'ERROR' && next === 'INFO';

/** Notifications kept waiting behind an error, at most: the newest ones (older ones say less). */
export const MAX_WAITING_BANNERS = 5;
