import { useQuery } from '@tanstack/react-query';
import { useMypageText } from './mypage-i18n.ts';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/skeleton.tsx';
import { orderStatisticsQuery } from './member-queries.ts';

function Count({ to, label, count }: { to: string; label: string; count: number | undefined }) {
  const highlighted = (count ?? 0) > 0;
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col items-center justify-center gap-1 rounded-xl px-2 py-3 text-center hover:bg-white/10"
      >
        <span className="text-xs text-brand-100 xs:text-sm">{label}</span>
        {count === undefined ? (
          <Skeleton className="h-7 w-8 bg-white/20" />
        ) : (
          <strong
            data-highlighted={highlighted}
            className={
              highlighted
                ? 'text-2xl font-extrabold text-accent-500'
                : 'text-2xl font-bold text-white/60'
            }
          >
            {count}
          </strong>
        )}
      </Link>
    </li>
  );
}

/** Counts of the last 3 months (spec 1 §2.2); a count above 0 is highlighted. */
export function SummaryBar({ name }: { name: string | null }) {
  const { t } = useMypageText();
  const { data } = useQuery(orderStatisticsQuery);
  return (
    <section
      aria-labelledby="mypage-summary"
      className="grid gap-4 rounded-2xl bg-brand-800 p-5 text-white xs:grid-cols-[1fr_minmax(0,460px)] xs:items-center"
    >
      <div>
        <p className="text-lg font-bold xs:text-xl">{t('summary.hello', { name: name ?? '' })}</p>
        <h2 id="mypage-summary" className="mt-1 text-sm text-brand-100">
          {t('summary.title')}
        </h2>
      </div>
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-white/5">
        <Count to="/mypage/order/list" label={t('summary.orders')} count={data?.orderCount} />
        <Count to="/mypage/revoke/list" label={t('summary.revokes')} count={data?.revokeCount} />
        <Count to="/mypage/claim/list" label={t('summary.claims')} count={data?.claimCount} />
      </ul>
    </section>
  );
}
