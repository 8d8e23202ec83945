import type { Location } from 'react-router';

interface RouterView {
  state: { initialized: boolean; location: Location };
}
let router: RouterView | undefined;

/** The guards need the location being left, to cancel a navigation by staying there. */
export function attachRouter(view: RouterView): void {
  router = view;
}

export function attachedRouter(): RouterView | undefined {
  return router;
}
