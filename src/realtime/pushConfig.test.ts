import { describe, expect, it } from 'vitest';
import { firebaseOptions, readPushConfig } from './pushConfig';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample-Key_123',
  VITE_FIREBASE_PROJECT_ID: 'peach-staff',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef0123456789',
  VITE_FIREBASE_VAPID_KEY: 'BExampleVapidPublicKey_-abc',
};

describe('readPushConfig', () => {
  it('reads a complete config', () => {
    expect(readPushConfig(complete)).toEqual({
      apiKey: 'AIzaSyExample-Key_123',
      projectId: 'peach-staff',
      messagingSenderId: '123456789012',
      appId: '1:123456789012:web:abcdef0123456789',
      vapidKey: 'BExampleVapidPublicKey_-abc',
    });
  });

  it('trims surrounding spaces', () => {
    expect(readPushConfig({ ...complete, VITE_FIREBASE_PROJECT_ID: ' peach-staff\n' })?.projectId).toBe('peach-staff');
  });

  it.each(Object.keys(complete))('is off without %s', (name) => {
    const { [name as keyof typeof complete]: _dropped, ...rest } = complete;
    expect(readPushConfig(rest)).toBeNull();
    expect(readPushConfig({ ...complete, [name]: '' })).toBeNull();
    expect(readPushConfig({ ...complete, [name]: '   ' })).toBeNull();
  });

  it('is off with a malformed value', () => {
    expect(readPushConfig({ ...complete, VITE_FIREBASE_MESSAGING_SENDER_ID: 'peach' })).toBeNull();
    expect(readPushConfig({ ...complete, VITE_FIREBASE_API_KEY: 'two words' })).toBeNull();
    expect(readPushConfig({ ...complete, VITE_FIREBASE_APP_ID: 42 })).toBeNull();
  });

  it('is off with nothing configured', () => {
    expect(readPushConfig({})).toBeNull();
  });
});

describe('firebaseOptions', () => {
  it('leaves the VAPID key out of the app options', () => {
    expect(firebaseOptions(readPushConfig(complete)!)).toEqual({
      apiKey: 'AIzaSyExample-Key_123',
      projectId: 'peach-staff',
      messagingSenderId: '123456789012',
      appId: '1:123456789012:web:abcdef0123456789',
    });
  });
});
