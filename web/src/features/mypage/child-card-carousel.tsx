import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMypageText } from './mypage-i18n.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ChildCard } from './child-card.tsx';
import { cardsPerView, clampIndex } from './child-card-rules.ts';
import { buySummaryQuery } from './member-queries.ts';
import { useWideView } from './use-wide-view.ts';

const arrow =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-30';

/**
 * Child cards (spec 1 §2.2): 2 side by side at large widths, else 1; the index stays in range and
 * starts again at the first card when the number of cards changes. The card of the billing
 * page's student is brought into view.
 */
export function ChildCardCarousel({
  title,
  selectedStdId,
  isInstituteAccount,
}: {
  /** The region's name, the section's title in the account's words. */
  title: string;
  selectedStdId: number | null;
  isInstituteAccount: boolean;
}) {
  const { t } = useMypageText();
  const { data: cards, isPending, isError } = useQuery(buySummaryQuery);
  const perView = cardsPerView(useWideView());
  const [index, setIndex] = useState(0);
  const count = cards?.length ?? 0;

  // State adjusted while rendering (React's pattern for "reset when a prop changes").
  const [seen, setSeen] = useState({ count, selectedStdId });
  if (seen.count !== count || seen.selectedStdId !== selectedStdId) {
    setSeen({ count, selectedStdId });
    const selectedIndex = cards?.findIndex((c) => c.stdId === selectedStdId) ?? -1;
    setIndex(selectedIndex >= 0 ? selectedIndex : seen.count !== count ? 0 : index);
  }

  if (isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48 bg-white/20" />
      </div>
    );
  }
  if (isError) {
    return <p className="rounded-xl bg-white/10 p-4 text-sm">{t('children.loadFailed')}</p>;
  }
  if (count === 0) {
    return (
      <div className="rounded-2xl bg-white/10 p-5 text-center">
        <p className="font-semibold">{t('children.empty')}</p>
        <p className="mt-1 text-sm text-brand-100">{t('children.emptyHint')}</p>
      </div>
    );
  }

  const start = clampIndex(index, count, perView);
  const visible = cards.slice(start, start + perView);
  const paged = count > perView;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={title}
      className="flex items-center gap-2 xs:gap-3"
    >
      {paged && (
        <button
          type="button"
          className={arrow}
          onClick={() => setIndex(clampIndex(start - 1, count, perView))}
          disabled={start === 0}
          aria-label={t('children.prev')}
        >
          <ChevronLeftIcon />
        </button>
      )}
      <ul className="grid min-w-0 flex-1 gap-4 md:grid-cols-2" aria-live="polite">
        {visible.map((summary) => (
          <li key={summary.stdId} className="min-w-0">
            <ChildCard
              summary={summary}
              isInstituteAccount={isInstituteAccount}
              selected={summary.stdId === selectedStdId}
            />
          </li>
        ))}
      </ul>
      {paged && (
        <button
          type="button"
          className={arrow}
          onClick={() => setIndex(clampIndex(start + 1, count, perView))}
          disabled={start + perView >= count}
          aria-label={t('children.next')}
        >
          <ChevronRightIcon />
        </button>
      )}
      {paged && (
        <p className="sr-only" aria-live="polite">
          {t('children.position', { n: start + 1, total: count })}
        </p>
      )}
    </div>
  );
}
