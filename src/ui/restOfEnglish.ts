/**
 * The English still to come, in two parts (src/ui/catalogues.ts says how to fetch each and join it
 * to the catalogue, `completeEnglish`): 'case', the case page's areas (i18n/enCase.ts), and 'rest',
 * the other pages' (i18n/enRest.ts). Every chunk loaded through src/ui/lazyRoute.ts waits for both
 * unless it says which it needs. A module of its own, without imports, so that the login page's
 * chunks stay as they are.
 */
export type EnglishPart = 'case' | 'rest';
export const ALL_OF_ENGLISH: readonly EnglishPart[] = ['case', 'rest'];

export type EnglishParts = Partial<Record<EnglishPart, () => Promise<void>>>;

let toCome: EnglishParts = {};
const coming = new Map<EnglishPart, Promise<void>>();

/** What `loadRestOfEnglish` fetches from now on (a part not named: nothing). */
export function expectRestOfEnglish(parts: EnglishParts = {}): void {
  toCome = { ...parts };
  coming.clear();
}

function loadPart(part: EnglishPart): Promise<void> {
  const fetchAndJoin = toCome[part];
  if (!fetchAndJoin) return Promise.resolve();
  let pending = coming.get(part);
  if (!pending) {
    pending = fetchAndJoin().then(
      () => {
        if (toCome[part] === fetchAndJoin) delete toCome[part];
      },
      (error: unknown) => {
        if (toCome[part] === fetchAndJoin) coming.delete(part);
        throw error;
      },
    );
    coming.set(part, pending);
  }
  return pending;
}

/**
 * The parts asked for, each fetched once: resolves at once when there is nothing to come (before
 * the console, in tests, once arrived). A failed download is forgotten, so the next page tries
 * again, and rejects as the page's own chunk would.
 */
export function loadRestOfEnglish(parts: readonly EnglishPart[] = ALL_OF_ENGLISH): Promise<void> {
  return Promise.all(parts.map(loadPart)).then(() => undefined);
}
