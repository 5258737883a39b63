import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * The strict sandbox (SANDBOX_STRICT=1): only the platform's published fields (db/store/shapes.ts
 * staffExtras) and, for each error code the platform lists, its status.
 */

/** SANDBOX_STRICT=1 */
export const strictFromEnv = (): boolean => process.env.SANDBOX_STRICT === '1';

/** The platform's HTTP status of each error code (platform-shapes.md 1.4). */
export const PLATFORM_STATUS: Readonly<Record<string, number>> = {
  BAD_REQUEST: 400,
  FORM_INVALID: 400,
  INVALID_PGP_SIGNATURE: 400,
  INVALID_SIGNATURE: 400,
  TRANSACTION_INVALID: 400,
  AUTHENTICATION_FAILED: 401,
  CANCELED: 401,
  CANNOT_DOUBLEMATCH: 401,
  CANNOT_MATCH: 401,
  CONTRACT_EXISTS: 401,
  NOT_ENOUGH_POINTS: 401,
  OFFER_TAKEN: 401,
  PAYMENT_HASH_INVALID: 401,
  PGP_MISSING: 401,
  TRADING_LIMIT_REACHED: 401,
  UNAUTHORIZED: 401,
  USER_EXISTS: 401,
  ACCOUNT_BANNED: 403,
  NOT_FOUND: 404,
  ALREADY_TAKEN: 409,
  DUPLICATE: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE_FOR_LEGAL_REASONS: 451,
  AUTHENTICATION_FAILURE: 500,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Strict: an error answer whose code the platform lists goes out with the platform's status
 * (UNAUTHORIZED 401, AUTHENTICATION_FAILURE 500 …); codes of ours keep theirs.
 */
export function platformStatuses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await res.clone().json().catch(() => null)) as { error?: unknown } | null;
    const status = typeof body?.error === 'string' ? PLATFORM_STATUS[body.error] : undefined;
    if (status === undefined || status === res.status) return;
    c.res = new Response(res.body, { status, headers: res.headers });
  };
}
