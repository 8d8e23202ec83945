import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Limits } from '@shop/contract/common.ts';
import { RevokeMessage } from '@shop/contract/revoke.ts';
import { type RevokeListRow } from '@shop/contract/revoke-views.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { DateText } from '../../ui/date-text.tsx';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { Paginator } from '../../ui/paginator.tsx';
import { Price } from '../../ui/price.tsx';
import { monthsBack, seoulToday } from '../../lib/format.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ProgressBadge, Thumb } from './revoke-parts.tsx';
import { revokeListQuery } from './revoke-queries.ts';
import { useRevokeText } from './revoke-i18n.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

/** Spec 3 §9: the default period is 3 months; shortcuts 3 months, 6 months, 1 year. */
const SHORTCUTS = [3, 6, 12] as const;
const DEFAULT_MONTHS = 3;
const ymd = /^\d{4}-\d{2}-\d{2}$/;

function RevokeRow({ row }: { row: RevokeListRow }) {
  const { t } = useRevokeText();
  const labels = useProgressLabels();
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 sm:grid-cols-[auto_minmax(0,1fr)_8rem_8rem] sm:items-center">
      <Thumb src={row.imageUrl} />
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span>
            {t('common.revokeId')} {row.revokeId}
          </span>
          <span>
            {t('common.orderId')} {row.orderId}
          </span>
          <DateText value={row.revokeReceiptDatetime} />
        </p>
        <Link
          to={`/mypage/revoke/detail/${row.revokeId}`}
          className="block font-semibold wrap-break-word text-slate-900 underline-offset-2 hover:underline"
          aria-label={`${row.productSummary} — ${t('list.detail', { revokeId: row.revokeId })}`}
        >
          <span className="mr-1.5 text-brand-700">[{labels.revokeType(row.revokeTypeCd)}]</span>
          {row.productSummary}
        </Link>
      </div>
      <p className="col-start-2 text-sm sm:col-start-auto sm:text-right">
        <span className="text-slate-600 sm:sr-only">{t('list.refundTotal')} </span>
        <Price amount={row.refundTotal} className="font-bold text-slate-900" />
      </p>
      <p className="col-start-2 sm:col-start-auto sm:text-center">
        <span className="sr-only">{t('common.progress')} </span>
        <ProgressBadge code={row.revokeProgressCd} />
      </p>
    </li>
  );
}

/** /mypage/revoke/list?page&startDate&endDate (spec 3 §2): period, rows, 9 visible pages. */
export function RevokeListPage() {
  const { t } = useRevokeText();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const fromQuery = (key: string, fallback: string) => {
    const value = params.get(key);
    return value && ymd.test(value) ? value : fallback;
  };
  const startDate = fromQuery('startDate', monthsBack(DEFAULT_MONTHS));
  const endDate = fromQuery('endDate', seoulToday());
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(endDate);
  useEffect(() => {
    setStart(startDate);
    setEnd(endDate);
  }, [startDate, endDate]);
  const { data, isPending, isError, refetch } = useQuery(revokeListQuery(page, startDate, endDate));

  const search = async (s: string, e: string) => {
    if (e < s) return alertDialog(refusalText(RevokeMessage.endBeforeStart));
    setParams({ page: '1', startDate: s, endDate: e });
  };
  const today = seoulToday();
  const activeShortcut = SHORTCUTS.find((m) => startDate === monthsBack(m) && endDate === today);

  return (
    <section aria-labelledby="revoke-list-title" className="space-y-4">
      <h2 id="revoke-list-title" className="text-xl font-bold text-slate-900">
        {t('list.title')}
      </h2>
      <form
        role="search"
        aria-label={t('list.period')}
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void search(start, end);
        }}
      >
        <div role="group" aria-label={t('list.period')} className="grid grid-cols-3 gap-2 sm:flex">
          {SHORTCUTS.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={activeShortcut === m}
              className={`${secondaryButton} ${activeShortcut === m ? 'border-brand-700 bg-brand-50 text-brand-800' : ''}`}
              onClick={() => void search(monthsBack(m), today)}
            >
              {m === 12 ? t('list.year') : t('list.months', { count: m })}
            </button>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:items-end">
          <label className="text-sm text-slate-700">
            {t('list.start')}
            <input
              type="date"
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-2"
              value={start}
              max={today}
              onChange={(e) => setStart(e.target.value)}
            />
          </label>
          <label className="text-sm text-slate-700">
            {t('list.end')}
            <input
              type="date"
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-2"
              value={end}
              max={today}
              onChange={(e) => setEnd(e.target.value)}
            />
          </label>
        </div>
        <button type="submit" className={`${primaryButton} sm:ml-auto`}>
          {t('list.search')}
        </button>
      </form>

      {data && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('list.total', { count: data.totalCount })}
        </p>
      )}
      {isPending && <Skeleton className="h-40 w-full rounded-2xl" />}
      {isError && (
        <div
          role="alert"
          className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-sm"
        >
          <p>{t('common.loadFailed')}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => void refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && data.list.length === 0 && (
        <p className="rounded-2xl border border-slate-200 bg-white p-10 text-center text-slate-600">
          {t('list.empty')}
        </p>
      )}
      {data && data.list.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {data.list.map((row) => (
            <RevokeRow key={row.revokeId} row={row} />
          ))}
        </ul>
      )}
      {data && (
        <Paginator
          page={page}
          totalPages={data.totalPages}
          visiblePages={Limits.revokeListVisiblePages}
          onChange={(p) => setParams({ page: String(p), startDate, endDate })}
        />
      )}
    </section>
  );
}
