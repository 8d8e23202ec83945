import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../ui/icons.tsx';

const SLIDES = [
  { section: 'general-2', altKey: 'general2' },
  { section: 'general-3', altKey: 'general3' },
] as const;
const ADVANCE_MS = 5000;

const control =
  'flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white';

/** Main-page banners (spec 1 §2.5): auto-advance with a pause button, each links to its list. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const total = SLIDES.length;
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
        {SLIDES.map((slide, i) => (
          <div
            key={slide.section}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.carousel.slide', { n: i + 1, total })}
            hidden={i !== index}
          >
            <Link to={`/product-list/${slide.section}`} className="block">
              <img
                src={`/banners/${slide.section}.svg`}
                alt={t(`home.carousel.${slide.altKey}`)}
                width="1200"
                height="240"
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="aspect-[5/2] w-full object-cover object-left xs:aspect-[5/1]"
              />
            </Link>
          </div>
        ))}
      </div>
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
    </section>
  );
}
