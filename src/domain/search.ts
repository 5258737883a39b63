/** How a search text names ids, shared by the console's search and the sandbox's search routes. */

/** The longest search text the sandbox accepts. */
export const SEARCH_QUERY_MAX = 100;
/** A party-id prefix needs this many hex characters (fewer would match most accounts). */
export const ID_PREFIX_MIN = 4;

export interface ParsedQuery {
  /** the text trimmed */
  text: string;
  /** a contract id or the start of one ("313-312", "313-"), from "PC‑139‑138" too */
  contractPrefix?: string;
  /** an offer id, from "P‑72" too */
  offerId?: string;
  /** the start of a user id, lowercase hex, from "Peach0213abcd" too */
  userPrefix?: string;
}

const HYPHENS = /[‐‑‒–—-]/g;

/** What ids a search text can name. Display forms (PC‑…, P‑…, Peach…) are turned back into ids. */
export function parseQuery(raw: string): ParsedQuery {
  const text = raw.trim();
  const plain = text.replace(HYPHENS, '-');
  const parsed: ParsedQuery = { text };
  const contract = /^PC-([0-9a-f]+)-([0-9a-f]+)$/i.exec(plain);
  if (contract) {
    parsed.contractPrefix = `${parseInt(contract[1], 16)}-${parseInt(contract[2], 16)}`;
    return parsed;
  }
  const offer = /^P-([0-9a-f]+)$/i.exec(plain);
  if (offer) {
    parsed.offerId = String(parseInt(offer[1], 16));
    return parsed;
  }
  const peach = /^peach([0-9a-f]+)$/i.exec(plain);
  if (peach) {
    parsed.userPrefix = peach[1].toLowerCase();
    return parsed;
  }
  if (/^\d+(-\d*)?$/.test(plain)) {
    parsed.contractPrefix = plain;
    if (/^\d+$/.test(plain)) parsed.offerId = plain;
  }
  if (/^[0-9a-f]+$/i.test(plain) && plain.length >= ID_PREFIX_MIN) parsed.userPrefix = plain.toLowerCase();
  return parsed;
}

/**
 * How many characters a user search still needs (0: enough). A user id or linked id is matched by
 * its start from ID_PREFIX_MIN characters on, and a referral code is longer than that, so a
 * shorter text ("0") could only ever answer "no user matches": the screen asks for more instead.
 */
export function userQueryMissing(raw: string): number {
  const text = raw.trim().replace(/^peach/i, '');
  return Math.max(0, ID_PREFIX_MIN - text.length);
}

/**
 * What to tell a staff member whose user search is too short (null: it is long enough). A text
 * starting with "Peach" counts only what follows, which the message says with the count so far:
 * "Peach02" has 2 characters of an id, not 7.
 */
export function userQueryTooShort(raw: string): { key: 'search.tooShort' | 'search.tooShortPeach'; args: Record<string, number> } | null {
  if (userQueryMissing(raw) === 0) return null;
  const text = raw.trim();
  if (/^peach/i.test(text)) return { key: 'search.tooShortPeach', args: { 0: ID_PREFIX_MIN, 1: text.length - 'peach'.length } };
  return { key: 'search.tooShort', args: { 0: ID_PREFIX_MIN } };
}

/** The exclusive upper bound of a text prefix range: `x >= prefix AND x < prefixEnd(prefix)` uses an index. */
export const prefixEnd = (prefix: string): string => `${prefix}\u{10FFFF}`;

/** Why a text in the form of an id names nothing that can exist. */
export type ImpossibleId = 'contractSameOffer' | 'contractForm' | 'offerForm' | 'peachForm' | 'userTooLong';

/** A user id's length: a public key in hex (66 characters). */
export const USER_ID_LENGTH = 66;

/**
 * Whether a text is shaped like an id that cannot exist, and why (undefined: it may exist): a
 * contract joins two different offers ("5-5" cannot be one), a PC-, P- or Peach id is written in
 * hex digits after its prefix, and a user id is at most 66 hex characters.
 */
export function impossibleIdOf(raw: string): ImpossibleId | undefined {
  const plain = raw.trim().replace(HYPHENS, '-');
  const contract = /^PC-([0-9a-f]+)-([0-9a-f]+)$/i.exec(plain);
  if (contract) return parseInt(contract[1], 16) === parseInt(contract[2], 16) ? 'contractSameOffer' : undefined;
  const plainContract = /^(\d+)-(\d+)$/.exec(plain);
  if (plainContract) return Number(plainContract[1]) === Number(plainContract[2]) ? 'contractSameOffer' : undefined;
  if (/^PC-/i.test(plain)) return 'contractForm';
  if (/^P-/i.test(plain)) return /^P-[0-9a-f]+$/i.test(plain) ? undefined : 'offerForm';
  if (/^peach./i.test(plain)) return /^peach[0-9a-f]+$/i.test(plain) ? undefined : 'peachForm';
  if (/^[0-9a-f]+$/i.test(plain) && plain.length > USER_ID_LENGTH && !/^\d+$/.test(plain)) return 'userTooLong';
  return undefined;
}
