/**
 * The messaging service worker, bundled by Vite on its own (push.ts imports its URL with
 * `?worker&url`). Firebase's service-worker half receives the pushes: while a console tab is
 * visible it hands them to that tab (push.ts → onMessage → the banner); otherwise it shows a
 * message's `notification` part as a system notification; a click on it opens the contract
 * (notificationClick.ts). The config comes from the same build variables; without them the worker
 * does nothing (and is never registered anyway).
 */
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';
import { firebaseOptions, readPushConfig } from './pushConfig';
import { handleNotificationClick, type ClientsLike, type NotificationClickLike } from './notificationClick';

/** The worker's global scope, as far as it is used here (the DOM lib has no ServiceWorkerGlobalScope). */
const worker = self as unknown as {
  clients: ClientsLike;
  location: Location;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
};

// before Firebase's listener, which would swallow the click (listeners run in the order added)
worker.addEventListener('notificationclick', (event) =>
  handleNotificationClick(event, worker.clients, worker.location.origin),
);

const config = readPushConfig();
// synchronously, at start: Firebase adds its push listeners during the worker's first evaluation
if (config) getMessaging(initializeApp(firebaseOptions(config)));
