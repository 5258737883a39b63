import type { Sanction } from '../../contract/sanctions';
import { formatCount, formatDate } from '../../domain/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The chip colour of each kind. */
export const KIND_COLOR = { warning: 'warning', limit: 'info', ban: 'error' } as const;

/** What a sanction does and how long, in one line: "at most 200 CHF a day, until 2026-12-01 10:00". */
export function sanctionTerms(sanction: Sanction, translate: Translate): string {
  const limit = sanction.dailyLimit !== null ? translate('sanctions.limitValue', { 0: formatCount(sanction.dailyLimit) }) : null;
  const until = sanction.expiresAt ? translate('sanctions.until', { 0: formatDate(sanction.expiresAt, 'yyyy-mm-dd', { time: true }) }) : translate('sanctions.noEnd');
  return [limit, sanction.status === 'active' ? until : null].filter(Boolean).join(', ');
}

/** Who gave it and when. */
export const givenWords = (sanction: Sanction, translate: Translate): string => {
  const on = formatDate(sanction.createdAt, 'yyyy-mm-dd', { time: true });
  return sanction.createdBy ? translate('sanctions.givenBy', { 0: sanction.createdBy, 1: on }) : translate('sanctions.givenOn', { 0: on });
};

/** How a past sanction ended. */
export function endWords(sanction: Sanction, translate: Translate): string | null {
  if (!sanction.endedAt) return null;
  const on = formatDate(sanction.endedAt, 'yyyy-mm-dd', { time: true });
  if (sanction.status === 'expired') return translate('sanctions.expiredOn', { 0: on });
  return sanction.endedBy ? translate('sanctions.liftedBy', { 0: sanction.endedBy, 1: on, 2: sanction.liftReason ?? '—' }) : translate('sanctions.liftedOn', { 0: on });
}
