import type { ko } from '../i18n/ko.ts';

export type TitleKey = keyof typeof ko.titles;

/** Route handle: the Korean section of the page title '<shop> - <section>'. */
export interface RouteHandle {
  titleKey: TitleKey;
  /**
   * The pay page and the payment results: no site popup over them, and on a phone the page
   * comes before the my-page summary (issue 16 item 7).
   */
  paymentPage?: true;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The route's page title (its handle). */
export const titled = (titleKey: TitleKey) => ({
  handle: { titleKey } satisfies RouteHandle,
});
