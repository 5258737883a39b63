import { useSyncExternalStore } from 'react';
import type { Pricebook } from '../api/types';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethodRecord } from '../domain/paymentMethods';

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
}

export const initialPlatformInfo = (): PlatformInfo => ({
  status: 'loading',
  maintenance: false,
  paymentMethods: [],
  defaultPaymentMethod: DEFAULT_PAYMENT_METHOD,
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
