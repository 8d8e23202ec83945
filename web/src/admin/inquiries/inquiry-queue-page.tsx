import { useQuery } from '@tanstack/react-query';
import type { InquiryQueueRow, InquiryQueueSummary } from '@shop/contract/admin-inquiries.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ageDays, ageText } from '../kit/admin-format.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { card, label } from '../kit/admin-styles.ts';
import { FilterBar, pagedRows, useListParams, type FilterField } from '../kit/admin-list.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { InquiryDrawer } from './inquiry-drawer.tsx';
import { StatusBadge } from './inquiry-status-badge.tsx';
import { claimCategoriesQuery, inquiryQueueQuery, type QueueStatus } from './inquiry-queries.ts';

/** The address's filter (its options come with the categories' answer). */
const FILTER_FIELDS = [
  { name: 'category', label: '', kind: 'select', width: 'w-72', options: null },
] satisfies FilterField[];

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
  const { params, filters, page, open, update, apply, setPage, openRow, close } = useListParams<{
    category?: string;
  }>(FILTER_FIELDS);
  const status = (STATUSES.find((s) => s.value === params.get('status'))?.value ??
    '답변대기') as QueueStatus;
  const queue = useQuery(inquiryQueueQuery(status, filters.category ?? '', page));
  const categories = useQuery(claimCategoriesQuery);
  const fields: FilterField[] = [
    {
      ...FILTER_FIELDS[0]!,
      label: t('inquiries.category'),
      all: t('inquiries.allCategories'),
      options: categories.data?.list.map((c) => (
        <option key={c.categoryName} value={c.categoryName}>
          {c.categoryName}
        </option>
      )),
    },
  ];

  const columns: Column<InquiryQueueRow>[] = [
    {
      key: 'id',
      header: t('inquiries.colId'),
      cell: (r) => r.claimWebSiteId,
      className: 'w-20 tabular-nums text-slate-500',
    },
    {
      key: 'category',
      header: t('inquiries.colCategory'),
      cell: (r) => r.categoryName,
      className: 'w-56 text-slate-600',
    },
    {
      key: 'title',
      header: t('inquiries.colTitle'),
      opens: true,
      cell: (r) => (
        <>
          {r.title}
          <span className="mt-0.5 line-clamp-1 block text-xs font-normal text-slate-500">
            {r.preview}
          </span>
        </>
      ),
    },
    {
      key: 'member',
      header: t('inquiries.colMember'),
      cell: (r) => t('inquiries.memberNo', { id: r.memberId }),
      className: 'w-28 text-slate-600',
    },
    {
      key: 'written',
      header: t('inquiries.colWritten'),
      cell: (r) => formatDateTime(r.writeDatetime),
      className: 'w-40 tabular-nums text-slate-600',
    },
    {
      key: 'age',
      header: t('inquiries.colAge'),
      className: 'w-24 tabular-nums',
      cell: (r) => {
        if (r.answerStatusCd === '답변완료') return '–';
        const late = ageDays(r.writeDatetime) > 3;
        return (
          <span className={late ? 'font-semibold text-red-700' : 'text-slate-700'}>
            {ageText(t, r.writeDatetime)}
          </span>
        );
      },
    },
    {
      key: 'status',
      header: t('inquiries.colStatus'),
      cell: (r) => <StatusBadge status={r.answerStatusCd} />,
      className: 'w-24',
    },
  ];

  const toolbar = (
    <>
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
      <FilterBar id="inq" instant fields={fields} filters={filters} onApply={apply} />
    </>
  );

  return (
    <div>
      <PageHeader title={t('inquiries.title')} />
      {queue.data && (
        <Summary
          summary={queue.data.summary}
          onCategory={(c) => update({ category: c, status: '답변대기', page: null })}
        />
      )}
      <AdminTable
        caption={t('inquiries.title')}
        toolbar={toolbar}
        columns={columns}
        rowKey={(r) => r.claimWebSiteId}
        onOpen={(r) => openRow(r.claimWebSiteId)}
        openLabel={(r) => t('inquiries.open', { title: r.title })}
        empty={t('inquiries.empty')}
        {...pagedRows(queue, page, setPage)}
      />
      {open !== null && <InquiryDrawer claimWebSiteId={open} onClose={close} />}
    </div>
  );
}
