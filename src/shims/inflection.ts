/**
 * The part of inflection (8.7 kB, mostly English plural rules) that ra-core's labels use, for the two
 * modules of the console's first load that import it (vite.shims.ts): getFieldLabelTranslationArgs
 * (a field's default label, `transform(source, ['underscore', 'humanize'])`) and useGetResourceLabel
 * (a resource's default name, `humanize(inflect(resource, count))`). Both are only the `_` fallback
 * of a translation (`resources.<resource>.fields.<source>`, `resources.<resource>.name`).
 * `underscore`, `humanize` and `capitalize` are inflection 3's own; `inflect` knows the plural
 * rules the console's resource names need, and src/shims/inflection.test.ts checks that it answers
 * as inflection does for every resource name of the console. Other importers of inflection
 * (react-admin's guessers, delete buttons…) keep the real one.
 */

const idSuffix = /(_ids|_id)$/g;
const underbar = /_/g;
const uppercase = /([A-Z])/g;
const underbarPrefix = /^_/;

export function capitalize(str: string): string {
  const lower = str.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
}

export function underscore(str: string, allUpperCase?: boolean): string {
  if (allUpperCase && str === str.toUpperCase()) return str;
  return str
    .split('::')
    .map((part) => part.replace(uppercase, '_$1').replace(underbarPrefix, ''))
    .join('/')
    .toLowerCase();
}

export function humanize(str: string, lowFirstLetter?: boolean): string {
  const text = str.toLowerCase().replace(idSuffix, '').replace(underbar, ' ');
  return lowFirstLetter ? text : capitalize(text);
}

const TRANSFORMS: Record<string, (str: string) => string> = { underscore, humanize, capitalize };

/** inflection's `transform` for the functions above; ra-core asks for ['underscore', 'humanize']. */
export function transform(str: string, names: string[]): string {
  return names.reduce((text, name) => {
    const f = TRANSFORMS[name];
    if (!f) throw new Error(`inflection.transform: ${name} is not in this build (src/shims/inflection.ts)`);
    return f(text);
  }, str);
}

/** Words inflection leaves as they are in both numbers (of its list, those a resource name could end with). */
const UNCOUNTABLE = ['news', 'equipment', 'information', 'rice', 'money', 'species', 'series', 'fish', 'sheep', 'moose', 'deer'];

const pluralize = (word: string): string => {
  if (/(ss|sh|ch|x|us)$/i.test(word)) return `${word}es`;
  if (/s$/i.test(word)) return word;
  if (/[^aeiouy]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
};

const singularize = (word: string): string => {
  if (/[^aeiouy]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|us)es$/i.test(word)) return word.slice(0, -2);
  if (/(ss|us)$/i.test(word)) return word;
  if (/s$/i.test(word)) return word.slice(0, -1);
  return word;
};

/** inflection's `inflect`: the singular for a count of 1, the plural for any other number, the word for NaN. */
export function inflect(str: string, count: number): string {
  if (isNaN(count)) return str;
  if (UNCOUNTABLE.includes(str.toLocaleLowerCase())) return str;
  return count === 1 ? singularize(str) : pluralize(str);
}
