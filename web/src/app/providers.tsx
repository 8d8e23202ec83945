import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '../ui/dialogs/dialog-host.tsx';
import { queryClient } from './query-client.ts';

/** Query client, translations and the dialog host around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DialogHost />
    </QueryClientProvider>
  );
}
