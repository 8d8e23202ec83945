import { queryOptions } from '@tanstack/react-query';
import { authStateFetch, type AuthState } from '@shop/contract/auth.ts';
import { SECTION_CATEGORY_IDS } from '@shop/contract/sections.ts';
import { callApi } from '../../app/api-client.ts';
import { resetSessionContext, setSessionFromAuth } from '../../app/session-context.ts';

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
  } catch {
    // Spec 1 §4: any failure loading the auth state resets it to signed out.
    resetSessionContext();
    return VISITOR_STATE;
  }
}

/** Used by route guards (ensureQueryData) and by useAuthState. */
export const authStateQuery = queryOptions({
  queryKey: ['auth-state'],
  queryFn: fetchAuthState,
  staleTime: 30_000,
});
