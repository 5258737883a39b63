import { useCallback } from 'react';
import { useTranslate } from 'ra-core';

/**
 * The catalogue key for an error code (spec §8): `error.<CODE>` when the catalogue knows it,
 * else `error.general` ("Something went wrong. Please try again later."). Pure: `knows` asks the
 * catalogue.
 */
export function errorKey(code: string | undefined, knows: (key: string) => boolean): string {
  const key = `error.${code}`;
  return code && knows(key) ? key : 'error.general';
}

/** A default no message can equal, so a translation that falls back to it means "unknown key". */
const MISSING = '\u0000missing';

/** errorKey over the current catalogue. */
export function useErrorKey(): (code: string | undefined) => string {
  const translate = useTranslate();
  return useCallback((code) => errorKey(code, (key) => translate(key, { _: MISSING }) !== MISSING), [translate]);
}
