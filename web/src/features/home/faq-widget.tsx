import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { Limits } from '@shop/contract/constants.ts';
import { faqListOfCategory } from '@shop/contract/faq.ts';
import { callApi } from '../../lib/api-client.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

const CATEGORIES = ['PRODUCT', 'ORDER', 'DELIVERY'] as const;
type FaqTab = (typeof CATEGORIES)[number];

function FaqTitles({ category }: { category: FaqTab }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['faq-list-of-category', category, Limits.faqWidgetEntries],
    queryFn: () =>
      callApi(faqListOfCategory, { query: { category, limit: Limits.faqWidgetEntries } }),
  });
  if (isPending) {
    return (
      <div className="space-y-3 py-2" aria-hidden="true">
        {Array.from({ length: Limits.faqWidgetEntries }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    );
  }
  if (isError && !data) {
    return (
      <LoadFailed
        message={t('home.faq.failed')}
        onRetry={() => void refetch()}
        className="py-6 text-sm"
      />
    );
  }
  const entries = data?.list.slice(0, Limits.faqWidgetEntries) ?? [];
  if (!entries.length)
    return <p className="py-6 text-center text-sm text-slate-600">{t('home.faq.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.faqId}>
          <Link
            to={`/cs/faq?categoryCd=${encodeURIComponent(category)}&faqId=${entry.faqId}`}
            className="flex gap-3 py-3 text-[15px] text-slate-800 hover:text-brand-700"
          >
            <span aria-hidden="true" className="font-bold text-brand-700">
              Q
            </span>
            <span className="line-clamp-1">{entry.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** FAQ widget (spec 1 §2.5): three category tabs, up to 5 titles each. */
export function FaqWidget() {
  const { t } = useTranslation();
  const [active, setActive] = useState<FaqTab>('PRODUCT');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (CATEGORIES.indexOf(active) + step + CATEGORIES.length) % CATEGORIES.length;
    setActive(CATEGORIES[next] ?? 'PRODUCT');
    tabs.current[next]?.focus();
  };

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="rounded-2xl border border-slate-200 p-5 xs:p-6"
    >
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={`${baseId}-title`} className="text-lg font-bold text-slate-900">
          {t('home.faq.title')}
        </h2>
        <Link
          to={`/cs/faq?categoryCd=${active}`}
          className="text-sm text-slate-600 hover:text-brand-700"
        >
          {t('home.faq.more')}
        </Link>
      </div>
      <div
        role="tablist"
        aria-label={t('home.faq.title')}
        className="flex gap-2"
        onKeyDown={onKeyDown}
      >
        {CATEGORIES.map((category, i) => (
          <button
            key={category}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${category}`}
            aria-selected={active === category}
            aria-controls={`${baseId}-panel`}
            tabIndex={active === category ? 0 : -1}
            onClick={() => setActive(category)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
              active === category
                ? 'bg-brand-700 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {t(`home.faq.tabs.${category}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="mt-3"
      >
        <FaqTitles category={active} />
      </div>
    </section>
  );
}
