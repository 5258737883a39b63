/**
 * The English still to come (i18n/enRest.ts): src/ui/catalogues.ts says how to fetch it and join it
 * to the catalogue (`completeEnglish`), and every chunk loaded through src/ui/lazyRoute.ts waits for
 * it. A module of its own, without imports, so that the login page's chunks stay as they are.
 */
let toCome: (() => Promise<void>) | undefined;
let coming: Promise<void> | undefined;

/** What `loadRestOfEnglish` fetches from now on (nothing: undefined). */
export function expectRestOfEnglish(fetchAndJoin: (() => Promise<void>) | undefined): void {
  toCome = fetchAndJoin;
  coming = undefined;
}

/**
 * The rest of English, fetched once: resolves at once when there is nothing to come (before the
 * console, in tests, once arrived). A failed download is forgotten, so the next page tries again,
 * and rejects as the page's own chunk would.
 */
export function loadRestOfEnglish(): Promise<void> {
  const fetchAndJoin = toCome;
  if (!fetchAndJoin) return Promise.resolve();
  coming ??= fetchAndJoin().then(
    () => {
      if (toCome === fetchAndJoin) toCome = undefined;
    },
    (error: unknown) => {
      if (toCome === fetchAndJoin) coming = undefined;
      throw error;
    },
  );
  return coming;
}
