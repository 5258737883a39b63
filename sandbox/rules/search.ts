/** How the look-up searches read a search text: which contract or user ids it can name. */

/** The longest search text accepted. */
export const SEARCH_QUERY_MAX = 100;
/** A party-id prefix needs this many hex characters (fewer would match most accounts). */
export const ID_PREFIX_MIN = 4;

export interface ParsedQuery {
  /** the text trimmed */
  text: string;
  /** a contract id or its start ("313-312", "313-"), also from its display form "PC‑139‑138" */
  contractPrefix?: string;
  /** the start of a user id, lower-case hex, also from "Peach0213abcd" */
  userPrefix?: string;
}

/** Every dash a person may type or paste (hyphen, non-breaking hyphen, figure dash, en and em dash, hyphen-minus). */
const DASHES = new Set(['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '-']);
const HEX = /^[0-9a-f]+$/i;
const DIGITS = /^\d+$/;

export function parseQuery(raw: string): ParsedQuery {
  const text = raw.trim();
  const plain = [...text].map((char) => (DASHES.has(char) ? '-' : char)).join('');
  const parsed: ParsedQuery = { text };
  const parts = plain.split('-');
  // PC-<hex>-<hex>: the display form of a contract id, two numbers in hex
  if (parts.length === 3 && parts[0].toUpperCase() === 'PC' && HEX.test(parts[1]) && HEX.test(parts[2])) {
    parsed.contractPrefix = `${parseInt(parts[1], 16)}-${parseInt(parts[2], 16)}`;
    return parsed;
  }
  // P-<hex>: an offer's display form, which names no contract or user
  if (parts.length === 2 && parts[0].toUpperCase() === 'P' && HEX.test(parts[1])) return parsed;
  if (/^peach/i.test(plain) && HEX.test(plain.slice(5))) {
    parsed.userPrefix = plain.slice(5).toLowerCase();
    return parsed;
  }
  // digits, or digits, a dash and maybe more digits: the start of a contract id
  if ((parts.length === 1 && DIGITS.test(parts[0])) || (parts.length === 2 && DIGITS.test(parts[0]) && (parts[1] === '' || DIGITS.test(parts[1])))) {
    parsed.contractPrefix = plain;
  }
  if (plain.length >= ID_PREFIX_MIN && HEX.test(plain)) parsed.userPrefix = plain.toLowerCase();
  return parsed;
}

/** The exclusive upper end of a text prefix: `x >= prefix AND x < prefixEnd(prefix)` is an index range. */
export const prefixEnd = (prefix: string): string => `${prefix}\u{10FFFF}`;
