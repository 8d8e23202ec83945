import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, BAD_RESPONSE_CODE } from './api-client.ts';
import { reportError } from './error-alerts.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** silentErrors: the caller shows the failure itself (or tolerates it), no alert. */
    queryMeta: { silentErrors?: boolean };
    mutationMeta: { silentErrors?: boolean };
  }
}

/** An error the server declared is an answer, not a hiccup: retrying it changes nothing. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const declared = error instanceof ApiError && error.code !== BAD_RESPONSE_CODE;
  return failureCount < 1 && !declared;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.silentErrors) void reportError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silentErrors) void reportError(error);
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryOnce },
    mutations: { retry: 0 },
  },
});
