/**
 * Bonus points (spec §3 bonus overview). DECISION: the platform's points-to-sats rate is not in
 * the sources; the sandbox and console value one point at 100 sats (2100 points, the reference's
 * maximum, are then 210 000 sats: about one trade's amount).
 */
export const SATS_PER_BONUS_POINT = 100;

export const bonusSats = (points: number): number => points * SATS_PER_BONUS_POINT;
