import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { authStateFetch, type AuthState } from '@shop/contract/auth.ts';
import { SECTION_CATEGORY_IDS } from '@shop/contract/sections.ts';
import { ErrorCode } from '@shop/contract/constants.ts';
import { ApiError, callApi } from './api-client.ts';
import { reportError } from './error-alerts.ts';
import { resetSessionContext, setSessionFromAuth } from './session-context.ts';

/** Signed out: no account, no access (spec 1 §4, the state after a reset). */
export const VISITOR_STATE: AuthState = {
  uuid: null,
  authenticated: false,
  memberId: null,
  creverseAddrUrl: null,
  creverseAccount: null,
  creverseAcl: null,
  accessiableCategoryIds: [],
  categoryAccessList: [],
};

async function fetchAuthState(): Promise<AuthState> {
  try {
    const state = await callApi(authStateFetch, {
      body: {
        categoryIds: [...SECTION_CATEGORY_IDS],
        buildVer: import.meta.env.VITE_BUILD_VER,
      },
    });
    setSessionFromAuth(state.uuid, state.creverseAddrUrl);
    return state;
  } catch (error) {
    // Spec 1 §4: any failure loading the auth state resets it to signed out.
    resetSessionContext();
    // PN-409 (the academy's record no longer matches): the alert, then logout (spec 1 §8). The
    // page is leaving, so nothing waiting for the auth state (a route guard) may act meanwhile.
    if (error instanceof ApiError && error.code === ErrorCode.loginMismatch) {
      await reportError(error);
      return new Promise<never>(() => {});
    }
    return VISITOR_STATE;
  }
}

/**
 * Every query of a signed-in member's data starts with this key, so that signing out (or the
 * session running out) drops them all: zero statistics, empty buy summary (spec 1 §4).
 */
export const MEMBER_QUERY_KEY = ['member'] as const;

/** Back to signed out without a server call (expired session, spec 1 §4). */
export function resetToSignedOut(client: QueryClient): void {
  resetSessionContext();
  client.setQueryData(authStateQuery.queryKey, VISITOR_STATE);
  client.removeQueries({ queryKey: MEMBER_QUERY_KEY });
}

/** Used by route guards (ensureQueryData) and by useAuthState. */
export const authStateQuery = queryOptions({
  queryKey: ['auth-state'],
  queryFn: fetchAuthState,
  staleTime: 30_000,
});
