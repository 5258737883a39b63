/**
 * The platform's rule for text that staff write and traders read (event fields, chat messages,
 * news, resolution reasons): no control characters, and none of Unicode's bidirectional controls,
 * which make a text read differently than it is stored ("‮txt.exe" shows as "exe.txt"). Text of
 * several lines keeps its line breaks and tabs; a one-line field keeps none.
 */

export const UNSAFE_TEXT_PROBLEM = 'must not contain control characters or bidirectional overrides';

/** The bidirectional marks, embeddings, overrides and isolates (ALM, LRM, RLM, LRE…RLO, LRI…PDI). */
const isBidiControl = (code: number): boolean =>
  code === 0x061c || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** C0 controls, DEL and the C1 controls. */
const isControl = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

function firstUnsafe(text: string, allowed: ReadonlySet<number>): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((isControl(code) && !allowed.has(code)) || isBidiControl(code)) return true;
  }
  return false;
}

/** A one-line field (an event's name, city, URL …): the problem, or null. */
export const lineTextProblem = (text: string): string | null => (firstUnsafe(text, new Set()) ? UNSAFE_TEXT_PROBLEM : null);

/** Text of several lines (a chat message, news, a resolution reason): the problem, or null. */
export const userTextProblem = (text: string): string | null => (firstUnsafe(text, LINE_BREAKS_AND_TAB) ? UNSAFE_TEXT_PROBLEM : null);
