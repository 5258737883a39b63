import type { CaseWaits } from '../../contract/caseClocks';
import { HOUR, MINUTE } from '../../contract/constants';
import { formatAge } from '../../domain/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long, as staff read a wait: minutes, then whole hours up to two days ("26 h"), then days and hours. */
export function waitText(translate: Translate, ms: number): string {
  if (ms < HOUR) return translate('clocks.wait.minutes', { 0: Math.floor(Math.max(0, ms) / MINUTE) });
  if (ms < 48 * HOUR) return translate('clocks.wait.hours', { 0: Math.floor(ms / HOUR) });
  return formatAge(ms);
}

/** "The buyer has waited 26 h for a reply", or "We have waited 3 h for the traders". */
export function waitSentence(translate: Translate, waits: CaseWaits): string {
  const key = waits.waiting === 'staff' ? 'staff' : (waits.party ?? 'both');
  return translate(`clocks.case.${key}`, { 0: waitText(translate, waits.forMs) });
}
