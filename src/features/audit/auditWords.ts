import { formatDate, formatSats } from '../../domain/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Fields whose values are codes with words of their own: the catalogue key of a value's words. */
const CODED: Record<string, (value: string) => string> = {
  dispute: (value) => `audit.value.dispute.${value}`,
  password: (value) => `audit.value.password.${value}`,
  outcome: (value) => `disputes.result.${value}`,
  tradeStatus: (value) => `disputes.tradeStatus.${value}`,
  kind: (value) => `sanctions.kind.${value}`,
  status: (value) => `sanctions.status.${value}`,
};

/** Fields holding sats (four eyes' proposals and threshold among them: docs/decisions/four-eyes.md). */
const SATS_FIELDS = new Set(['amountSats', 'buyerSats', 'sellerSats', 'thresholdSats']);

/** An ISO date-time as the audit's sender writes it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Before or after of an audit entry in words, as staff read it: each changed field by its name
 * ("Buyer's payment data incorrect: No"), codes by their words, yes/no for flags, sats and dates
 * as the console writes them. A field or code the catalogue does not know stays as it is. Values
 * are user content: the result is text, never markup.
 */
export function auditWords(value: Record<string, unknown> | null | undefined, translate: Translate): string {
  if (!value) return '';
  return Object.keys(value)
    .sort()
    .map((key) => `${translate(`audit.field.${key}`, { _: key })}: ${valueWords(key, value[key], translate)}`)
    .join('; ');
}

function valueWords(key: string, value: unknown, translate: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'audit.value.yes' : 'audit.value.no');
  if (Array.isArray(value)) return value.map((item) => valueWords(key, item, translate)).join(', ');
  if (SATS_FIELDS.has(key) && typeof value === 'number') return formatSats(value);
  if (typeof value === 'string' && CODED[key]) return translate(CODED[key](value), { _: value });
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(new Date(value), 'yyyy-mm-dd', { time: true });
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
