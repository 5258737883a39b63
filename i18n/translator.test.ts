import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { createTranslate, fill, translatorProvider } from './translator';

const t = createTranslate({
  ra: { action: { save: 'Save' } },
  items: '%{smart_count} item |||| %{smart_count} items',
  spaced: '  one  ||||  many  ',
  greet: 'Hello %{name}, %{name}!',
  empty: '',
} as never);

describe('translator', () => {
  it('finds a nested key by its dotted path', () => {
    expect(t('ra.action.save')).toBe('Save');
    expect(t('empty')).toBe('');
  });

  it('fills every placeholder, and leaves one without a value as it is', () => {
    expect(t('greet', { name: 'Ada' })).toBe('Hello Ada, Ada!');
    expect(t('greet', { name: null })).toBe('Hello %{name}, %{name}!');
    expect(t('greet')).toBe('Hello %{name}, %{name}!');
    expect(fill('%{0} of %{1}', { 0: 'a', 1: 2 })).toBe('a of 2');
  });

  it('picks the plural form by smart_count: the first for exactly one, the second otherwise, trimmed', () => {
    expect(t('items', { smart_count: 1 })).toBe('1 item');
    expect(t('items', { smart_count: 0 })).toBe('0 items');
    expect(t('items', { smart_count: 2 })).toBe('2 items');
    expect(t('items', 5)).toBe('5 items');
    expect(t('spaced', { smart_count: 1 })).toBe('one');
    expect(t('spaced')).toBe('  one  ||||  many  ');
  });

  it("uses `_` for a key it does not have, and renders a key without either as the key itself, unfilled", () => {
    expect(t('nope', { _: 'Default %{x}', x: 1 })).toBe('Default 1');
    expect(t('nope.%{x}', { x: 1 })).toBe('nope.%{x}');
    expect(t('ra.action')).toBe('ra.action');
  });

  it("speaks react-admin's own messages", () => {
    const ra = createTranslate(englishMessages);
    expect(ra('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 of 42');
    expect(ra('ra.message.bulk_delete_title', { name: 'cases', smart_count: 3 })).toBe('Delete 3 cases');
    expect(ra('ra.message.bulk_delete_title', { name: 'case', smart_count: 1 })).toBe('Delete case');
  });
});

describe('translatorProvider', () => {
  it('starts in its first locale and changes once the messages of the next have arrived', async () => {
    const provider = translatorProvider(
      (locale) => (locale === 'en' ? ({ hi: 'Hi' } as never) : Promise.resolve({ hi: 'Hallo' } as never)),
      'en',
      [{ locale: 'en', name: 'English' }],
    );
    expect(provider.translate('hi')).toBe('Hi');
    await provider.changeLocale('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('hi')).toBe('Hallo');
    expect(provider.getLocales?.()).toEqual([{ locale: 'en', name: 'English' }]);
  });

  it('refuses a first locale whose messages are not there yet', () => {
    expect(() => translatorProvider(() => Promise.resolve({} as never), 'de', [])).toThrow();
  });
});
