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

/**
 * Settled once the auth state (or the sign-in) has said which uuid this page's session has, or
 * that there is none. A freshly loaded page does not know it yet: its state-changing calls wait
 * for it instead of being refused 403 CONTEXT-MISMATCH (decision 0250).
 */
let known: Promise<void>;
let settle: () => void = () => {};
function unknownUntilSet(): void {
  known = new Promise<void>((resolve) => (settle = resolve));
}
unknownUntilSet();

let refresh: (() => void) | null = null;

export function sessionContext(): Readonly<SessionContext> {
  return context;
}

/** Resolves when the session's context uuid (or its absence) is known. */
export function contextKnown(): Promise<void> {
  return known;
}

/** How the shop re-reads the auth state when the server says the uuid is stale. */
export function setContextRefresher(refresher: () => void): void {
  refresh = refresher;
}

/**
 * The server refused the uuid (the session changed in another tab, or was replaced): later calls
 * wait for the auth state read again, so '다시 시도' carries the current uuid. Nothing is retried
 * on its own: the refused call was made for the page's former session.
 */
export function contextStale(): void {
  if (!refresh) return;
  unknownUntilSet();
  refresh();
}

export function setSessionFromAuth(uuid: string | null, addressBookUrl: string | null): void {
  context.uuid = uuid;
  context.addressBookUrl = addressBookUrl;
  settle();
}

export function setSessionExpireAt(epochMs: number | null): void {
  context.expireAt = epochMs;
}

export function resetSessionContext(): void {
  context.uuid = null;
  context.expireAt = null;
  context.addressBookUrl = null;
  settle();
}
