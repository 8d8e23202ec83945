import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminFaqEntry } from '@shop/contract/admin-faq.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { FilterBar, useListParams, type FilterField } from '../kit/admin-list.tsx';
import { badge, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { FaqDrawer } from './faq-drawer.tsx';
import { faqListQuery } from './faq-queries.ts';

/** The address's filter (its options come with the list's answer). */
const FILTER_FIELDS = [
  { name: 'categoryCd', label: '', kind: 'select', width: 'w-48', options: null },
] satisfies FilterField[];

/** /admin/faq: the FAQ entries by category, with their order and TOP 10 place. */
export function FaqPage() {
  const { t } = useContentText();
  useAdminTitle(t('faq.title'));
  const { filters, open, apply, openRow, close } = useListParams<{ categoryCd?: string }>(
    FILTER_FIELDS,
  );
  const list = useQuery(faqListQuery(filters.categoryCd));
  const categories = list.data?.categories ?? [];
  const fields: FilterField[] = [
    {
      ...FILTER_FIELDS[0]!,
      label: t('faq.category'),
      options: categories.map((c) => (
        <option key={c.categoryCd} value={c.categoryCd}>
          {c.name}
        </option>
      )),
    },
  ];
  const [creating, setCreating] = useState(false);
  const opened = list.data?.list.find((e) => e.faqId === open);

  const columns: Column<AdminFaqEntry>[] = [
    { key: 'title', header: t('faq.question'), cell: (e) => e.title },
    { key: 'category', header: t('faq.category'), cell: (e) => e.categoryName },
    {
      key: 'order',
      header: t('faq.sortOrder'),
      cell: (e) => e.sortOrder,
      className: 'text-right tabular-nums',
    },
    {
      key: 'top10',
      header: t('faq.top10'),
      cell: (e) =>
        e.top10Rank === null ? (
          '-'
        ) : (
          <span className={`${badge} bg-brand-50 text-brand-800`}>
            {t('faq.rank', { rank: e.top10Rank })}
          </span>
        ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('faq.title')}
        actions={
          <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
            {t('faq.add')}
          </button>
        }
      />
      <AdminTable
        caption={t('faq.title')}
        toolbar={
          list.data && <FilterBar id="fq" fields={fields} filters={filters} onApply={apply} />
        }
        columns={columns}
        rows={list.data?.list}
        rowKey={(e) => e.faqId}
        onOpen={(e) => openRow(e.faqId)}
        openLabel={(e) => t('faq.open', { title: e.title })}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          onRetry: () => void list.refetch(),
        }}
      />
      {opened && (
        <FaqDrawer
          key={opened.faqId}
          entry={opened}
          categories={categories}
          defaultCategory={filters.categoryCd}
          onClose={close}
        />
      )}
      {creating && (
        <FaqDrawer
          entry={null}
          categories={categories}
          defaultCategory={filters.categoryCd}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            openRow(id);
          }}
        />
      )}
    </div>
  );
}
