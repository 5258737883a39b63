import { useCallback } from 'react';
import { useNotify } from 'ra-core';
import { apiErrorOf } from '../data/unwrap';
import type { ApiError } from '../contract';
import { useErrorKey } from './errorKey';

/**
 * The ERROR banner for anything a dataProvider call threw (spec §8): the server's error text,
 * translated when the catalogue knows its code, else "error.general". `argsOf` fills a message's
 * placeholders from the answer (e.g. the refused logo type). Use it as a mutation's onError.
 */
export function useNotifyFailure(argsOf?: (error: ApiError) => Record<string, string> | undefined) {
  const notify = useNotify();
  const errorKey = useErrorKey();
  return useCallback(
    (thrown: unknown) => {
      const error = apiErrorOf(thrown);
      notify(errorKey(error.error), { type: 'error', messageArgs: argsOf?.(error) });
    },
    [notify, errorKey, argsOf],
  );
}
