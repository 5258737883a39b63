import { describePush } from './pushMessage';

/**
 * A click on a background push notification (the system notification the service worker shows
 * while no console tab is visible) opens the contract it is about: `/contract/{id}` (spec §2, §3).
 * Only the parts of the service-worker types used here, so that this runs and is tested outside
 * a worker.
 */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}
export interface NotificationClickLike {
  action?: string;
  notification: { data?: unknown; close(): void };
  stopImmediatePropagation(): void;
  waitUntil(promise: Promise<unknown>): void;
}

/** Where Firebase keeps the whole message on a notification it showed (its FCM_MSG key). */
const FCM_MSG = 'FCM_MSG';

/** The message's data payload ({type, contractId}): inside Firebase's wrapper, or the notification's own data. */
export function pushDataOf(notificationData: unknown): unknown {
  const record = typeof notificationData === 'object' && notificationData !== null ? (notificationData as Record<string, unknown>) : {};
  const wrapped = record[FCM_MSG];
  return typeof wrapped === 'object' && wrapped !== null ? (wrapped as { data?: unknown }).data : notificationData;
}

/** A console tab of this origin goes to the contract and comes to the front; without one, a new tab opens it. */
export async function openInConsole(clients: ClientsLike, url: string): Promise<void> {
  const origin = new URL(url).origin;
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === origin);
  if (tab) {
    try {
      // navigate() is refused for a tab this worker does not control: then a new tab it is
      await tab.navigate(url);
      await tab.focus();
      return;
    } catch {
      /* fall through */
    }
  }
  await clients.openWindow(url);
}

/**
 * The `notificationclick` listener. It must be added before Firebase's own, which stops the event
 * for every notification Firebase showed and opens only a link set on the message. A notification
 * without a valid contract id (or a click on one of its action buttons) is left to Firebase.
 */
export function handleNotificationClick(event: NotificationClickLike, clients: ClientsLike, origin: string): void {
  if (event.action) return;
  const { link } = describePush(pushDataOf(event.notification.data));
  if (!link) return;
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(openInConsole(clients, new URL(link, origin).href));
}
