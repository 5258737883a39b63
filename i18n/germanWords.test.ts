import { describe, expect, it } from 'vitest';
import { de } from './de';
import { deCH } from './de-CH';
import { en } from './en';
import { buildI18nProvider } from './provider';
import type { Tree } from './types';

/** Every German text of the console's own catalogues, by its dotted key. */
function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as Tree, `${prefix}${key}.`),
  );
}

const own = (tree: Tree) => texts(tree).filter(([key]) => !key.startsWith('ra.'));

describe('German says one thing one way', () => {
  it.each([
    ['de', de as Tree],
    ['de-CH', deCH as Tree],
  ])('%s: a platform user is a "Nutzer" (a staff login keeps its "Benutzername")', (_, tree) => {
    expect(own(tree).filter(([, text]) => /Benutzer(?!name)/.test(text))).toEqual([]);
  });

  it('the Enter key is "Enter" wherever a key is named (not "Eingabe")', () => {
    expect(own(de as Tree).filter(([, text]) => /\bEingabe\b/.test(text))).toEqual([]);
  });

  it('writes ages and waits with the same abbreviations everywhere', () => {
    const units = own(de as Tree).filter(([, text]) => /^\$0 (Tg\.|Std\.|Min\.|d|h|min)$/.test(text));
    expect(units.map(([key]) => key).sort()).toEqual(['duration.days', 'duration.hours', 'duration.minutes']);
    expect(units.map(([, text]) => text).sort()).toEqual(['$0 Min.', '$0 Std.', '$0 Tg.']);
  });
});

describe('German plurals', () => {
  it('a party with one rating has "1 Bewertung", with more "Bewertungen"', () => {
    const provider = buildI18nProvider({ en, de, 'de-CH': deCH }, 'de');
    const rating = (count: number) => provider.translate('contract.parties.ratingValue', { smart_count: count, 0: '4,50', 1: String(count) });
    expect(rating(1)).toBe('4,50 (1 Bewertung)');
    expect(rating(3)).toBe('4,50 (3 Bewertungen)');
    expect(rating(0)).toBe('4,50 (0 Bewertungen)');
  });
});
