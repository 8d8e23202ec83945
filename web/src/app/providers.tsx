import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { DialogHost } from '../ui/dialogs/dialog-host.tsx';
import { queryClient } from './query-client.ts';

/** Query client, translations and the dialog host around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DialogHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
