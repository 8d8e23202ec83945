import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dialogQueue, dismissDialog } from '../ui/dialogs/dialog-store.ts';

afterEach(() => {
  // Testing Library unmounts what a test rendered (it does so by itself only with global hooks)
  cleanup();
  // the dialog queue is the app's one store: a dialog a test left open would be the next one's
  for (const dialog of dialogQueue()) dismissDialog(dialog.id);
});

// `findBy…` waits 1 s by default: a wall-clock budget a busy machine misses (the English texts are
// a lazily loaded chunk, whose import took over a second in a CI run at load ~15). A component
// that never shows the text still fails, later.
configure({ asyncUtilTimeout: 15_000 });
