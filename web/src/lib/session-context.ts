/**
 * What every API call needs from the session, kept outside React so the client and the error
 * alerts can read it from anywhere. Written from the auth state and from response headers.
 */
interface SessionContext {
  /** Context uuid sent as X-Context-Uuid (the server's CSRF check); null for a visitor. */
  uuid: string | null;
  /** Session expiry in epoch milliseconds, from the last X-Session-Expire header. */
  expireAt: number | null;
  /** The parent company's address-management page, opened after a CREVERSE-ADDR error. */
  addressBookUrl: string | null;
}

const context: SessionContext = { uuid: null, expireAt: null, addressBookUrl: null };

export function sessionContext(): Readonly<SessionContext> {
  return context;
}

export function setSessionFromAuth(uuid: string | null, addressBookUrl: string | null): void {
  context.uuid = uuid;
  context.addressBookUrl = addressBookUrl;
}

export function setSessionExpireAt(epochMs: number | null): void {
  context.expireAt = epochMs;
}

export function resetSessionContext(): void {
  context.uuid = null;
  context.expireAt = null;
  context.addressBookUrl = null;
}
