import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Outlet, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';
import { useAuthExpiryWatch, useContextRefresh } from '../lib/use-auth-state.ts';
import { isRouteHandle } from './route-handle.ts';
import { shopName } from '../lib/shop-name.ts';

/** Sets '<shop name> - <section>' from the deepest route that names its section. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).findLast(isRouteHandle);
  const section = handle ? t(`titles.${handle.titleKey}`) : undefined;
  useEffect(() => {
    document.title = section ? `${shopName()} - ${section}` : shopName();
  }, [section]);
}

/**
 * Every navigation starts at the top (spec 1 §2.1). A guard that cancels a navigation replaces
 * the current entry with itself; that one keeps the scroll position.
 */
function useScrollToTopOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location.pathname + location.search);
  useEffect(() => {
    const href = location.pathname + location.search;
    const sameReplace = navigationType === 'REPLACE' && href === previous.current;
    previous.current = href;
    if (!sameReplace) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.search, navigationType]);
}

function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5">
      {busy && (
        <>
          <div className="h-full w-1/3 animate-pulse bg-accent-500" aria-hidden="true" />
          <span className="sr-only">{t('nav.loading')}</span>
        </>
      )}
    </div>
  );
}

/** Wraps every route: title, scroll, the session-expiry watch and the loading bar. */
export function AppRoot() {
  useDocumentTitle();
  useScrollToTopOnNavigation();
  useAuthExpiryWatch();
  useContextRefresh();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
