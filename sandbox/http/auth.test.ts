import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOTP_SECRET } from '../seed';
import { hashPassword, verifyPassword, verifyTotp } from './auth';

/** The sign-in's secrets: password hashes and the TOTP window. */

describe('password hashes', () => {
  it('are salted scrypt and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('peach-sandbox'), hashPassword('peach-sandbox')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('peach-sandbox', a)).toBe(true);
    expect(await verifyPassword('peach-sandbox ', a)).toBe(false);
    expect(await verifyPassword('peach-sandbox', 'plain')).toBe(false);
  });
});

describe('TOTP codes', () => {
  it('verifies codes of the previous and next 30-second step (window 1)', () => {
    const step = 30_000;
    const now = Date.now();
    const codeAt = (t: number) => authenticator.clone({ epoch: t }).generate(ADMIN_TOTP_SECRET);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now - step))).toBe(true);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now + step))).toBe(true);
    const far = codeAt(now - 5 * step);
    if (far !== codeAt(now) && far !== codeAt(now - step) && far !== codeAt(now + step)) {
      expect(verifyTotp(ADMIN_TOTP_SECRET, far)).toBe(false);
    }
    expect(verifyTotp('not base32 !', '123456')).toBe(false);
  });

  it('refuses a code from 2 steps ago and from 2 steps ahead', () => {
    // a fixed time in the middle of a step, so no step boundary passes during the test
    const now = 1_764_000_015_000;
    const codeAt = (t: number) => authenticator.clone({ epoch: t }).generate(ADMIN_TOTP_SECRET);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now), now)).toBe(true);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now - 30_000), now)).toBe(true);
    // at this time the five steps' codes all differ (098879 439357 131496 072963 437319)
    expect(new Set([-60_000, -30_000, 0, 30_000, 60_000].map((d) => codeAt(now + d))).size).toBe(5);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now - 60_000), now)).toBe(false);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now + 60_000), now)).toBe(false);
  });
});
