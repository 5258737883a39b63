/**
 * Firebase Cloud Messaging in the page. The only module of the console that imports Firebase
 * (besides the service worker, its own bundle): PushNotifications loads it with `import()` and
 * only when the push config is complete, so Firebase is a chunk of its own, never in the entry.
 */
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported, onMessage } from 'firebase/messaging';
import serviceWorkerUrl from './firebase-messaging-sw?worker&url';
import { firebaseOptions, type PushConfig } from './pushConfig';

/** A foreground message: its data payload ({type, contractId}) and its notification title. */
export type PushListener = (data: Record<string, string> | undefined, title: string | undefined) => void;

export interface PushSession {
  /** this browser's FCM registration token; null when push could not start */
  token: string | null;
  /** stops listening; safe to call more than once */
  stop: () => void;
}

/** Its own app name, so another Firebase use in the console can keep the default app. */
const APP_NAME = 'peach-push';

const off: PushSession = { token: null, stop: () => undefined };

const log = (message: string, detail?: unknown) =>
  detail === undefined ? console.warn(`[push] ${message}`) : console.warn(`[push] ${message}`, detail);

/**
 * Starts push: checks support and permission, registers the messaging service worker, gets a
 * token for the VAPID key and listens for foreground messages. Never throws: a browser without
 * push, a denied permission or a Firebase error is logged and push stays off.
 */
export async function startPush(config: PushConfig, listener: PushListener): Promise<PushSession> {
  try {
    if (!(await isSupported())) {
      log('not supported by this browser');
      return off;
    }
    if (Notification.permission === 'denied') {
      log('notification permission denied');
      return off;
    }
    const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(firebaseOptions(config), APP_NAME);
    const messaging = getMessaging(app);
    // Built by Vite from ./firebase-messaging-sw.ts: a classic script in the build, a module in dev.
    const serviceWorkerRegistration = await navigator.serviceWorker.register(serviceWorkerUrl, {
      type: import.meta.env.DEV ? 'module' : 'classic',
    });
    // asks for the notification permission when not yet given; a refusal rejects
    const token = await getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration });
    let unsubscribe: (() => void) | null = onMessage(messaging, (payload) => {
      try {
        listener(payload.data, payload.notification?.title);
      } catch (error) {
        log('could not show a message', error);
      }
    });
    return {
      token,
      stop: () => {
        unsubscribe?.();
        unsubscribe = null;
      },
    };
  } catch (error) {
    log('could not start', error);
    return off;
  }
}
