/**
 * What a bonus point is worth in sats. The platform's rate is not published; the sandbox values
 * a point at 100 sats (the reference's maximum of 2100 points is then about one trade's amount).
 */
export const SATS_PER_BONUS_POINT = 100;

export const bonusSats = (points: number): number => points * SATS_PER_BONUS_POINT;
