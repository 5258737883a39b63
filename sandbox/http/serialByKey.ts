/**
 * Runs one change of a key after any other change of the same key has finished. The events use it
 * per event id: two PATCHes, or a PATCH and a DELETE, then cannot both replace the logo and leave
 * a file behind that no event names.
 */
export function serialByKey() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, change: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(change, change);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
