import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from './app-root.tsx';
import { queryClient } from '../lib/query-client.ts';

/**
 * Every shop route's frame: the query client (TanStack Query and, through the contract, zod come
 * with it) around title, scroll, session watch and the loading bar. The router loads it together
 * with the first page's code, not in the entry (decision 0015).
 */
export function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoot />
    </QueryClientProvider>
  );
}
