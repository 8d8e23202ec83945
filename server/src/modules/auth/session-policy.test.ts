import { describe, expect, it } from 'vitest';
import { SessionPolicy } from './session-policy.ts';

describe('session policy', () => {
  it('uses __Host- cookies with Secure in production only', () => {
    const prod = new SessionPolicy({ env: 'production', sessionTtlSeconds: 3600 });
    expect(prod.sessionCookie).toBe('__Host-shop_session');
    expect(prod.bindingCookie).toBe('__Host-shop_sso');
    expect(prod.cookieOptions()).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
    });
    const dev = new SessionPolicy({ env: 'development', sessionTtlSeconds: 3600 });
    expect(dev.sessionCookie).toBe('shop_session');
    expect(dev.cookieOptions().secure).toBe(false);
  });

  it('slides the expiry, writing at most once a minute for an hour-long session', () => {
    const policy = new SessionPolicy({ env: 'test', sessionTtlSeconds: 3600 });
    const createdAt = new Date(0);
    const now = 10 * 60_000;
    const fresh = { createdAt, expiresAt: new Date(now + 3600_000 - 30_000) };
    expect(policy.slide(fresh, now)).toBeUndefined();
    const due = { createdAt, expiresAt: new Date(now + 3600_000 - 61_000) };
    expect(policy.slide(due, now)?.getTime()).toBe(now + 3600_000);
  });

  it('never goes past 12 hours after sign-in', () => {
    const policy = new SessionPolicy({ env: 'test', sessionTtlSeconds: 3600 });
    const createdAt = new Date(0);
    const now = 12 * 3600_000 - 10 * 60_000;
    const session = { createdAt, expiresAt: new Date(now + 60_000) };
    expect(policy.slide(session, now)?.getTime()).toBe(12 * 3600_000);
    const capped = { createdAt, expiresAt: new Date(12 * 3600_000) };
    expect(policy.slide(capped, now + 5 * 60_000)).toBeUndefined();
  });

  it('extends short test sessions at least every second', () => {
    const policy = new SessionPolicy({ env: 'test', sessionTtlSeconds: 5 });
    expect(policy.extendAfterMs).toBe(1000);
  });
});
