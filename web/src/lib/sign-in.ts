import { DEFAULT_PROVIDER, logoutPath, ssoPath } from '@shop/contract/auth.ts';

/**
 * Sign-in and logout are browser navigations to the API ({provider} is 'creverse', the server's
 * default setting). Part of the auth feature's public surface, with use-auth-state.ts.
 */
export const SSO_PATH = ssoPath(DEFAULT_PROVIDER);
export const LOGOUT_PATH = logoutPath(DEFAULT_PROVIDER);
/** sessionStorage key the sign-in return page reads to come back where the user was. */
export const RETURN_TARGET_KEY = 'returnTarget';

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/**
 * Stores where to come back to, then leaves for the academy SSO. The path also travels to the
 * SSO, which returns it as the token's redirect claim (used when this tab's storage is gone).
 */
export function goToSignIn(returnPath: string = currentPath()): void {
  try {
    sessionStorage.setItem(RETURN_TARGET_KEY, returnPath);
  } catch {
    // Storage can be refused (private mode); the return page then uses the redirect claim.
  }
  window.location.href = `${SSO_PATH}?redirect=${encodeURIComponent(returnPath)}`;
}

export function goToLogout(): void {
  window.location.href = LOGOUT_PATH;
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
