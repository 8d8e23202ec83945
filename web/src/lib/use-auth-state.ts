import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { AuthState, CategoryAccess } from '@shop/contract/auth.ts';
import { Limits } from '@shop/contract/constants.ts';
import { sessionContext, setContextRefresher } from './session-context.ts';
import { VISITOR_STATE, authStateQuery, resetToSignedOut } from './auth-state-query.ts';

export interface AuthView {
  /** False until the first auth-state answer (or its failure) arrived. */
  ready: boolean;
  authenticated: boolean;
  accountName: string | null;
  accessibleCategoryIds: ReadonlySet<number>;
  categoryAccessList: readonly CategoryAccess[];
  state: AuthState;
}

/** The signed-in member (or the visitor) as the shell needs it. */
export function useAuthState(): AuthView {
  const { data, isPending } = useQuery(authStateQuery);
  return useMemo(() => {
    const state = data ?? VISITOR_STATE;
    return {
      ready: !isPending,
      authenticated: state.authenticated,
      accountName: state.creverseAccount?.stdName ?? null,
      accessibleCategoryIds: new Set(state.accessiableCategoryIds),
      categoryAccessList: state.categoryAccessList,
      state,
    };
  }, [data, isPending]);
}

/**
 * Spec 1 §4: every 10 seconds, once the session's expiry (X-Session-Expire) has passed, the app
 * returns to signed out. Mounted once by the app shell.
 */
export function useAuthExpiryWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => {
      const { expireAt } = sessionContext();
      if (expireAt === null || Date.now() < expireAt) return;
      resetToSignedOut(queryClient);
    }, Limits.authCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, [queryClient]);
}

/** A uuid the server refused is read again from the auth state (mounted once by the app shell). */
export function useContextRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setContextRefresher(() => void queryClient.fetchQuery({ ...authStateQuery, staleTime: 0 }));
  }, [queryClient]);
}
