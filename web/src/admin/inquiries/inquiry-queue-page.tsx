import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { claimWebSiteCategoryChoices } from '@shop/contract/claim.ts';
import type { InquiryQueueSummary } from '@shop/contract/admin-inquiries.ts';
import { adminCall } from '../kit/admin-api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ageDays, ageText } from '../kit/admin-format.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { card, input, label, rowButton, table, td, th } from '../kit/admin-styles.ts';
import { PageHeader, Pager, QueryState } from '../kit/admin-ui.tsx';
import { InquiryDrawer } from './inquiry-drawer.tsx';
import { StatusBadge } from './inquiry-status-badge.tsx';
import { inquiryQueueQuery, type QueueStatus } from './inquiry-queries.ts';

const STATUSES: {
  value: QueueStatus;
  text: 'inquiries.statusWaiting' | 'inquiries.statusAnswered' | 'inquiries.statusAll';
}[] = [
  { value: '답변대기', text: 'inquiries.statusWaiting' },
  { value: '답변완료', text: 'inquiries.statusAnswered' },
  { value: 'all', text: 'inquiries.statusAll' },
];

function Summary({
  summary,
  onCategory,
}: {
  summary: InquiryQueueSummary;
  onCategory: (c: string) => void;
}) {
  const { t } = useAdminText();
  const ages = [
    { text: t('inquiries.ageUnderOneDay'), n: summary.byAge.underOneDay, tone: 'text-slate-900' },
    { text: t('inquiries.ageOneToThree'), n: summary.byAge.oneToThreeDays, tone: 'text-amber-700' },
    { text: t('inquiries.ageOverThree'), n: summary.byAge.overThreeDays, tone: 'text-red-700' },
  ];
  return (
    <div className="mb-5 grid grid-cols-[1fr_2fr] gap-5">
      <section
        className={`${card} p-5`}
        aria-label={t('inquiries.waitingTotal', { count: summary.waiting })}
      >
        <p className="text-sm font-semibold text-slate-600">
          {t('inquiries.waitingTotal', { count: summary.waiting })}
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {ages.map((a) => (
            <div key={a.text} className="rounded-md bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">{a.text}</dt>
              <dd className={`text-2xl font-bold ${a.tone}`}>{a.n}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={`${card} p-5`} aria-labelledby="by-category">
        <h2 id="by-category" className="text-sm font-semibold text-slate-600">
          {t('inquiries.byCategory')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {summary.byCategory.map((c) => (
            <li key={c.categoryName}>
              <button
                type="button"
                onClick={() => onCategory(c.categoryName)}
                className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {c.categoryName} <strong className="ml-1">{c.waiting}</strong>
                <span className="ml-1.5 text-xs text-slate-500">
                  {t('inquiries.oldest', { age: ageText(t, c.oldestWriteDatetime) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The inquiry queue: waiting ones oldest first, counts by age and category, detail drawer. */
export function InquiryQueuePage() {
  const { t } = useAdminText();
  useAdminTitle(t('inquiries.title'));
  const [params, setParams] = useSearchParams();
  const status = (STATUSES.find((s) => s.value === params.get('status'))?.value ??
    '답변대기') as QueueStatus;
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('open')) || null;
  const queue = useQuery(inquiryQueueQuery(status, category, page));
  const categories = useQuery({
    queryKey: ['admin', 'claim-categories'],
    queryFn: () => adminCall(claimWebSiteCategoryChoices),
    staleTime: Infinity,
  });

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged);
  };

  return (
    <div>
      <PageHeader title={t('inquiries.title')} />
      {queue.data && (
        <Summary
          summary={queue.data.summary}
          onCategory={(c) => update({ category: c, status: '답변대기', page: null })}
        />
      )}
      <div className={card}>
        <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 px-4 py-3">
          <fieldset>
            <legend className={label}>{t('inquiries.status')}</legend>
            <div className="flex overflow-hidden rounded-md border border-slate-300">
              {STATUSES.map((s) => (
                <button
                  key={s.value}
                  type="button"
                  aria-pressed={status === s.value}
                  onClick={() =>
                    update({ status: s.value === '답변대기' ? null : s.value, page: null })
                  }
                  className={`px-3.5 py-2 text-sm ${status === s.value ? 'bg-brand-700 font-semibold text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
                >
                  {t(s.text)}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="w-72">
            <label htmlFor="inq-category" className={label}>
              {t('inquiries.category')}
            </label>
            <select
              id="inq-category"
              className={input}
              value={category}
              onChange={(e) => update({ category: e.target.value, page: null })}
            >
              <option value="">{t('inquiries.allCategories')}</option>
              {categories.data?.list.map((c) => (
                <option key={c.categoryName} value={c.categoryName}>
                  {c.categoryName}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryState
          isPending={queue.isPending}
          isError={queue.isError}
          onRetry={() => void queue.refetch()}
        />
        {queue.data && (
          <>
            <table className={table}>
              <thead>
                <tr>
                  <th className={`${th} w-20`}>{t('inquiries.colId')}</th>
                  <th className={`${th} w-56`}>{t('inquiries.colCategory')}</th>
                  <th className={th}>{t('inquiries.colTitle')}</th>
                  <th className={`${th} w-28`}>{t('inquiries.colMember')}</th>
                  <th className={`${th} w-40`}>{t('inquiries.colWritten')}</th>
                  <th className={`${th} w-24`}>{t('inquiries.colAge')}</th>
                  <th className={`${th} w-24`}>{t('inquiries.colStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.list.length === 0 && (
                  <tr>
                    <td colSpan={7} className={`${td} py-10 text-center text-slate-500`}>
                      {t('inquiries.empty')}
                    </td>
                  </tr>
                )}
                {queue.data.list.map((row) => {
                  const waiting = row.answerStatusCd !== '답변완료';
                  const late = waiting && ageDays(row.writeDatetime) > 3;
                  return (
                    <tr
                      key={row.claimWebSiteId}
                      className={rowButton}
                      onClick={() => update({ open: String(row.claimWebSiteId) })}
                    >
                      <td className={`${td} tabular-nums text-slate-500`}>{row.claimWebSiteId}</td>
                      <td className={`${td} text-slate-600`}>{row.categoryName}</td>
                      <td className={td}>
                        <button
                          type="button"
                          className="text-left font-semibold text-slate-900 hover:underline"
                          aria-label={t('inquiries.open', { title: row.title })}
                          onClick={(e) => {
                            e.stopPropagation();
                            update({ open: String(row.claimWebSiteId) });
                          }}
                        >
                          {row.title}
                        </button>
                        <p className="mt-0.5 line-clamp-1 text-xs text-slate-500">{row.preview}</p>
                      </td>
                      <td className={`${td} text-slate-600`}>
                        {t('inquiries.memberNo', { id: row.memberId })}
                      </td>
                      <td className={`${td} tabular-nums text-slate-600`}>
                        {formatDateTime(row.writeDatetime)}
                      </td>
                      <td
                        className={`${td} tabular-nums ${late ? 'font-semibold text-red-700' : 'text-slate-700'}`}
                      >
                        {waiting ? ageText(t, row.writeDatetime) : '–'}
                      </td>
                      <td className={td}>
                        <StatusBadge status={row.answerStatusCd} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Pager
              page={page}
              totalPages={queue.data.totalPages}
              totalCount={queue.data.totalCount}
              onChange={(p) => update({ page: String(p) })}
            />
          </>
        )}
      </div>
      {open !== null && (
        <InquiryDrawer claimWebSiteId={open} onClose={() => update({ open: null })} />
      )}
    </div>
  );
}
