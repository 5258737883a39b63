// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../api/testing';
import { getTwoFactorSetup, setTwoFactor, updateSettings } from './api';
import { clearSession, saveSession } from '../../api/session';

const { fetchMock, call } = stubFetch();

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
  saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
});
afterEach(() => clearSession());

describe('settings calls', () => {
  it('getTwoFactorSetup is GET /v1/pwt/settings/2fa', async () => {
    await getTwoFactorSetup();
    expect(call().url).toMatch(/\/v1\/pwt\/settings\/2fa$/);
    expect(call().init.method).toBe('GET');
  });

  it('setTwoFactor posts the secret and token', async () => {
    const [result] = await setTwoFactor({ twoFactorSecret: 'S', twoFactorToken: '123456', currentPassword: 'pw' });
    expect(result).toEqual({ success: true });
    expect(call().url).toMatch(/\/v1\/pwt\/settings\/2fa$/);
    expect(call().init.method).toBe('POST');
    expect(JSON.parse(String(call().init.body))).toEqual({ twoFactorSecret: 'S', twoFactorToken: '123456', currentPassword: 'pw' });
  });

  it('updateSettings posts the update', async () => {
    await updateSettings({ id: 's1', oldPassword: 'a', password: 'bbbbbbbb' });
    expect(call().url).toMatch(/\/v1\/pwt\/settings$/);
    expect(JSON.parse(String(call().init.body))).toEqual({ id: 's1', oldPassword: 'a', password: 'bbbbbbbb' });
  });

  it('needs a session', async () => {
    clearSession();
    expect(await updateSettings({ id: 's1' })).toEqual([undefined, { error: 'AUTHENTICATION_FAILURE' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
