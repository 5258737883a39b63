import decodeComponent from 'decode-uri-component';

/**
 * query-string's `parse` and `stringify` with their default options, the only way react-admin's list
 * parameters (ra-core's useListParams: the list's ?filter=&sort=&order=&page=&perPage= in the URL)
 * call them; the build gives that module this one (vite.shims.ts). query-string itself is 5 kB of
 * options the console never sets. src/shims/queryString.test.ts compares both on many inputs.
 */

type Value = string | null;
export type ParsedQuery = Record<string, Value | Value[]>;
type Stringifiable = string | number | boolean | bigint | null | undefined;

/** strict-uri-encode: encodeURIComponent, and !'()* as well. */
const encode = (value: Stringifiable): string =>
  encodeURIComponent(value as string | number | boolean).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** split-on-first with '=' */
function splitOnFirst(text: string): [string, string?] {
  const at = text.indexOf('=');
  return at === -1 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

export function parse(query: unknown): ParsedQuery {
  const out: ParsedQuery = Object.create(null) as ParsedQuery;
  if (typeof query !== 'string') return out;
  const text = query.trim().replace(/^[?#&]/, '');
  if (!text) return out;
  for (const param of text.split('&')) {
    if (param === '') continue;
    const [rawKey, rawValue] = splitOnFirst(param.replace(/\+/g, ' '));
    const value = rawValue === undefined ? null : decodeComponent(rawValue);
    const key = decodeComponent(rawKey);
    const current = out[key];
    out[key] = current === undefined ? value : ([] as Value[]).concat(current, value);
  }
  const sorted: ParsedQuery = Object.create(null) as ParsedQuery;
  for (const key of Object.keys(out).sort()) sorted[key] = out[key];
  return sorted;
}

export function stringify(object: Record<string, Stringifiable | readonly Stringifiable[]> | null | undefined): string {
  if (!object) return '';
  return Object.keys(object)
    .sort()
    .map((key) => {
      const value = object[key];
      if (value === undefined) return '';
      if (value === null) return encode(key);
      if (Array.isArray(value)) {
        return (value as readonly Stringifiable[])
          .filter((item) => item !== undefined)
          .map((item) => (item === null ? encode(key) : `${encode(key)}=${encode(item)}`))
          .join('&');
      }
      return `${encode(key)}=${encode(value as Stringifiable)}`;
    })
    .filter((part) => part.length > 0)
    .join('&');
}
