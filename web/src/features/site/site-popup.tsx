import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { sitePopupCheck } from '@shop/contract/site.ts';
import { Breakpoints } from '@shop/contract/constants.ts';
import { callApi } from '../../lib/api-client.ts';

const SitePopupDialog = lazy(() => import('../../ui/dialogs/site-popup-dialog.tsx'));

const hiddenKey = (id: number) => `popup-hidden-${id}`;
/** Closed with '닫기': not again until the next page load, even if the layout remounts. */
const closedThisLoad = new Set<number>();

function isHidden(id: number): boolean {
  try {
    return localStorage.getItem(hiddenKey(id)) !== null;
  } catch {
    return false;
  }
}

function isMobileDevice(): boolean {
  return (
    window.matchMedia(`(max-width: ${Breakpoints.xs}px)`).matches ||
    /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent)
  );
}

/** The site popup (spec 1 §4): once per page load, unless hidden for good in this browser. */
export function SitePopup() {
  const [, setClosedCount] = useState(0);
  const { data } = useQuery({
    queryKey: ['site-popup'],
    queryFn: () => callApi(sitePopupCheck),
    staleTime: Infinity,
    meta: { silentErrors: true },
  });
  const id = data?.sitePopupId ?? null;
  if (id === null || closedThisLoad.has(id) || isHidden(id)) return null;
  const html = isMobileDevice()
    ? (data?.htmlMobile ?? data?.htmlContents)
    : (data?.htmlContents ?? data?.htmlMobile);
  if (!html) return null;

  const close = (forever: boolean) => {
    if (forever) {
      try {
        localStorage.setItem(hiddenKey(id), '1');
      } catch {
        // Without storage it is hidden for this page load only.
      }
    }
    closedThisLoad.add(id);
    setClosedCount((n) => n + 1);
  };

  return (
    <Suspense fallback={null}>
      <SitePopupDialog html={html} onClose={() => close(false)} onHideForever={() => close(true)} />
    </Suspense>
  );
}
