// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { LAZY_CHUNK_TIMEOUT_MS } from '../contract/constants';
import { lazyRoute, loadChunk, preloadWithin } from './lazyRoute';
import { renderInAdmin } from './testing';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('rejects with a ChunkLoadError after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise(() => undefined));
    const outcome = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('turns a failed import into a ChunkLoadError keeping the message', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Failed to fetch dynamically imported module',
    });
  });

  it('passes a module through', async () => {
    const module = { default: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
  });
});

describe('lazyRoute', () => {
  it('renders the page once its chunk has arrived', async () => {
    const Page = lazyRoute(() => Promise.resolve({ default: () => <h1>Loaded page</h1> }));
    renderInAdmin(<Page />);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('shows "..." while loading', () => {
    const Page = lazyRoute<object>(() => new Promise(() => undefined));
    renderInAdmin(<Page />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('...');
  });

  it('shows the ChunkLoadError with a reload action instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyRoute<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderInAdmin(<Page />);
    expect(await screen.findByText('ChunkLoadError')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without "..."', async () => {
    const Page = lazyRoute(() => Promise.resolve({ default: () => <h1>Loaded page</h1> }));
    await Page.preload();
    renderInAdmin(<Page />);
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('preloads once, never rejects, and leaves a failure to the render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Page = lazyRoute<object>(load);
    await expect(Page.preload()).resolves.toBeUndefined();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderInAdmin(<Page />);
    expect(await screen.findByText('ChunkLoadError')).toBeInTheDocument();
  });

  it('times out into the same notice', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyRoute<object>(() => new Promise(() => undefined), { ms: 50 });
    renderInAdmin(<Page />);
    await vi.advanceTimersByTimeAsync(60);
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('preloadWithin', () => {
  const settledAfter = async (promise: Promise<void>, ms: number) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it('resolves once the page has arrived, before the time is up', async () => {
    vi.useFakeTimers();
    const Page = lazyRoute(() => new Promise<{ default: () => null }>((resolve) => setTimeout(() => resolve({ default: () => null }), 100)), { english: 'console' });
    const ready = preloadWithin(Page, 300);
    expect(await settledAfter(ready, 99)).toBe(false);
    expect(await settledAfter(ready, 1)).toBe(true);
  });

  it('resolves when the time is up though the page has not arrived', async () => {
    vi.useFakeTimers();
    const ready = preloadWithin(lazyRoute<object>(() => new Promise(() => undefined)), 300);
    expect(await settledAfter(ready, 299)).toBe(false);
    expect(await settledAfter(ready, 1)).toBe(true);
  });

  it('resolves, not rejects, when the page fails, and at once without a page', async () => {
    await expect(preloadWithin(lazyRoute<object>(() => Promise.reject(new TypeError('Failed to fetch'))), 300)).resolves.toBeUndefined();
    await expect(preloadWithin(undefined, 300)).resolves.toBeUndefined();
  });
});
