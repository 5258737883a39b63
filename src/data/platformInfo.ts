import { useSyncExternalStore } from 'react';
import type { Info, Pricebook } from '../contract';
import { DEFAULT_TRADE_AMOUNT_MAX_SATS, DEFAULT_TRADE_AMOUNT_MIN_SATS } from '../contract/constants';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethodRecord } from '../domain/paymentMethods';

/** The smallest and largest trade amount in sats (spec §9). */
export interface TradeBounds {
  min: number;
  max: number;
}

export const DEFAULT_TRADE_BOUNDS: TradeBounds = { min: DEFAULT_TRADE_AMOUNT_MIN_SATS, max: DEFAULT_TRADE_AMOUNT_MAX_SATS };

const isSats = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The bounds /v1/info announces, each replacing its default; a value that is not a positive whole
 * number of sats, or a pair whose minimum is not below its maximum, leaves the defaults.
 */
export function tradeBoundsFrom(info: Pick<Info, 'minTradingAmount' | 'maxTradingAmount'> | undefined): TradeBounds {
  const announcedMin = info?.minTradingAmount;
  const announcedMax = info?.maxTradingAmount;
  const min = isSats(announcedMin) ? announcedMin : DEFAULT_TRADE_BOUNDS.min;
  const max = isSats(announcedMax) ? announcedMax : DEFAULT_TRADE_BOUNDS.max;
  return min < max ? { min, max } : DEFAULT_TRADE_BOUNDS;
}

/**
 * What the platform told us at start-up (spec §4), in one place the screens read through
 * usePlatformInfo(): payment methods, the escrow fee, the default method, market prices, and
 * whether the platform is in maintenance.
 */
export interface PlatformInfo {
  /** 'loading' until start-up has finished, 'ready' with server or cached data, 'failed' with neither */
  status: 'loading' | 'ready' | 'failed';
  /** where the info came from: this start's answer or the copy cached by an earlier one */
  source?: 'server' | 'cache';
  /** a call answered SERVICE_UNAVAILABLE (503) */
  maintenance: boolean;
  paymentMethods: PaymentMethodRecord[];
  /** the escrow fee as the server sends it (fees.escrow) */
  escrowFee?: number;
  defaultPaymentMethod: PaymentMethodRecord;
  prices?: Pricebook;
  /** spec §9's defaults until /v1/info (or its cached copy) says otherwise */
  tradeBounds: TradeBounds;
}

export const initialPlatformInfo = (): PlatformInfo => ({
  status: 'loading',
  maintenance: false,
  paymentMethods: [],
  defaultPaymentMethod: DEFAULT_PAYMENT_METHOD,
  tradeBounds: DEFAULT_TRADE_BOUNDS,
});

let state: PlatformInfo = initialPlatformInfo();
const listeners = new Set<() => void>();

export const getPlatformInfo = (): PlatformInfo => state;

export function setPlatformInfo(update: Partial<PlatformInfo>): void {
  state = { ...state, ...update };
  listeners.forEach((l) => l());
}

/** For tests: back to the state before start-up. */
export const resetPlatformInfo = (): void => setPlatformInfo(initialPlatformInfo());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const usePlatformInfo = (): PlatformInfo => useSyncExternalStore(subscribe, getPlatformInfo);

/** The trade amount bounds in sats, for code outside React (validators, formats). */
export const getTradeBounds = (): TradeBounds => state.tradeBounds;

/** The trade amount bounds in sats, re-rendering when start-up replaces them. */
export const useTradeBounds = (): TradeBounds => useSyncExternalStore(subscribe, getTradeBounds);
