import { useTranslation } from '../i18n/i18n.ts';
import type { RouteObject } from 'react-router';
import type { ko } from '../i18n/ko.ts';
import { PlaceholderPage } from '../ui/placeholder-page.tsx';

export type TitleKey = keyof typeof ko.titles;
type IssueKey = keyof typeof ko.placeholder.issues;

/** Route handle: the Korean section of the page title '<shop> - <section>'. */
export interface RouteHandle {
  titleKey: TitleKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

function AreaPlaceholder({ titleKey, issue }: { titleKey: TitleKey; issue: IssueKey }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage area={t(`titles.${titleKey}`)} issue={t(`placeholder.issues.${issue}`)} />
  );
}

/** A route whose page another issue builds: titled, and showing which issue brings it. */
export function placeholder(titleKey: TitleKey, issue: IssueKey): RouteObject {
  return {
    handle: { titleKey } satisfies RouteHandle,
    Component: () => <AreaPlaceholder titleKey={titleKey} issue={issue} />,
  };
}
