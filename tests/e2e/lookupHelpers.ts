import type { APIRequestContext } from '@playwright/test';
import { paymentMethods } from '../../i18n/console/paymentMethods';
import { paymentMethodName } from '../../src/domain/paymentMethodNames';
import { apiSession, expect, seededURL, type Role } from './fixtures';

/**
 * Reads the seeded sandbox over the API as a staff role, so a browser test can pick its records
 * (an offer with matches, the escrows of a status) instead of assuming ids or global counts.
 */
export async function apiReader(request: APIRequestContext, role: Role = 'mediator', base = seededURL) {
  const { accessToken } = await apiSession(request, role, base);
  const headers = { Authorization: `Basic ${accessToken}` };
  const check = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.ok(), `${response.url()} answered ${response.status()}`).toBeTruthy();
    return (await response.json()) as T;
  };
  return {
    get: async <T>(path: string) => check<T>(await request.get(`${base}/v1${path}`, { headers })),
    post: async <T>(path: string, data: unknown) => check<T>(await request.post(`${base}/v1${path}`, { headers, data })),
  };
}

/** A payment method as the English console names it (src/domain/paymentMethodNames.ts with the English words). */
export const methodNameEn = (id: string): string =>
  paymentMethodName((key, options) => {
    const template = paymentMethods.en.paymentMethod[key.replace('paymentMethod.', '') as keyof typeof paymentMethods.en.paymentMethod];
    return template.replace(/\$(\d)/g, (_, i: string) => String(options?.[i] ?? ''));
  }, id);
