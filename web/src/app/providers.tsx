import type { ReactNode } from 'react';
import { DialogHost } from '../ui/dialogs/dialog-host.tsx';

/**
 * The dialog host around the whole app. The shop's query client is provided by its root route
 * (app-shell.tsx), the back office brings its own.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <DialogHost />
    </>
  );
}
