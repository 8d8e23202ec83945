import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { shopName } from '../../lib/shop-name.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { GreetingCard } from './greeting-card.tsx';

const HomeBelowFold = lazy(() => import('./home-below-fold.tsx'));

/** The main page (spec 1 §2.5). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1200px] space-y-10 px-4 py-6 xs:space-y-14 xs:py-8">
      <h1 className="sr-only">
        {shopName()} {t('titles.home')}
      </h1>
      <div className="space-y-5">
        <BannerCarousel />
        <GreetingCard />
      </div>
      {/* Until it arrives, its place is held: the footer stays below the first screen (no shift). */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-dvh" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
