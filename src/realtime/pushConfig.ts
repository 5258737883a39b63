/**
 * The Firebase settings for push notifications, from the build environment. Pure: no Firebase
 * here, so reading the config never pulls Firebase into the entry chunk.
 */

export interface PushConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** the web push certificate's public key, for getToken */
  vapidKey: string;
}

/** Each setting and the build variable it comes from; all are required. */
export const PUSH_ENV: Record<keyof PushConfig, string> = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  vapidKey: 'VITE_FIREBASE_VAPID_KEY',
};

/**
 * The build's values, named one by one so Vite inlines just these five (handing over the whole
 * `import.meta.env` would inline every VITE_ variable wherever this is used).
 */
export const buildEnv = (): Record<string, unknown> => ({
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_VAPID_KEY: import.meta.env.VITE_FIREBASE_VAPID_KEY,
});

/** A usable value: a non-empty string without spaces inside (surrounding spaces are trimmed). */
const token = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && !/\s/.test(trimmed) ? trimmed : null;
};

/**
 * The push config, or null when any setting is missing or malformed: then push is off and no
 * Firebase code is loaded. The sender id is a number (Firebase project number).
 */
export function readPushConfig(env: Record<string, unknown> = buildEnv()): PushConfig | null {
  const config: Partial<PushConfig> = {};
  for (const [field, name] of Object.entries(PUSH_ENV) as Array<[keyof PushConfig, string]>) {
    const value = token(env[name]);
    if (!value) return null;
    config[field] = value;
  }
  if (!/^\d+$/.test(config.messagingSenderId!)) return null;
  return config as PushConfig;
}

/** The Firebase app options of a push config (the VAPID key is for getToken, not the app). */
export const firebaseOptions = ({ apiKey, projectId, messagingSenderId, appId }: PushConfig) => ({
  apiKey,
  projectId,
  messagingSenderId,
  appId,
});

/**
 * The react-admin store key of the member's push opt-in (Settings): push starts, and the browser
 * asks for the notification permission, only once they chose it on this device.
 */
export const PUSH_OPT_IN_KEY = 'push.optIn';
