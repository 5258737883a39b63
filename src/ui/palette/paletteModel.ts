import { mayUse, showsInNavigation, type Area, type RoleFlags } from '../../contract/access';
import { parseQuery, SEARCH_QUERY_MAX } from '../../domain/search';
import type { Locale } from '../../../i18n/locales';

/**
 * The command palette's rules, pure: which look-ups a text asks for (by what ids it can name and
 * what the role may open), which screens and actions match its words, and the groups in order.
 */

export type PaletteGroup = 'contracts' | 'users' | 'offers' | 'screens' | 'actions';
export const GROUP_ORDER: readonly PaletteGroup[] = ['contracts', 'users', 'offers', 'screens', 'actions'];

export type PaletteAction =
  | { type: 'navigate'; to: string }
  | { type: 'locale'; locale: Locale }
  | { type: 'theme'; mode: 'light' | 'dark' }
  | { type: 'logout' };

export interface PaletteItem {
  /** unique in the palette: the option's id */
  key: string;
  group: PaletteGroup;
  label: string;
  /** a second line: what the result is */
  detail?: string;
  action: PaletteAction;
}

/** How many results of each search the palette lists (the rest: "all in Search"). */
export const PALETTE_RESULTS = 5;

export interface Lookups {
  /** the text for GET /v1/pwt/trade/search (contract ids and party id prefixes) */
  trades?: string;
  /** the text for GET /v1/pwt/user/search (user id prefixes, referral codes) */
  users?: string;
  /** an offer id for GET /v1/pwt/offer/{id}/details */
  offerId?: string;
  /** the group the text names most surely, listed first (a Peach id: its user before their trades) */
  lead?: PaletteGroup;
}

/** A referral code or a word long enough to be one (the user search matches codes whole). */
const CODE_LIKE = /^[A-Za-z0-9]{3,}$/;

/**
 * The searches a text asks for, only those the role may use: contracts need the search and the case
 * (admin, mediator), users and offers the search and the look-up pages (maintainer, mediator).
 */
export function lookupsOf(raw: string, user: RoleFlags): Lookups {
  const parsed = parseQuery(raw.slice(0, SEARCH_QUERY_MAX));
  if (!parsed.text) return {};
  const lookups: Lookups = {};
  const search = mayUse(user, 'search');
  if (search && mayUse(user, 'disputes') && (parsed.contractPrefix || parsed.userPrefix)) lookups.trades = parsed.text;
  if (search && mayUse(user, 'lookup') && (parsed.userPrefix || CODE_LIKE.test(parsed.text))) lookups.users = parsed.text;
  if (mayUse(user, 'lookup') && parsed.offerId) lookups.offerId = parsed.offerId;
  lookups.lead = parsed.contractPrefix ? 'contracts' : parsed.userPrefix ? 'users' : parsed.offerId ? 'offers' : undefined;
  return lookups;
}

/** Lower case without accents, so "einstellungen" finds "Einstellungen" and "uber" finds "Über". */
const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Every word of the query is in the text (any order); an empty query matches everything. */
export function matchesWords(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export interface Screen {
  area: Area;
  to: string;
}

/** The screens the role may open: the navigation's entries it sees, then settings. */
export const screensFor = (user: RoleFlags, navigation: readonly Screen[]): Screen[] => [
  ...navigation.filter((item) => showsInNavigation(user, item.area)),
  { area: 'settings', to: '/settings' },
];

/** The items in their groups, the lead group first and then GROUP_ORDER, leaving out empty groups. */
export function groupItems(items: readonly PaletteItem[], lead?: PaletteGroup): { group: PaletteGroup; items: PaletteItem[] }[] {
  const order = lead ? [lead, ...GROUP_ORDER.filter((g) => g !== lead)] : GROUP_ORDER;
  return order.map((group) => ({ group, items: items.filter((item) => item.group === group) })).filter((g) => g.items.length > 0);
}

/** The next active option for a key, wrapping around; -1 when there is none. */
export function moveActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return Math.min(current, count - 1);
  }
}
