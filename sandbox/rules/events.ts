import { PLATFORM_COUNTRIES, type PlatformCountry } from '../../src/contract/platform';
import { invalid } from '../http/failure';
import { lineTextProblem } from './userText';

/** Pure event rules of the sandbox: event ids and the event form. (The logo's SVG check: svgSafety.ts.) */

/** Letters that Unicode does not decompose into a base letter plus accents. */
const LATIN_EXTRA: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/** "Rīga" → "riga", "København" → "kobenhavn", "Plan ₿ Forum" → "plan-forum". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßđłþðı]/g, (c) => LATIN_EXTRA[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `<country lowercase>.<city slug>.<shortName slug>`, e.g. be.antwerp.belgian-btc-embassy */
export const eventIdFor = (country: string, city: string, shortName: string): string =>
  `${country.trim().toLowerCase()}.${slug(city)}.${slug(shortName)}`;

/** The payment method of cash trades at an event. */
export const cashMethodFor = (eventId: string): string => `cash.${eventId}`;


/* ---------- the event form ---------- */

const TEXT_FIELDS = {
  country: 2,
  city: 100,
  shortName: 100,
  longName: 200,
  url: 500,
  address: 300,
  frequency: 100,
} as const;
type TextField = keyof typeof TEXT_FIELDS;
export const IDENTITY_FIELDS = ['country', 'city', 'shortName'] as const;
const CLEARABLE_FIELDS = ['longName', 'url', 'address', 'frequency'] as const;

/** What a create or update form asks for; null = clear the field. */
export interface EventInput {
  featured?: boolean;
  currencies?: string[];
  country?: PlatformCountry;
  city?: string;
  shortName?: string;
  longName?: string | null;
  url?: string | null;
  address?: string | null;
  frequency?: string | null;
  logo?: File | null;
}

/** An http(s) URL without user name or password ("https://bank.example@evil.example/"). */
export function isSafeEventUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Validates an event form; `update` allows clearing optional fields and requires nothing. */
export function parseEventForm(fields: Map<string, FormDataEntryValue[]>, mode: 'create' | 'update'): EventInput {
  const problems: Record<string, string> = {};
  const input: EventInput = {};

  const single = (name: string): string | undefined => {
    const values = fields.get(name);
    if (!values?.length) return undefined;
    if (values.length > 1) problems[name] = 'must be given once';
    else if (typeof values[0] !== 'string') problems[name] = 'must be text, not a file';
    else return values[0].trim();
    return undefined;
  };

  for (const name of Object.keys(TEXT_FIELDS) as TextField[]) {
    const value = single(name);
    if (value === undefined || problems[name]) continue;
    if (value === '') {
      if (mode === 'update' && (CLEARABLE_FIELDS as readonly string[]).includes(name)) input[name as (typeof CLEARABLE_FIELDS)[number]] = null;
      else if (mode === 'update') problems[name] = 'cannot be empty';
      continue; // create: an empty field counts as not given
    }
    if (value.length > TEXT_FIELDS[name]) problems[name] = `at most ${TEXT_FIELDS[name]} characters`;
    else if (lineTextProblem(value)) problems[name] = lineTextProblem(value)!;
    else if (name === 'country') {
      // the platform's BitcoinEvent.country: ten codes, UK not GB (src/contract/platformBasics.ts)
      const code = value.toUpperCase();
      if ((PLATFORM_COUNTRIES as readonly string[]).includes(code)) input.country = code as PlatformCountry;
      else problems.country = `must be one of ${PLATFORM_COUNTRIES.join(', ')}`;
    } else input[name] = value;
  }
  for (const name of ['city', 'shortName'] as const) {
    if (input[name] !== undefined && !slug(input[name]!)) problems[name] = 'must contain letters or digits';
  }
  if (input.url && !isSafeEventUrl(input.url)) problems.url = 'must be an http(s) URL without user name or password';

  const featured = single('featured');
  if (featured !== undefined && !problems.featured) {
    if (/^(true|false)$/i.test(featured)) input.featured = featured.toLowerCase() === 'true';
    else problems.featured = "must be 'true' or 'false'";
  }

  const currencyValues = fields.get('currencies');
  if (currencyValues) {
    if (currencyValues.some((v) => typeof v !== 'string')) problems.currencies = 'must be text, not a file';
    else {
      const codes = currencyValues
        .flatMap((v) => (v as string).split(','))
        .map((v) => v.trim().toUpperCase())
        .filter(Boolean);
      const bad = codes.filter((code) => !/^[A-Z0-9]{2,6}$/.test(code));
      if (bad.length) problems.currencies = `not currency codes: ${bad.join(', ')}`;
      else if (codes.length > 30) problems.currencies = 'at most 30 currencies';
      else input.currencies = [...new Set(codes)];
    }
  }

  const logos = fields.get('logo');
  if (logos?.length) {
    const [logo] = logos;
    if (logos.length > 1) problems.logo = 'must be given once';
    else if (typeof logo === 'string') {
      if (logo.trim() === '' && mode === 'update') input.logo = null;
      else if (logo.trim() !== '') problems.logo = 'must be a file';
    } else if (logo.size > 0 || logo.name) {
      input.logo = logo; // an empty, unnamed part is an empty file input: no logo
    }
  }

  if (mode === 'create') {
    for (const name of IDENTITY_FIELDS) if (input[name] === undefined && !problems[name]) problems[name] = 'required';
  }
  const names = Object.keys(problems);
  if (names.length) {
    const missing = names.filter((n) => problems[n] === 'required');
    const message = missing.length
      ? `Missing required fields: ${missing.join(', ')}`
      : `Invalid event: ${names.map((n) => `${n} ${problems[n]}`).join('; ')}`;
    throw invalid(message, problems);
  }
  return input;
}

