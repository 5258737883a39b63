/**
 * The platform rates users on -1..1; the app shows 0–5 "peaches" (reference: Rating). -1 is 0,
 * 0 is 2.5 and 1 is 5, in half steps (halves rounded up); a value outside the scale is clamped.
 */
export const STARS_MAX = 5;

export function ratingStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  const clamped = Math.min(1, Math.max(-1, rating));
  const halves = Number(((clamped + 1) * STARS_MAX).toFixed(9)); // drops float noise: (-0.9 + 1) * 5 = 0.4999…
  return Math.round(halves) / 2;
}

/** Used of allowed as a percentage for a bar, 0–100; an allowance of 0 reads as full when anything is used. */
export function usedPercent(used: number, allowed: number): number {
  if (!(allowed > 0)) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / allowed) * 100));
}
