import { request } from './client';
import type { ApiResult, Info, Pricebook } from '../contract';

/** Public platform information read at start-up (spec §4); neither call needs a session. */

/** GET /v1/info: payment methods and the escrow fee. */
export const getInfo = (signal?: AbortSignal): Promise<ApiResult<Info>> =>
  request<Info>('/info', { auth: false, signal });

/** GET /v1/market/prices: a price per currency. */
export const getMarketPrices = (signal?: AbortSignal): Promise<ApiResult<Pricebook>> =>
  request<Pricebook>('/market/prices', { auth: false, signal });
