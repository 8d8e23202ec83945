import { describe, expect, it } from 'vitest';
import { StaffSessionPolicy } from './staff-session-policy.ts';

describe('staff session policy', () => {
  it('uses its own __Host- cookie with Secure and SameSite=Strict in production', () => {
    const prod = new StaffSessionPolicy({ env: 'production' });
    expect(prod.cookie).toBe('__Host-shop_staff');
    expect(prod.cookieOptions()).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
    });
    const dev = new StaffSessionPolicy({ env: 'development' });
    expect(dev.cookie).toBe('shop_staff');
    expect(dev.cookieOptions().secure).toBe(false);
  });

  it('slides 30 idle minutes, writing at most once a minute, never past 12 hours', () => {
    const policy = new StaffSessionPolicy({ env: 'test' });
    const createdAt = new Date(0);
    const now = 60 * 60_000;
    expect(policy.slide({ createdAt, expiresAt: new Date(now + 30 * 60_000 - 30_000) }, now)).toBe(
      undefined,
    );
    expect(
      policy.slide({ createdAt, expiresAt: new Date(now + 20 * 60_000) }, now)?.getTime(),
    ).toBe(now + 30 * 60_000);
    const late = 12 * 3600_000 - 10 * 60_000;
    expect(policy.slide({ createdAt, expiresAt: new Date(late) }, late)?.getTime()).toBe(
      12 * 3600_000,
    );
  });
});
