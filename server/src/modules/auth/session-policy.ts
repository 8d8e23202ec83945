import type { Config } from '../../config.ts';

/** Sessions never outlive this, however active (then the member signs in again). */
const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;

/**
 * Session length and cookies. The expiry slides: every answer to a signed-in member moves it to
 * now + SESSION_TTL_SECONDS, written at most once per `extendAfterMs` so that a busy page does
 * not write a row per request.
 */
export class SessionPolicy {
  readonly ttlMs: number;
  readonly absoluteMs: number;
  readonly extendAfterMs: number;
  readonly secure: boolean;
  readonly sessionCookie: string;
  readonly bindingCookie: string;
  /** How long a started sign-in (state, nonce, binding cookie) may take at the SSO. */
  readonly signInTtlMs = 10 * 60_000;

  constructor(config: Pick<Config, 'sessionTtlSeconds' | 'env'>) {
    this.ttlMs = config.sessionTtlSeconds * 1000;
    this.absoluteMs = Math.max(this.ttlMs, ABSOLUTE_LIFETIME_MS);
    this.extendAfterMs = Math.max(1000, Math.min(60_000, this.ttlMs / 10));
    this.secure = config.env === 'production';
    // `__Host-` pins the cookie to this host, path / and HTTPS (browsers enforce it).
    this.sessionCookie = this.secure ? '__Host-shop_session' : 'shop_session';
    this.bindingCookie = this.secure ? '__Host-shop_sso' : 'shop_sso';
  }

  /** The new expiry when it is due to move, else undefined. */
  slide(session: { createdAt: Date; expiresAt: Date }, now = Date.now()): Date | undefined {
    const next = Math.min(now + this.ttlMs, session.createdAt.getTime() + this.absoluteMs);
    return next - session.expiresAt.getTime() >= this.extendAfterMs ? new Date(next) : undefined;
  }

  /** A browser-session cookie: the server's row decides the expiry, not the browser. */
  cookieOptions(maxAgeSeconds?: number) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secure,
      ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
    };
  }
}
