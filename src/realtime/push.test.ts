// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePayload } from 'firebase/messaging';
import type { PushConfig } from './pushConfig';

const firebase = vi.hoisted(() => ({
  apps: [] as Array<{ name: string }>,
  initializeApp: vi.fn(),
  isSupported: vi.fn(),
  getMessaging: vi.fn(),
  getToken: vi.fn(),
  onMessage: vi.fn(),
  unsubscribe: vi.fn(),
}));

vi.mock('firebase/app', () => ({
  getApps: () => firebase.apps,
  initializeApp: firebase.initializeApp,
}));
vi.mock('firebase/messaging', () => ({
  isSupported: firebase.isSupported,
  getMessaging: firebase.getMessaging,
  getToken: firebase.getToken,
  onMessage: firebase.onMessage,
}));
vi.mock('./firebase-messaging-sw?worker&url', () => ({ default: '/assets/firebase-messaging-sw-test.js' }));

const { startPush } = await import('./push');

const config: PushConfig = {
  apiKey: 'key',
  projectId: 'peach-staff',
  messagingSenderId: '123',
  appId: '1:123:web:abc',
  vapidKey: 'vapid',
};

const registration = { scope: '/assets/' };
const register = vi.fn();
let warn: ReturnType<typeof vi.spyOn>;
let deliver: (payload: MessagePayload) => void;

beforeEach(() => {
  vi.clearAllMocks();
  firebase.apps = [];
  firebase.isSupported.mockResolvedValue(true);
  firebase.initializeApp.mockImplementation((_options: object, name: string) => {
    const app = { name };
    firebase.apps.push(app);
    return app;
  });
  firebase.getMessaging.mockReturnValue({ messaging: true });
  firebase.getToken.mockResolvedValue('fcm-token');
  firebase.onMessage.mockImplementation((_messaging: unknown, next: (payload: MessagePayload) => void) => {
    deliver = next;
    return firebase.unsubscribe;
  });
  register.mockResolvedValue(registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.stubGlobal('Notification', { permission: 'default' });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

const payload = (data: Record<string, string>, title?: string) =>
  ({ data, notification: title ? { title } : undefined, from: 'fcm', collapseKey: 'x', messageId: 'm1' }) as MessagePayload;

describe('startPush', () => {
  it('registers the worker, gets a token with the VAPID key and passes foreground messages on', async () => {
    const listener = vi.fn();
    const session = await startPush(config, listener);

    expect(firebase.initializeApp).toHaveBeenCalledWith(
      { apiKey: 'key', projectId: 'peach-staff', messagingSenderId: '123', appId: '1:123:web:abc' },
      'peach-push',
    );
    expect(register).toHaveBeenCalledWith('/assets/firebase-messaging-sw-test.js', expect.any(Object));
    expect(firebase.getToken).toHaveBeenCalledWith(
      { messaging: true },
      { vapidKey: 'vapid', serviceWorkerRegistration: registration },
    );
    expect(session.token).toBe('fcm-token');

    deliver(payload({ type: 'pwt.contract.chat', contractId: '12-34' }, 'New message'));
    expect(listener).toHaveBeenCalledWith({ type: 'pwt.contract.chat', contractId: '12-34' }, 'New message');

    session.stop();
    session.stop();
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('reuses its Firebase app when started again', async () => {
    await startPush(config, vi.fn());
    await startPush(config, vi.fn());
    expect(firebase.initializeApp).toHaveBeenCalledTimes(1);
  });

  it('stays off, without asking, in a browser without push', async () => {
    firebase.isSupported.mockResolvedValue(false);
    const session = await startPush(config, vi.fn());
    expect(session.token).toBeNull();
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[push] not supported by this browser');
  });

  it('stays off when notifications are denied', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    const session = await startPush(config, vi.fn());
    expect(session.token).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[push] notification permission denied');
  });

  it('logs, never throws, when the permission prompt is refused', async () => {
    const refused = Object.assign(new Error('Messaging: The notification permission was not granted'), {
      code: 'messaging/permission-blocked',
    });
    firebase.getToken.mockRejectedValue(refused);
    const session = await startPush(config, vi.fn());
    expect(session.token).toBeNull();
    expect(() => session.stop()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[push] could not start', refused);
    expect(firebase.onMessage).not.toHaveBeenCalled();
  });

  it('logs a failed worker registration', async () => {
    const failure = new Error('SecurityError');
    register.mockRejectedValue(failure);
    expect((await startPush(config, vi.fn())).token).toBeNull();
    expect(warn).toHaveBeenCalledWith('[push] could not start', failure);
  });

  it('keeps listening when showing one message fails', async () => {
    const failure = new Error('boom');
    const listener = vi.fn().mockImplementationOnce(() => {
      throw failure;
    });
    await startPush(config, listener);
    deliver(payload({ type: 'x' }));
    deliver(payload({ type: 'y' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('[push] could not show a message', failure);
  });
});
