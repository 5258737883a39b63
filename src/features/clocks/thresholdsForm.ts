import { THRESHOLD_LIMITS, type ClockThresholds } from '../../contract/caseClocks';

export type ThresholdField = keyof ClockThresholds;
export const THRESHOLD_FIELDS = Object.keys(THRESHOLD_LIMITS) as ThresholdField[];

/** The form's texts → thresholds, or the fields out of their bounds (whole numbers within THRESHOLD_LIMITS). */
export function readThresholds(values: Record<ThresholdField, string>): { thresholds?: ClockThresholds; invalid: ThresholdField[] } {
  const invalid = THRESHOLD_FIELDS.filter((field) => {
    const text = values[field].trim();
    const [min, max] = THRESHOLD_LIMITS[field];
    return !/^\d+$/.test(text) || Number(text) < min || Number(text) > max;
  });
  if (invalid.length) return { invalid };
  return { thresholds: Object.fromEntries(THRESHOLD_FIELDS.map((f) => [f, Number(values[f])])) as unknown as ClockThresholds, invalid };
}
