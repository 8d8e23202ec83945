/**
 * Sign-in and logout are browser navigations to the API ({provider} is 'creverse', the server's
 * default setting). Part of the auth feature's public surface, with use-auth-state.ts.
 */
export const SSO_PATH = '/api/creverse-sso';
export const LOGOUT_PATH = '/api/creverse-logout';
/** sessionStorage key the sign-in return page reads to come back where the user was. */
export const RETURN_TARGET_KEY = 'returnTarget';

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Stores where to come back to, then leaves for the academy SSO. */
export function goToSignIn(returnPath: string = currentPath()): void {
  try {
    sessionStorage.setItem(RETURN_TARGET_KEY, returnPath);
  } catch {
    // Storage can be refused (private mode); the return page then falls back to '/'.
  }
  window.location.href = SSO_PATH;
}

export function goToLogout(): void {
  window.location.href = LOGOUT_PATH;
}
