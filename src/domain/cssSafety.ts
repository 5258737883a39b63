/**
 * Whether CSS text (a logo's <style> or a style/presentation attribute) loads anything from
 * outside the document. The text is first read as a browser's CSS tokenizer reads it: comments
 * dropped (outside strings only: "/*" in a string is text), escapes decoded ("u\72l(" is url(,
 * "@\69mport" is @import), white space and control characters dropped, lower-cased. Only then
 * are the dangerous forms looked for, with indexOf and fixed-width checks: every step is one pass
 * over the text, so a 5 MB logo costs milliseconds, never the quadratic backtracking of a regular
 * expression with `\s*` before a look-ahead.
 */

const HEX = /^[0-9a-fA-F]$/;
const isSpace = (char: string): boolean => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

/** The characters where reading changes: comment starts, escapes, quotes, new lines (which end a bad string). */
const SPECIAL = /[/\\"'\n\r\f]/g;

/** CSS text as its tokens spell it: comments out, escapes decoded, strings' quotes kept. */
export function decodeCss(text: string): string {
  const out: string[] = [];
  let quote: string | null = null;
  let i = 0;
  while (i < text.length) {
    // copy the plain run up to the next special character in one slice
    SPECIAL.lastIndex = i;
    const found = SPECIAL.exec(text);
    const at = found ? found.index : text.length;
    if (at > i) out.push(text.slice(i, at));
    if (!found) break;
    i = at;
    const char = text[i];
    if (!quote && char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      // an unclosed comment runs to the end of the text, as in a browser
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (char === '\\') {
      const next = text[i + 1];
      if (next === undefined) break;
      if (next === '\n' || next === '\r' || next === '\f') {
        i += next === '\r' && text[i + 2] === '\n' ? 3 : 2; // a line continuation (or nothing outside a string)
        continue;
      }
      let j = i + 1;
      while (j < i + 7 && j < text.length && HEX.test(text[j])) j++;
      if (j > i + 1) {
        const code = Number.parseInt(text.slice(i + 1, j), 16);
        out.push(code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code));
        if (text[j] === '\r' && text[j + 1] === '\n') j += 2;
        else if (j < text.length && isSpace(text[j])) j++;
        i = j;
        continue;
      }
      out.push(next);
      i += 2;
      continue;
    }
    if (quote) {
      // a string ends at its quote, or (a bad string) at an unescaped new line
      if (char === quote || char === '\n' || char === '\r' || char === '\f') quote = null;
    } else if (char === '"' || char === "'") quote = char;
    out.push(char);
    i++;
  }
  return out.join('');
}

/** Functions that fetch a resource without url(): image-set("…") and -webkit-image-set(), image("…"), src("…"). */
const FETCHING = ['@import', 'image-set(', 'image(', 'src(', 'expression(', 'javascript:', 'behavior:', '-moz-binding', 'vbscript:'];

/** What in the CSS reaches outside the document (a short English phrase), or null. */
export function findUnsafeCss(text: string): string | null {
  const css = decodeCss(text).replace(/[\s\u0000-\u001f\u007f]+/g, '').toLowerCase();
  for (const form of FETCHING) if (css.includes(form)) return `${form.replace(/\($/, '()')} in CSS`;
  // url(#id), url('#id') and url("#id") stay inside the document; any other url() does not
  for (let at = css.indexOf('url('); at >= 0; at = css.indexOf('url(', at + 4)) {
    const first = css[at + 4];
    const target = first === '"' || first === "'" ? css[at + 5] : first;
    if (target !== '#') return 'an outside url() in CSS';
  }
  return null;
}
