// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import germanPack from 'ra-language-german';
import { corrections } from './ra-de';
import { TEXT_CATALOGUE_CURRENCIES } from '../src/domain/currencies';
import { en } from './en';
import { de } from './de';
import { deCH } from './de-CH';
import { buildI18nProvider, fallbackChain, resolveMessages, storedLocale, type Catalogues, type LoadedCatalogues, type Locale } from './provider';
import type { Tree } from './types';

/** Small catalogues where each layer of the fallback chain is visible. */
const synthetic: Catalogues = {
  en: {
    onlyEn: 'English only',
    inDe: 'English, also in German',
    inAll: 'English, everywhere',
    nested: { onlyEn: 'nested English', inDe: 'nested English, also in German' },
    greet: 'Hello $0, you have $1 new messages',
    items: '1 item |||| %{smart_count} items',
  },
  de: {
    inDe: 'Deutsch',
    inAll: 'Deutsch, überall',
    onlyDe: 'nur Deutsch',
    nested: { inDe: 'verschachtelt Deutsch' },
    greet: 'Hallo $0, Sie haben $1 neue Nachrichten',
  },
  'de-CH': {
    inAll: 'Schweizerdeutsch',
  },
};

/** Every leaf as "a.b.c" → text. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

/** The sorted placeholders of a text: react-admin's %{name} and ours $0, $1 … */
const placeholders = (text: string): string[] => [...text.matchAll(/%\{[^}]+\}|\$\d+/g)].map((m) => m[0]).sort();

/** Translations that deliberately use another placeholder react-admin also passes (see ra-de.ts). */
const PLACEHOLDER_EQUIVALENTS: Record<string, Record<string, string>> = {
  'ra.sort.sort_by': { '%{field_lower_first}': '%{field}' },
};

const expectedPlaceholders = (key: string, english: string): string[] =>
  placeholders(english)
    .map((p) => PLACEHOLDER_EQUIVALENTS[key]?.[p] ?? p)
    .sort();

const pluralForms = (text: string): number => text.split('||||').length;

beforeEach(() => localStorage.clear());

describe('fallbackChain', () => {
  it('goes from the regional locale to its base language, then English', () => {
    expect(fallbackChain('de-CH')).toEqual(['de-CH', 'de', 'en']);
    expect(fallbackChain('de')).toEqual(['de', 'en']);
    expect(fallbackChain('en')).toEqual(['en']);
  });
});

describe('i18n provider', () => {
  it('falls back de-CH → de → en, key by key (nested groups too)', () => {
    const t = buildI18nProvider(synthetic, 'de-CH').translate;
    expect(t('inAll')).toBe('Schweizerdeutsch');
    expect(t('inDe')).toBe('Deutsch');
    expect(t('onlyDe')).toBe('nur Deutsch');
    expect(t('onlyEn')).toBe('English only');
    expect(t('nested.inDe')).toBe('verschachtelt Deutsch');
    expect(t('nested.onlyEn')).toBe('nested English');
  });

  it('falls back de → en without taking Swiss words', () => {
    const t = buildI18nProvider(synthetic, 'de').translate;
    expect(t('inAll')).toBe('Deutsch, überall');
    expect(t('onlyEn')).toBe('English only');
  });

  it('does not fall from English into German', () => {
    const t = buildI18nProvider(synthetic, 'en').translate;
    expect(t('inDe')).toBe('English, also in German');
    expect(t('onlyDe')).toBe('onlyDe');
  });

  it('interpolates $0, $1 … in each language', async () => {
    const provider = buildI18nProvider(synthetic, 'en');
    expect(provider.translate('greet', { 0: 'Ada', 1: 3 })).toBe('Hello Ada, you have 3 new messages');
    await provider.changeLocale('de-CH');
    expect(provider.translate('greet', { 0: 'Ada', 1: 3 })).toBe('Hallo Ada, Sie haben 3 neue Nachrichten');
  });

  it("keeps react-admin's %{smart_count} plurals", () => {
    const t = buildI18nProvider(synthetic, 'en').translate;
    expect(t('items', { smart_count: 1 })).toBe('1 item');
    expect(t('items', { smart_count: 4 })).toBe('4 items');
  });

  it('renders an unknown key as the key itself', () => {
    const t = buildI18nProvider(synthetic, 'de-CH').translate;
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('error.NOT_A_CODE')).toBe('error.NOT_A_CODE');
  });

  it('persists the chosen locale and starts from it next time', async () => {
    expect(storedLocale()).toBe('en');
    const provider = buildI18nProvider(synthetic);
    expect(provider.getLocale()).toBe('en');
    await provider.changeLocale('de-CH');
    expect(provider.getLocale()).toBe('de-CH');
    expect(storedLocale()).toBe('de-CH');

    const next = buildI18nProvider(synthetic);
    expect(next.getLocale()).toBe('de-CH');
    expect(next.translate('inAll')).toBe('Schweizerdeutsch');
  });

  it('ignores a stored value that is not a locale', () => {
    localStorage.setItem('peach.locale', 'fr');
    expect(storedLocale()).toBe('en');
  });

  it('names the locales from the catalogues', () => {
    const provider = buildI18nProvider({ en, de, 'de-CH': deCH }, 'en');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
      { locale: 'de-CH', name: 'Schweizerdeutsch' },
    ]);
  });
});

describe('catalogues that arrive when chosen', () => {
  /** English only at first; the loader brings a locale's chain from `synthetic` and records it. */
  function lazyCatalogues() {
    const catalogues: LoadedCatalogues = { en: synthetic.en };
    const fetched: Locale[] = [];
    const load = async (locale: Locale) => {
      for (const l of fallbackChain(locale).filter((l) => !catalogues[l])) {
        fetched.push(l);
        catalogues[l] = synthetic[l];
      }
    };
    return { catalogues, fetched, load };
  }

  it('starts in English when the first locale is not there yet (the translator would throw on a promise)', () => {
    const { catalogues, load } = lazyCatalogues();
    const provider = buildI18nProvider(catalogues, 'de-CH', load);
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('inAll')).toBe('English, everywhere');
  });

  it('loads the chosen locale and its base before switching to it', async () => {
    const { catalogues, fetched, load } = lazyCatalogues();
    const provider = buildI18nProvider(catalogues, 'en', load);
    await provider.changeLocale('de-CH');
    expect(fetched).toEqual(['de-CH', 'de']);
    expect(provider.getLocale()).toBe('de-CH');
    expect(provider.translate('inAll')).toBe('Schweizerdeutsch');
    expect(provider.translate('onlyDe')).toBe('nur Deutsch');
    expect(storedLocale()).toBe('de-CH');
    await provider.changeLocale('de');
    expect(fetched).toEqual(['de-CH', 'de']);
    expect(provider.translate('inAll')).toBe('Deutsch, überall');
  });

  it('starts in a loaded locale at once', () => {
    const { catalogues, fetched, load } = lazyCatalogues();
    catalogues.de = synthetic.de;
    expect(buildI18nProvider(catalogues, 'de', load).translate('inDe')).toBe('Deutsch');
    expect(fetched).toEqual([]);
  });

  it('names every locale from English while German is not loaded', () => {
    expect(buildI18nProvider({ en }, 'en').getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
      { locale: 'de-CH', name: 'Schweizerdeutsch' },
    ]);
  });
});

describe('English that grows after start-up (the console brings the rest with its pages)', () => {
  it('translates the new keys from then on, in the locale chosen meanwhile', async () => {
    const catalogues: LoadedCatalogues = { en: { first: 'First' }, de: { first: 'Erste', later: 'Später' } };
    const provider = buildI18nProvider(catalogues, 'en');
    expect(provider.translate('later')).toBe('later');
    catalogues.en = { first: 'First', later: 'Later' };
    expect(provider.translate('later')).toBe('Later');
    expect(provider.translate('first')).toBe('First');
    await provider.changeLocale('de');
    catalogues.en = { first: 'First', later: 'Later', last: 'Last' };
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('later')).toBe('Später');
    expect(provider.translate('last')).toBe('Last');
  });

  it('keeps a change of language made while English grows', async () => {
    const catalogues: LoadedCatalogues = { en: { a: 'A' } };
    let arrive: () => void = () => undefined;
    const load = (locale: Locale) =>
      new Promise<void>((resolve) => {
        arrive = () => {
          catalogues[locale] = { a: 'Ä' };
          resolve();
        };
      });
    const provider = buildI18nProvider(catalogues, 'en', load);
    const changing = provider.changeLocale('de');
    catalogues.en = { a: 'A', b: 'B' };
    arrive();
    await changing;
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('a')).toBe('Ä');
    expect(provider.translate('b')).toBe('B');
  });
});

describe('the real catalogues', () => {
  const catalogues: Catalogues = { en, de, 'de-CH': deCH };

  it('write ss for ß in de-CH only', () => {
    expect(resolveMessages(catalogues, 'de').ra.action.close).toBe('Schließen');
    expect(resolveMessages(catalogues, 'de-CH').ra.action.close).toBe('Schliessen');
    const deCHTexts = [...leaves(deCH).values()];
    expect(deCHTexts.filter((text) => text.includes('ß'))).toEqual([]);
    expect([...leaves(de).values()].some((text) => text.includes('ß'))).toBe(true);
  });

  it('translate our messages with $0 through the provider', async () => {
    const provider = buildI18nProvider(catalogues, 'en');
    expect(provider.translate('error.FILE_TOO_LARGE', { 0: '5.00' })).toBe(
      'File is too large. Max allowed size is 5.00MB',
    );
    await provider.changeLocale('de');
    expect(provider.translate('error.FILE_TOO_LARGE', { 0: '5.00' })).toBe(
      'Die Datei ist zu groß. Die maximal zulässige Größe beträgt 5.00 MB',
    );
    await provider.changeLocale('de-CH');
    expect(provider.translate('error.FILE_TOO_LARGE', { 0: '5.00' })).toBe(
      'Die Datei ist zu gross. Die maximal zulässige Grösse beträgt 5.00 MB',
    );
    expect(provider.translate('error.general')).toBe(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es später nochmals.',
    );
    expect(provider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 Elemente wurden gelöscht');
  });

  it('cover all 164 keys of ra-language-english in German and Swiss German (without falling back to English)', () => {
    const raKeys = [...leaves(englishMessages).keys()];
    expect(raKeys).toHaveLength(164);
    for (const catalogue of [de, deCH]) {
      const translated = leaves(catalogue);
      expect(raKeys.filter((key) => !translated.has(key))).toEqual([]);
    }
  });

  it('name every text-catalogue currency of spec §9 in each language', async () => {
    const provider = buildI18nProvider(catalogues, 'en');
    expect(Object.keys(en.currency).sort()).toEqual([...TEXT_CATALOGUE_CURRENCIES].sort());
    expect(provider.translate('currency.CHF')).toBe('Swiss franc');
    await provider.changeLocale('de');
    expect(provider.translate('currency.CHF')).toBe('Schweizer Franken');
    await provider.changeLocale('de-CH');
    expect(provider.translate('currency.GBP')).toBe('Britisches Pfund');
    for (const code of TEXT_CATALOGUE_CURRENCIES) expect(provider.translate(`currency.${code}`)).not.toBe(`currency.${code}`);
  });

  it('take react-admin’s German from ra-language-german, correcting only what differs', () => {
    const pack = leaves(germanPack);
    const fixes = leaves(corrections);
    const german = leaves(de);
    // the pack is the base: its texts stand wherever ra-de.ts does not correct them
    const fromPack = [...pack.keys()].filter((key) => german.has(key) && !fixes.has(key));
    expect(fromPack.length).toBeGreaterThan(70);
    for (const key of fromPack) expect(german.get(key)).toBe(pack.get(key));
    // a correction repeating the pack's own text would be dead weight
    expect([...fixes].filter(([key, text]) => pack.get(key) === text)).toEqual([]);
    expect(german.get('ra.action.clone')).toBe(pack.get('ra.action.clone'));
    expect(german.has('ra.navigation.prev')).toBe(false); // react-admin 3's key, retired
  });

  for (const [name, catalogue] of [
    ['de', de],
    ['deCH', deCH],
  ] as const) {
    describe(`${name} against en`, () => {
      const reference = leaves(en);
      const translated = leaves(catalogue);

      it('has every key of en and no other', () => {
        expect([...reference.keys()].filter((key) => !translated.has(key))).toEqual([]);
        expect([...translated.keys()].filter((key) => !reference.has(key))).toEqual([]);
      });

      it('keeps the placeholders of each message', () => {
        const differing = [...reference]
          .filter(([key]) => translated.has(key))
          .filter(([key, text]) => {
            const expected = expectedPlaceholders(key, text);
            return JSON.stringify(placeholders(translated.get(key)!)) !== JSON.stringify(expected);
          })
          .map(([key]) => key);
        expect(differing).toEqual([]);
      });

      it('keeps the number of plural forms', () => {
        const differing = [...reference]
          .filter(([key, text]) => translated.has(key) && pluralForms(text) !== pluralForms(translated.get(key)!))
          .map(([key]) => key);
        expect(differing).toEqual([]);
      });

      it('has no empty message (other than react-admin’s blank null)', () => {
        const empty = [...translated].filter(([key, text]) => text.trim() === '' && key !== 'ra.boolean.null');
        expect(empty).toEqual([]);
      });
    });
  }
});
