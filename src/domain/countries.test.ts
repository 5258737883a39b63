import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, findCountry, localizedCountries } from './countries';

describe('COUNTRIES', () => {
  it('holds all 249 ISO 3166-1 countries with well-formed codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    for (const c of COUNTRIES) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(c.num).toMatch(/^\d{3}$/);
      expect(c.name.trim()).not.toBe('');
    }
  });

  it('has each code and name once', () => {
    for (const field of ['alpha2', 'alpha3', 'num', 'name'] as const) {
      expect(new Set(COUNTRIES.map((c) => c[field])).size).toBe(COUNTRIES.length);
    }
  });

  it('is sorted by English name, accents ignored', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('has the countries Peach trades in', () => {
    expect(findCountry('CH')).toEqual({ alpha2: 'CH', alpha3: 'CHE', name: 'Switzerland', num: '756' });
    expect(findCountry('DE')).toEqual({ alpha2: 'DE', alpha3: 'DEU', name: 'Germany', num: '276' });
    expect(findCountry('AF')?.num).toBe('004');
    for (const code of ['BG', 'CZ', 'DK', 'HU', 'NO', 'PL', 'RO', 'IS', 'SE', 'TR', 'NG', 'FR', 'IT', 'ES', 'NL', 'FI']) {
      expect(findCountry(code), code).toBeDefined();
    }
  });
});

describe('countryName', () => {
  it('names an alpha-2 code, case-insensitively', () => {
    expect(countryName('CH')).toBe('Switzerland');
    expect(countryName('ch')).toBe('Switzerland');
    expect(countryName('KR')).toBe('South Korea');
    expect(countryName('CI')).toBe("Côte d'Ivoire");
  });

  it("takes Peach's UK for GB", () => {
    expect(countryName('UK')).toBe('United Kingdom');
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('returns an unknown code as given', () => {
    expect(countryName('ZZ')).toBe('ZZ');
    expect(countryName('')).toBe('');
  });
});

describe('localizedCountries', () => {
  it('names every country in German, sorted for German', () => {
    const de = localizedCountries('de');
    expect(de).toHaveLength(COUNTRIES.length);
    const name = (code: string) => de.find((c) => c.alpha2 === code)?.name;
    expect(name('CH')).toBe('Schweiz');
    expect(name('DE')).toBe('Deutschland');
    expect(name('AT')).toBe('Österreich');
    const names = de.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('keeps the list as it is in English', () => {
    expect(localizedCountries('en')).toBe(COUNTRIES);
  });
});
