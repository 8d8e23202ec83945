import type { Config } from '../../config.ts';

/** Idle time after which a staff session ends (sliding with activity). */
const STAFF_IDLE_MS = 30 * 60_000;
/** Whatever the activity, staff sign in again after this. */
const STAFF_ABSOLUTE_MS = 12 * 60 * 60_000;

/**
 * Staff session length and cookie (decision 0069): a cookie of its own, never
 * the members' `shop_session`; SameSite=Strict because the back office is never entered from
 * another site's link with a state to keep.
 */
export class StaffSessionPolicy {
  readonly idleMs: number;
  readonly absoluteMs = STAFF_ABSOLUTE_MS;
  readonly extendAfterMs = 60_000;
  readonly secure: boolean;
  readonly cookie: string;

  constructor(config: Pick<Config, 'env'>, idleMs = STAFF_IDLE_MS) {
    this.idleMs = idleMs;
    this.secure = config.env === 'production';
    this.cookie = this.secure ? '__Host-shop_staff' : 'shop_staff';
  }

  /** The new expiry when it is due to move, else undefined. */
  slide(session: { createdAt: Date; expiresAt: Date }, now = Date.now()): Date | undefined {
    const next = Math.min(now + this.idleMs, session.createdAt.getTime() + this.absoluteMs);
    return next - session.expiresAt.getTime() >= this.extendAfterMs ? new Date(next) : undefined;
  }

  cookieOptions() {
    return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: this.secure };
  }
}
