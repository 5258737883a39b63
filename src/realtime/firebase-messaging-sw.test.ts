import { afterEach, describe, expect, it, vi } from 'vitest';

/** The worker script, evaluated with Firebase and the global scope replaced, records what it sets up in which order. */
const order: string[] = [];
const listeners: Record<string, (event: unknown) => void> = {};

vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/messaging/sw', () => ({ getMessaging: vi.fn(() => void order.push('firebase')) }));
vi.mock('./pushConfig', () => ({
  readPushConfig: () => ({ apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' }),
  firebaseOptions: (c: object) => c,
}));

afterEach(() => vi.unstubAllGlobals());

describe('the messaging service worker', () => {
  it('adds its notificationclick listener before Firebase adds its own, and the listener opens the contract', async () => {
    const openWindow = vi.fn(async () => null);
    vi.stubGlobal('self', {
      clients: { matchAll: async () => [], openWindow },
      location: { origin: 'https://console.example' },
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        order.push(type);
        listeners[type] = listener;
      },
    });
    await import('./firebase-messaging-sw');
    expect(order).toEqual(['notificationclick', 'firebase']);

    const waits: Promise<unknown>[] = [];
    listeners.notificationclick({
      notification: { data: { FCM_MSG: { data: { type: 'pwt.contract.chat', contractId: '7-8' } } }, close: () => {} },
      stopImmediatePropagation: () => {},
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    expect(openWindow).toHaveBeenCalledWith('https://console.example/contract/7-8');
  });
});
