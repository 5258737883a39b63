import type { OfferType } from '../../contract';
import { formatSats } from '../../domain/format';
import type { OfferFilters } from './searchParams';

/** The offer filter form's values (strings and lists as the inputs hold them) ↔ OfferFilters. */
export interface OfferFilterValues {
  online: '' | 'true' | 'false';
  type: '' | OfferType;
  kyc: '' | 'true' | 'false';
  minAmount: string;
  maxAmount: string;
  currency: string;
  methods: string[];
}

const choice = (value: boolean | undefined): '' | 'true' | 'false' => (value === undefined ? '' : value ? 'true' : 'false');
const bool = (value: string): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);
const digits = (value: string): string => value.replace(/[\s’',._]/g, '');

export const filtersToForm = (f: OfferFilters): OfferFilterValues => ({
  online: choice(f.online),
  type: f.type ?? '',
  kyc: choice(f.kyc),
  minAmount: f.min === undefined ? '' : String(f.min),
  maxAmount: f.max === undefined ? '' : String(f.max),
  currency: f.currency ?? '',
  methods: f.currency ? (f.methods ?? []) : [],
});

export function formToFilters(v: OfferFilterValues): OfferFilters {
  const filters: OfferFilters = {};
  const online = bool(v.online);
  const kyc = bool(v.kyc);
  if (online !== undefined) filters.online = online;
  if (v.type) filters.type = v.type;
  if (kyc !== undefined) filters.kyc = kyc;
  if (digits(v.minAmount)) filters.min = Number(digits(v.minAmount));
  if (digits(v.maxAmount)) filters.max = Number(digits(v.maxAmount));
  if (v.currency) {
    filters.currency = v.currency;
    if (v.methods.length) filters.methods = [...v.methods];
  }
  return filters;
}

export type FilterError = string | { message: string; args: Record<string, string> };

/** { field: catalogue key (with its placeholders) } for amounts outside the trade bounds or not whole sats, or a reversed range. */
export function validateOfferFilters(v: OfferFilterValues, bounds: { min: number; max: number }): Partial<Record<keyof OfferFilterValues, FilterError>> {
  const errors: Partial<Record<keyof OfferFilterValues, FilterError>> = {};
  const outsideError = { message: 'search.amountOutside', args: { 0: formatSats(bounds.min), 1: formatSats(bounds.max) } };
  const amount = (text: string) => {
    const d = digits(text);
    if (!d) return undefined;
    return /^\d+$/.test(d) ? Number(d) : Number.NaN;
  };
  const min = amount(v.minAmount);
  const max = amount(v.maxAmount);
  const outside = (n: number | undefined) => n !== undefined && !(n >= bounds.min && n <= bounds.max);
  if (outside(min)) errors.minAmount = outsideError;
  if (outside(max)) errors.maxAmount = outsideError;
  if (!errors.minAmount && !errors.maxAmount && min !== undefined && max !== undefined && min > max) errors.maxAmount = 'search.amountOrder';
  return errors;
}

/**
 * Currency → methods for the form: the index's choices (catalogue, event cash, /v1/info) joined
 * with what the console knows from /v1/info and the currency extras (EUR: mbWay, bizum), each once.
 */
export function methodChoices(indexed: Record<string, string[]>, fromInfo: (currency: string) => string[]): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(indexed)
      .sort()
      .map((currency) => [currency, [...new Set([...indexed[currency], ...fromInfo(currency)])]]),
  );
}
