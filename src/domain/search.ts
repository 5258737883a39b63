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

/** The exclusive upper bound of a text prefix range: `x >= prefix AND x < prefixEnd(prefix)` uses an index. */
export const prefixEnd = (prefix: string): string => `${prefix}\u{10FFFF}`;
