import { useSyncExternalStore } from 'react';
import { Breakpoints } from '@shop/contract/constants.ts';

/** The spec's large and extra-large widths (from 1264 px, Tailwind's `md:` here). */
const WIDE = `(min-width: ${Breakpoints.md}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideView(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
