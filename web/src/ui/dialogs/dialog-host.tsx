import { Suspense, lazy, useSyncExternalStore } from 'react';
import { dialogQueue, subscribeDialogs } from './dialog-store.ts';

// Radix and the dialog views load with the first dialog, not with the page.
const DialogView = lazy(() => import('./dialog-view.tsx'));

/** Shows the first queued alert, confirm or menu-restriction dialog. Mounted once by the app. */
export function DialogHost() {
  const queue = useSyncExternalStore(subscribeDialogs, dialogQueue, dialogQueue);
  const first = queue[0];
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <DialogView key={first.id} request={first} />
    </Suspense>
  );
}
