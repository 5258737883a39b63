// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { catalogues, completeEnglish, createI18nProvider } from './catalogues';
import { loadEnglish } from './englishParts';
import { loadChunk } from './lazyRoute';

// one module state for the file: the tests run in order
describe('the parts of English that come later (the console brings its own part, its pages the others)', () => {
  it('is nothing to wait for before the console has said how to fetch it', async () => {
    await expect(loadEnglish()).resolves.toBeUndefined();
  });

  it('joins the console’s English once, however many pages ask, and the translator speaks it', async () => {
    let answer: (rest: object) => void = () => undefined;
    const fetchRest = vi.fn(() => new Promise<object>((resolve) => (answer = resolve)));
    completeEnglish({ app: { title: 'Console' } }, { rest: fetchRest });
    const provider = createI18nProvider();
    expect(provider.translate('page.title')).toBe('page.title');

    const page = loadChunk(() => Promise.resolve('page chunk'));
    const keyboard = loadChunk(() => Promise.resolve('keyboard chunk'));
    const queue = loadChunk(() => Promise.resolve('queue chunk'), { english: 'console' });
    await expect(queue).resolves.toBe('queue chunk');
    let pageArrived = false;
    void page.then(() => (pageArrived = true));
    await Promise.resolve();
    expect(pageArrived).toBe(false);

    answer({ page: { title: 'A page' } });
    await expect(page).resolves.toBe('page chunk');
    await expect(keyboard).resolves.toBe('keyboard chunk');
    expect(fetchRest).toHaveBeenCalledTimes(1);
    expect(provider.translate('page.title')).toBe('A page');
    expect(provider.translate('app.title')).toBe('Console');
    expect(catalogues.en).toEqual({ app: { title: 'Console' }, page: { title: 'A page' } });
    await loadEnglish();
    expect(fetchRest).toHaveBeenCalledTimes(1);
  });

  it('fails a page as its own chunk would when it cannot be fetched, and is tried again by the next', async () => {
    const fetchRest = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ more: { text: 'More' } });
    completeEnglish({ app: { title: 'Console' } }, { rest: fetchRest });
    await expect(loadChunk(() => Promise.resolve('page'))).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Failed to fetch dynamically imported module' });
    await expect(loadChunk(() => Promise.resolve('page'))).resolves.toBe('page');
    expect(fetchRest).toHaveBeenCalledTimes(2);
    expect(createI18nProvider().translate('more.text')).toBe('More');
  });
});
