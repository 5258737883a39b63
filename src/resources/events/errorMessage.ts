import type { ApiError } from '../../api/types';

/**
 * The banner text of a failed mutation (spec §8): the server's error code translated when the
 * catalogue knows `error.<CODE>`, else `error.general`. Pure: `knows` asks the catalogue.
 */
export function errorMessageKey(apiError: ApiError, knows: (key: string) => boolean): string {
  const key = `error.${apiError.error}`;
  return apiError.error && knows(key) ? key : 'error.general';
}
