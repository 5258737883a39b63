import { describe, expect, it, vi } from 'vitest';
import { handleNotificationClick, openInConsole, pushDataOf, type ClientsLike, type WindowClientLike } from './notificationClick';

const ORIGIN = 'https://console.example';

/** A notification as Firebase shows it: the whole message under FCM_MSG. */
const fcmNotification = (data: unknown) => ({ data: { FCM_MSG: { data, notification: { title: 'x' } } }, close: vi.fn() });

function clickOn(notification: { data?: unknown; close: () => void }, action = '') {
  const waits: Promise<unknown>[] = [];
  const event = {
    action,
    notification,
    stopImmediatePropagation: vi.fn(),
    waitUntil: vi.fn((p: Promise<unknown>) => void waits.push(p)),
  };
  return { event, settled: () => Promise.all(waits) };
}

function fakeClients(tabs: Partial<WindowClientLike>[] = []): ClientsLike & { openWindow: ReturnType<typeof vi.fn> } {
  return {
    matchAll: vi.fn(async () => tabs as WindowClientLike[]),
    openWindow: vi.fn(async () => null),
  };
}

describe('pushDataOf', () => {
  it('reads the data payload inside Firebase’s wrapper, or the notification’s own data', () => {
    expect(pushDataOf({ FCM_MSG: { data: { contractId: '1-2' } } })).toEqual({ contractId: '1-2' });
    expect(pushDataOf({ contractId: '1-2' })).toEqual({ contractId: '1-2' });
    expect(pushDataOf(undefined)).toBeUndefined();
  });
});

describe('a click on a background notification', () => {
  it('opens /contract/{id} in a new tab when no console tab is open', async () => {
    const clients = fakeClients();
    const { event, settled } = clickOn(fcmNotification({ type: 'pwt.contract.chat', contractId: '14-15' }));
    handleNotificationClick(event, clients, ORIGIN);
    await settled();
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(event.notification.close).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith('https://console.example/contract/14-15');
  });

  it('sends an open console tab to the contract and brings it to the front', async () => {
    const tab = { url: `${ORIGIN}/events`, navigate: vi.fn(async () => null), focus: vi.fn(async () => null) };
    const other = { url: 'https://elsewhere.example/', navigate: vi.fn(), focus: vi.fn() };
    const clients = fakeClients([other, tab]);
    const { event, settled } = clickOn(fcmNotification({ type: 'pwt.dispute.reminder', contractId: '313-312' }));
    handleNotificationClick(event, clients, ORIGIN);
    await settled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/contract/313-312`);
    expect(tab.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new tab when the open tab refuses to navigate (not controlled by this worker)', async () => {
    const tab = { url: `${ORIGIN}/`, navigate: vi.fn(async () => Promise.reject(new TypeError('not controlled'))), focus: vi.fn() };
    const clients = fakeClients([tab]);
    await openInConsole(clients, `${ORIGIN}/contract/1-2`);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/contract/1-2`);
  });

  it('leaves a notification without a valid contract id, or an action button, to Firebase', () => {
    for (const [data, action] of [
      [{ type: 'pwt.contract.chat' }, ''],
      [{ type: 'pwt.contract.chat', contractId: '../admin' }, ''],
      [{ type: 'pwt.contract.chat', contractId: '1-2' }, 'dismiss'],
    ] as const) {
      const clients = fakeClients();
      const { event } = clickOn(fcmNotification(data), action);
      handleNotificationClick(event, clients, ORIGIN);
      expect(event.stopImmediatePropagation).not.toHaveBeenCalled();
      expect(event.waitUntil).not.toHaveBeenCalled();
    }
  });
});
