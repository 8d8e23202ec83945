import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { homeBanners, type HomeBanner } from '@shop/contract/home-content.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { callApi } from '../../lib/api-client.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../ui/icons.tsx';

const ADVANCE_MS = 5000;
const FRAME = 'aspect-[5/2] w-full xs:aspect-[5/1]';

export const homeBannersQuery = {
  queryKey: ['home-banners'],
  queryFn: async () => (await callApi(homeBanners)).list,
  staleTime: 5 * 60 * 1000,
} as const;

/** A banner's link: a path of the shop through the router, an https address in a new tab. */
function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className="block">
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="block">
      {children}
    </a>
  );
}

const control =
  'flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white';

/**
 * Main-page banners (spec 1 §2.5): those staff switched on whose period holds now, in their
 * order (decision 0431). Its frame is held while they load; with none, nothing is shown.
 */
export function BannerCarousel() {
  const banners = useQuery(homeBannersQuery);
  if (banners.isPending) {
    return <div aria-hidden="true" className={`${FRAME} rounded-2xl bg-slate-100`} />;
  }
  if (!banners.data?.length) return null;
  return <Slides slides={banners.data} />;
}

function Slides({ slides }: { slides: HomeBanner[] }) {
  const { t } = useTranslation();
  const [current, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const total = slides.length;
  const index = current % total;
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % total), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, total]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      className="relative overflow-hidden rounded-2xl bg-brand-900"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.bannerId}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.carousel.slide', { n: i + 1, total })}
            hidden={i !== index}
          >
            <BannerLink href={slide.linkUrl}>
              <img
                src={slide.imageUrl}
                alt={slide.altText}
                width="1200"
                height="240"
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className={`${FRAME} object-cover object-left`}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="absolute top-3 right-3 flex items-center gap-1.5 xs:top-auto xs:bottom-3">
          <button
            type="button"
            className={control}
            onClick={() => go(-1)}
            aria-label={t('home.carousel.prev')}
          >
            <ChevronLeftIcon size={16} />
          </button>
          <span className="rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white tabular-nums">
            {t('home.carousel.slide', { n: index + 1, total })}
          </span>
          <button
            type="button"
            className={control}
            onClick={() => go(1)}
            aria-label={t('home.carousel.next')}
          >
            <ChevronRightIcon size={16} />
          </button>
          <button
            type="button"
            className={control}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
          >
            {playing ? <PauseIcon size={16} /> : <PlayIcon size={14} />}
          </button>
        </div>
      )}
    </section>
  );
}
