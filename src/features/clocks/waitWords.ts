import type { CaseWaits } from '../../contract/caseClocks';
import { HOUR, MINUTE } from '../../contract/constants';
import { formatAge, type UnitText } from '../../domain/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How long, as staff read a wait: minutes, then whole hours up to two days ("26 h"), then days and
 * hours, in the console's one set of duration words (`duration.*`: "26 Std." in German).
 */
export function waitText(translate: Translate, ms: number): string {
  const unitText: UnitText = (unit, count) => translate(`duration.${unit}`, { 0: count });
  if (ms < HOUR) return unitText('minutes', Math.floor(Math.max(0, ms) / MINUTE));
  if (ms < 48 * HOUR) return unitText('hours', Math.floor(ms / HOUR));
  return formatAge(ms, unitText);
}

/** "The buyer has waited 26 h for a reply", or "We have waited 3 h for the traders". */
export function waitSentence(translate: Translate, waits: CaseWaits): string {
  const key = waits.waiting === 'staff' ? 'staff' : (waits.party ?? 'both');
  return translate(`clocks.case.${key}`, { 0: waitText(translate, waits.forMs) });
}
