/**
 * What every call shares: the result/error pair, the error body and paging.
 *
 * Paging (one style for the whole API): lists that can grow take `page` (0-based) and `size`
 * query parameters and answer `Page<T>` = `{ items, total }`.
 */

/** Every call yields a result/error pair: exactly one of the two is set. */
export type ApiResult<T> = [result: T, error: undefined] | [result: undefined, error: ApiError];

/** Error codes the client itself produces (spec §8); servers add their own codes. */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'TOO_MANY_REQUESTS'
  | 'AUTHENTICATION_FAILURE'
  | 'UNKOWN_ERROR';

/** Error bodies look like `{ error, message?, details? }`; `status` is added by the client. */
export interface ApiError {
  error: ClientErrorCode | string;
  message?: string;
  details?: unknown;
  status?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageQuery {
  page?: number;
  size?: number;
}

export interface Success {
  success: true;
}
