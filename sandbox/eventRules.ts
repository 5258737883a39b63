/** Pure event rules of the sandbox: event ids and the SVG safety check. */

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

/** Decodes numeric character references so `java&#x73;cript:` cannot hide from the check. */
const decodeEntities = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000));

const UNSAFE_SVG: [RegExp, string][] = [
  [/<\s*script/i, '<script>'],
  [/[\s/"'](on[a-z]+)\s*=/i, 'event handler attribute'],
  [/<\s*foreignObject/i, '<foreignObject>'],
  [/<!ENTITY/i, 'entity declaration'],
];

/** What makes an SVG unsafe to serve, or null. The served logo also gets a restrictive CSP. */
export function findUnsafeSvg(svgText: string): string | null {
  const text = decodeEntities(svgText);
  for (const [pattern, what] of UNSAFE_SVG) if (pattern.test(text)) return what;
  // browsers ignore whitespace and control characters inside a URL scheme ("java\nscript:")
  if (/javascript:/i.test(text.replace(/[\s\u0000-\u001f]+/g, ''))) return 'javascript: URL';
  return null;
}
