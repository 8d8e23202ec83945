import { DEFAULT_PROVIDER, logoutPath, ssoPath } from '@shop/contract/auth.ts';
import { CONTEXT_UUID_HEADER } from '@shop/contract/constants.ts';
import { i18n } from '../i18n/i18n.ts';
import { alertDialog } from '../ui/dialogs/dialog-store.ts';
import { sessionContext } from './session-context.ts';

/**
 * Sign-in and logout are browser navigations to the API ({provider} is 'creverse', the server's
 * default setting). Part of the auth feature's public surface, with use-auth-state.ts.
 */
export const SSO_PATH = ssoPath(DEFAULT_PROVIDER);
const LOGOUT_PATH = logoutPath(DEFAULT_PROVIDER);
/** sessionStorage key the sign-in return page reads to come back where the user was. */
export const RETURN_TARGET_KEY = 'returnTarget';

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/**
 * The shop's configured address (<meta name="shop-url">, filled in by the server), when the page
 * was opened on another one (127.0.0.1 for localhost, …). The SSO returns to the configured
 * address, where this address's sign-in cookie is missing: sign-in would end in '동기화 실패'.
 */
export function otherShopOrigin(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="shop-url"]');
  const origin = meta?.content.trim();
  if (!origin || !/^https?:\/\//.test(origin)) return null;
  return origin === window.location.origin ? null : origin;
}

/**
 * Stores where to come back to, then leaves for the academy SSO. The path also travels to the
 * SSO, which returns it as the token's redirect claim (used when this tab's storage is gone).
 * On another address than the shop's, says which one and signs in there (decision 0252).
 */
export function goToSignIn(returnPath: string = currentPath()): void {
  const shopOrigin = otherShopOrigin();
  if (shopOrigin) {
    void alertDialog(i18n.t('errors.otherAddress', { url: shopOrigin })).then(() => {
      window.location.href = `${shopOrigin}${SSO_PATH}?redirect=${encodeURIComponent(returnPath)}`;
    });
    return;
  }
  try {
    sessionStorage.setItem(RETURN_TARGET_KEY, returnPath);
  } catch {
    // Storage can be refused (private mode); the return page then uses the redirect claim.
  }
  window.location.href = `${SSO_PATH}?redirect=${encodeURIComponent(returnPath)}`;
}

/**
 * Signs out by a POST carrying the context uuid (the server's CSRF rule; a GET of the address only
 * shows a sign-out button), then goes home, where the auth state shows the outcome.
 */
export async function goToLogout(): Promise<void> {
  const { uuid } = sessionContext();
  // a failed call still goes home: the page there asks the server whether the session is gone
  await fetch(LOGOUT_PATH, {
    method: 'POST',
    headers: uuid ? { [CONTEXT_UUID_HEADER]: uuid } : {},
    credentials: 'same-origin',
    redirect: 'manual',
  }).catch(() => undefined);
  window.location.href = '/';
}

/** Takes the saved return target (once). */
export function takeReturnTarget(): string | null {
  try {
    const target = sessionStorage.getItem(RETURN_TARGET_KEY);
    sessionStorage.removeItem(RETURN_TARGET_KEY);
    return target;
  } catch {
    return null;
  }
}

/** A path inside this shop; anything else (another host, `//host`) is not a place to go back to. */
export function isShopPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}
