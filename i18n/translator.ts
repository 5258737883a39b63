import type { I18nProvider, TranslationMessages } from 'ra-core';

/**
 * The translator react-admin's polyglot provider gave the console, in the part the console uses:
 * its catalogues and ra-core's messages use `%{name}` placeholders and `||||` plural forms chosen
 * by `smart_count`, a missing key renders as the key itself, and `_` is the text of a key that has
 * none. Its own, because node-polyglot brings polyfills of what every browser of the build target
 * has (Object.entries and its intrinsics) into every first load.
 */
export type Translate = I18nProvider['translate'];
type Options = Record<string, unknown>;

const PLACEHOLDER = /%\{(.*?)\}/g;
const PLURAL_FORMS = '||||';

/**
 * The plural form of a count in the console's languages (en, de, de-CH): the first for exactly
 * one, the second for any other count (polyglot's rule for both, which it calls "german").
 */
const pluralForm = (count: unknown): number => (count !== 1 ? 1 : 0);

/** A catalogue's leaves by their dotted keys ('ra.action.save'), as polyglot's phrases. */
function flatten(tree: object, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) flatten(value as object, path, into);
    else into.set(path, value);
  }
  return into;
}

/** A phrase with its plural form picked (when a smart_count is given) and its placeholders filled. */
export function fill(phrase: string, options: Options): string {
  let text = phrase;
  if (options.smart_count != null && text) {
    const forms = text.split(PLURAL_FORMS);
    text = (forms.length === 1 ? forms[0] : forms[pluralForm(options.smart_count)] || forms[0]).trim();
  }
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(options, name) && options[name] != null ? String(options[name]) : placeholder,
  );
}

/** translate(key, options) over the messages of one language. */
export function createTranslate(messages: TranslationMessages): Translate {
  const phrases = flatten(messages, '', new Map<string, unknown>([['', '']]));
  return (key: string, options?: unknown) => {
    const given: Options = typeof options === 'number' ? { smart_count: options } : ((options ?? {}) as Options);
    const phrase = phrases.get(key);
    if (typeof phrase === 'string') return fill(phrase, given);
    if (typeof given._ === 'string') return fill(given._, given);
    return key;
  };
}

type GetMessages = (locale: string) => TranslationMessages | Promise<TranslationMessages>;

/**
 * An I18nProvider over a function giving each locale's messages, as ra-i18n-polyglot's: the first
 * locale's messages must be there at once; another's may be on their way (changeLocale waits).
 */
export function translatorProvider(getMessages: GetMessages, initialLocale: string, locales: { locale: string; name: string }[]): I18nProvider {
  const first = getMessages(initialLocale);
  if (first instanceof Promise) throw new Error(`The messages of the first locale (${initialLocale}) must be there at once`);
  let locale = initialLocale;
  let translate = createTranslate(first);
  return {
    translate: (key, options) => translate(key, options),
    changeLocale: (next: string) =>
      Promise.resolve(getMessages(next)).then((messages) => {
        locale = next;
        translate = createTranslate(messages);
      }),
    getLocale: () => locale,
    getLocales: () => locales,
  };
}
