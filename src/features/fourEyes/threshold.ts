import { FOUR_EYES_THRESHOLD_MAX } from '../../contract/fourEyes';

/** "" → null (off); whole sats above 0 → the number; anything else → undefined (refused at the field). */
export function thresholdOf(text: string): number | null | undefined {
  const value = text.trim().replace(/[\s',.]/g, '');
  if (!value) return null;
  if (!/^\d+$/.test(value)) return undefined;
  const sats = Number(value);
  return sats > 0 && sats <= FOUR_EYES_THRESHOLD_MAX ? sats : undefined;
}
