import type * as platform from '../../../src/contract/platform';
import type { UserRecord } from '../records';

/**
 * The platform's published shapes as the sandbox sends them (shared/reference/platform-shapes.md,
 * src/contract/platform.ts). Answers that carry a published entity send it whole; the staff extras
 * of ours go beside it unless the sandbox is strict (SANDBOX_STRICT=1, http/strict.ts), which
 * sends only the published fields.
 */

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
