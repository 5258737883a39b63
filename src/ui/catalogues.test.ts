// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogues, createI18nProvider, loadCatalogue, loadStoredCatalogue } from './catalogues';

beforeEach(() => localStorage.clear());

// one module state for the file: the tests run in order, English-only first
describe('the console catalogues', () => {
  it('hold English only until another language is wanted', () => {
    expect(Object.keys(catalogues)).toEqual(['en']);
    expect(createI18nProvider().translate('app.settings')).toBe('Settings');
  });

  it('start a stored German session in German once loadStoredCatalogue has run (as src/router.tsx does)', async () => {
    localStorage.setItem('peach.locale', 'de');
    expect(createI18nProvider().getLocale()).toBe('en'); // not loaded yet: English, never a throw
    await loadStoredCatalogue();
    expect(Object.keys(catalogues).sort()).toEqual(['de', 'en']);
    const provider = createI18nProvider();
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('app.settings')).toBe('Einstellungen');
  });

  it('download Swiss German when it is chosen, then speak it', async () => {
    const provider = createI18nProvider();
    expect(catalogues['de-CH']).toBeUndefined();
    await provider.changeLocale('de-CH');
    expect(provider.translate('home.welcome', { 0: 'Ada' })).toBe('Grüezi Ada');
    expect(provider.translate('ra.action.close')).toBe('Schliessen');
    expect(localStorage.getItem('peach.locale')).toBe('de-CH');
  });

  it('load each catalogue once however often it is asked for', async () => {
    const before = catalogues.de;
    await Promise.all([loadCatalogue('de'), loadCatalogue('de-CH'), loadCatalogue('de')]);
    expect(catalogues.de).toBe(before);
  });
});
