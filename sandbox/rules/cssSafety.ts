/**
 * Whether CSS (a logo's <style>, or a style or presentation attribute) reaches outside the SVG.
 * The text is read as a browser's tokenizer reads it before anything is looked for: comments
 * dropped outside strings, escapes decoded ("u\72l(" is url(), white space and controls dropped,
 * lower case. Each step is one pass with indexOf and fixed-width checks: a 5 MB logo never meets
 * the quadratic backtracking a regular expression with `\s*` and a look-ahead can have.
 */

const isHexDigit = (char: string | undefined): boolean => char !== undefined && /^[0-9a-fA-F]$/.test(char);
const isCssSpace = (char: string | undefined): boolean => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
const isNewLine = (char: string | undefined): boolean => char === '\n' || char === '\r' || char === '\f';

/** Where reading changes: a comment's start, an escape, a quote, a new line (which ends a bad string). */
const TURNING_POINT = /[/\\"'\n\r\f]/g;

/** A decoded escape: U+FFFD for NUL, a surrogate or past the last code point. */
const codePointText = (code: number): string => (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code));

/** CSS as its tokens spell it: comments out, escapes decoded, strings and their quotes kept. */
export function decodeCss(text: string): string {
  const out: string[] = [];
  let quote: string | null = null;
  let at = 0;
  while (at < text.length) {
    TURNING_POINT.lastIndex = at;
    const turn = TURNING_POINT.exec(text);
    const stop = turn ? turn.index : text.length;
    if (stop > at) out.push(text.slice(at, stop));
    if (!turn) break;
    at = stop;
    const char = text[at];
    if (quote === null && char === '/' && text[at + 1] === '*') {
      // a comment left open runs to the end, as in a browser
      const close = text.indexOf('*/', at + 2);
      at = close < 0 ? text.length : close + 2;
    } else if (char === '\\') {
      const next = text[at + 1];
      if (next === undefined) break;
      if (isNewLine(next)) {
        // a line continuation (inside a string; nothing outside one)
        at += next === '\r' && text[at + 2] === '\n' ? 3 : 2;
        continue;
      }
      let end = at + 1;
      while (end < at + 7 && isHexDigit(text[end])) end++;
      if (end === at + 1) {
        out.push(next);
        at += 2;
        continue;
      }
      out.push(codePointText(Number.parseInt(text.slice(at + 1, end), 16)));
      // one white space after a hex escape belongs to it (CR LF counts as one)
      if (text[end] === '\r' && text[end + 1] === '\n') end += 2;
      else if (isCssSpace(text[end])) end++;
      at = end;
    } else {
      if (quote !== null) {
        // a string ends at its quote, or (a bad string) at a new line
        if (char === quote || isNewLine(char)) quote = null;
      } else if (char === '"' || char === "'") {
        quote = char;
      }
      out.push(char);
      at++;
    }
  }
  return out.join('');
}

/** What fetches or runs something without url(): at-rules, image functions, old script hooks. */
const REACHING_OUT = ['@import', 'image-set(', 'image(', 'src(', 'expression(', 'javascript:', 'behavior:', '-moz-binding', 'vbscript:'];

/** What in the CSS reaches outside the document (a short English phrase), or null. */
export function findUnsafeCss(text: string): string | null {
  const css = decodeCss(text).replace(/[\s\u0000-\u001f\u007f]+/g, '').toLowerCase();
  const found = REACHING_OUT.find((form) => css.includes(form));
  if (found) return `${found.endsWith('(') ? `${found.slice(0, -1)}()` : found} in CSS`;
  // url(#id), url('#id') and url("#id") point inside the document; any other url() does not
  for (let at = css.indexOf('url('); at >= 0; at = css.indexOf('url(', at + 4)) {
    const first = css[at + 4];
    const target = first === '"' || first === "'" ? css[at + 5] : first;
    if (target !== '#') return 'an outside url() in CSS';
  }
  return null;
}
