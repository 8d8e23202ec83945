import type { ko } from '../i18n/ko.ts';

export type TitleKey = keyof typeof ko.titles;

/** Route handle: the Korean section of the page title '<shop> - <section>'. */
export interface RouteHandle {
  titleKey: TitleKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}
