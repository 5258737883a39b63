import { HttpError } from 'ra-core';
import type { ApiError, ApiResult } from '../contract';

/**
 * react-admin expects providers to throw; our API functions return pairs. This is the one
 * place that turns an error of the pair into an HttpError, keeping the code as the message and
 * the ApiError as the body so that checkError (401 → login) and the banners can read both.
 */
export class ApiFailure extends HttpError {
  readonly apiError: ApiError;
  constructor(apiError: ApiError) {
    super(apiError.error, apiError.status ?? statusFor(apiError.error), apiError);
    // HttpError resets the prototype to its own; restore ours so `instanceof ApiFailure` holds.
    Object.setPrototypeOf(this, new.target.prototype);
    this.apiError = apiError;
  }
}

function statusFor(code: string): number | undefined {
  if (code === 'AUTHENTICATION_FAILURE') return 401;
  return undefined;
}

export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const [result, error] = await call;
  if (error) throw new ApiFailure(error);
  return result as T;
}

/** The ApiError behind anything a provider or mutation threw. */
export function apiErrorOf(thrown: unknown): ApiError {
  if (thrown instanceof ApiFailure) return thrown.apiError;
  if (thrown instanceof Error) return { error: thrown.message || 'UNKOWN_ERROR' };
  return { error: 'UNKOWN_ERROR' };
}
