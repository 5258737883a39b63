import type { CataloguePart } from '../../i18n/parts';

/**
 * The parts of English that arrive after the code that needs them (i18n/parts.ts): the case's and
 * the other pages' (src/ui/catalogues.ts says how to fetch each and join it, `completeEnglish`).
 * The first part comes with the router and the console's with its code. A module of its own,
 * without imports, so that the login page's chunks stay as they are.
 */
export type LazyPart = Extract<CataloguePart, 'case' | 'rest'>;

/** What a chunk speaking a part waits for: the later parts are cumulative (a page other than the case may show the case's words). */
const WAITS: Record<CataloguePart, readonly LazyPart[]> = { first: [], console: [], case: ['case'], rest: ['case', 'rest'] };

export type EnglishParts = Partial<Record<LazyPart, () => Promise<void>>>;

let toCome: EnglishParts = {};
const coming = new Map<LazyPart, Promise<void>>();

/** What `loadEnglish` fetches from now on (a part not named: nothing). */
export function expectEnglish(parts: EnglishParts = {}): void {
  toCome = { ...parts };
  coming.clear();
}

function loadPart(part: LazyPart): Promise<void> {
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
 * The English a chunk speaking `part` needs, each part fetched once: resolves at once when there
 * is nothing to come (before the console, in tests, once arrived). A failed download is
 * forgotten, so the next page tries again, and rejects as the page's own chunk would.
 */
export function loadEnglish(part: CataloguePart = 'rest'): Promise<void> {
  return Promise.all(WAITS[part].map(loadPart)).then(() => undefined);
}
