import type { MiddlewareHandler } from 'hono';
import type * as platform from '../../../src/contract/platform';
import type { AppEnv } from '../../http/context';
import type { UserRecord } from '../records';

/**
 * The platform's published shapes as the sandbox sends them (shared/reference/platform-shapes.md,
 * src/api/platform.ts). Answers that carry a published entity send it whole; the staff extras
 * of ours go beside it unless the sandbox is strict (SANDBOX_STRICT=1), which sends only the
 * published fields and the platform's status for each error code.
 */

/** SANDBOX_STRICT=1 */
export const strictFromEnv = (): boolean => process.env.SANDBOX_STRICT === '1';

/** The staff extras of an answer, or none when strict. */
export const staffExtras = <T extends object>(strict: boolean, extras: T): Partial<T> => (strict ? {} : extras);

/**
 * The traders' own cryptography (encrypted payment data, signatures, PGP keys): the sandbox has
 * none and the console never shows it, so placeholders of the right type stand in.
 */
export const PGP_PLACEHOLDER = '-----BEGIN PGP MESSAGE-----\n\nsandbox placeholder\n-----END PGP MESSAGE-----';
export const PGP_KEY_PLACEHOLDER = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nsandbox placeholder\n-----END PGP PUBLIC KEY BLOCK-----';
export const SIGNATURE_PLACEHOLDER = '-----BEGIN PGP SIGNATURE-----\n\nsandbox placeholder\n-----END PGP SIGNATURE-----';

/** A stored user's ratings as the platform's user and our reputation answer both carry them. */
export const ratingsOf = (user: UserRecord) => ({
  rating: user.rating,
  peachRating: user.peachRating,
  userRating: user.userRating,
  historyRating: user.historyRating,
  recentRating: user.recentRating,
  ratingCount: user.ratingCount,
});

/** The public part of a stored user: what Contract.seller/buyer, Offer.user and Match.user carry. */
export function publicUserOf(user: UserRecord): platform.PublicUser {
  const pgpPublicKeys = user.pgpPublicKeys.length ? user.pgpPublicKeys : [{ publicKey: PGP_KEY_PLACEHOLDER, proof: SIGNATURE_PLACEHOLDER }];
  return {
    id: user.id,
    creationDate: user.creationDate,
    trades: user.trades,
    openedTrades: user.openedTrades,
    canceledTrades: user.canceledTrades,
    ...ratingsOf(user),
    medals: user.medals,
    // the seed's statistics leave won/lost NULL for users whose disputes had no winner
    disputes: {
      opened: Number(user.disputes.opened ?? 0),
      won: Number(user.disputes.won ?? 0),
      lost: Number(user.disputes.lost ?? 0),
      resolved: Number(user.disputes.resolved ?? 0),
    },
    pgpPublicKeys,
    pgpPublicKey: pgpPublicKeys[0].publicKey,
    pgpPublicKeyProof: pgpPublicKeys[0].proof,
    ...(user.referralCode ? { referralCode: user.referralCode } : {}),
    ...(user.usedReferralCode ? { usedReferralCode: user.usedReferralCode } : {}),
  };
}

/** The whole User (the owner's and staff's view). */
export function userOf(user: UserRecord): platform.User {
  return {
    ...publicUserOf(user),
    lastModified: user.lastModified,
    banned: user.banned,
    disabled: user.disabled,
    kyc: user.kyc,
    referredTradingAmount: user.referredTradingAmount,
    bonusPoints: user.bonusPoints,
    ...(user.freeTrades !== undefined ? { freeTrades: user.freeTrades } : {}),
    ...(user.maxFreeTrades !== undefined ? { maxFreeTrades: user.maxFreeTrades } : {}),
    feeRate: user.feeRate,
    isBatchingEnabled: user.isBatchingEnabled,
    linkedIds: user.linkedIds,
    uniqueId: user.uniqueId,
  };
}

/** The platform's HTTP status of each error code (platform-shapes.md 1.4). */
export const PLATFORM_STATUS: Readonly<Record<string, number>> = {
  BAD_REQUEST: 400,
  FORM_INVALID: 400,
  INVALID_PGP_SIGNATURE: 400,
  INVALID_SIGNATURE: 400,
  TRANSACTION_INVALID: 400,
  AUTHENTICATION_FAILED: 401,
  CANCELED: 401,
  CANNOT_DOUBLEMATCH: 401,
  CANNOT_MATCH: 401,
  CONTRACT_EXISTS: 401,
  NOT_ENOUGH_POINTS: 401,
  OFFER_TAKEN: 401,
  PAYMENT_HASH_INVALID: 401,
  PGP_MISSING: 401,
  TRADING_LIMIT_REACHED: 401,
  UNAUTHORIZED: 401,
  USER_EXISTS: 401,
  ACCOUNT_BANNED: 403,
  NOT_FOUND: 404,
  ALREADY_TAKEN: 409,
  DUPLICATE: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE_FOR_LEGAL_REASONS: 451,
  AUTHENTICATION_FAILURE: 500,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Strict: an error answer whose code the platform lists goes out with the platform's status
 * (UNAUTHORIZED 401, AUTHENTICATION_FAILURE 500 …); codes of ours keep theirs.
 */
export function platformStatuses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await res.clone().json().catch(() => null)) as { error?: unknown } | null;
    const status = typeof body?.error === 'string' ? PLATFORM_STATUS[body.error] : undefined;
    if (status === undefined || status === res.status) return;
    c.res = new Response(res.body, { status, headers: res.headers });
  };
}
