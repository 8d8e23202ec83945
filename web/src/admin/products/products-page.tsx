import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCategory, AdminProductRow } from '@shop/contract/admin-products.ts';
import { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { CategoryOptions, categoriesInTreeOrder } from './category-options.tsx';
import { ProductDrawer } from './product-drawer.tsx';
import { categoryListQuery, productListQuery, type ProductFilters } from './product-queries.ts';
import { SaleStatusBadge } from './sale-status-badge.tsx';

const TEXT_FILTERS = ['q', 'kind', 'saleStatus'] as const;
const NUMBER_FILTERS = ['categoryId', 'minPrice', 'maxPrice'] as const;

/** The filters in the address, so a reload or a shared link shows the same list. */
function filtersOf(params: URLSearchParams): ProductFilters {
  const f: Record<string, string | number> = {};
  for (const k of TEXT_FILTERS) {
    const v = params.get(k);
    if (v) f[k] = v;
  }
  for (const k of NUMBER_FILTERS) {
    const raw = params.get(k);
    const v = Number(raw);
    if (raw !== null && raw !== '' && Number.isInteger(v) && v >= 0) f[k] = v;
  }
  return f as ProductFilters;
}

function Filters({
  filters,
  categories,
  onApply,
}: {
  filters: ProductFilters;
  categories: AdminCategory[];
  onApply: (f: FormData) => void;
}) {
  const { t } = useProductsText();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply(new FormData(e.currentTarget));
  };
  const select = (name: string, text: string, options: readonly string[], group: string) => (
    <div className="w-32">
      <label htmlFor={`pf-${name}`} className={label}>
        {text}
      </label>
      <select
        id={`pf-${name}`}
        name={name}
        className={input}
        defaultValue={String(filters[name as keyof ProductFilters] ?? '')}
      >
        <option value="">{t('filters.all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${group}.${o}` as 'kinds.book')}
          </option>
        ))}
      </select>
    </div>
  );
  const price = (name: 'minPrice' | 'maxPrice') => (
    <div className="w-32">
      <label htmlFor={`pf-${name}`} className={label}>
        {t(`filters.${name}`)}
      </label>
      <input
        id={`pf-${name}`}
        name={name}
        type="number"
        min={0}
        step={100}
        className={input}
        defaultValue={String(filters[name] ?? '')}
      />
    </div>
  );
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      key={JSON.stringify(filters)}
    >
      <div className="w-64">
        <label htmlFor="pf-q" className={label}>
          {t('filters.q')}
        </label>
        <input id="pf-q" name="q" type="search" className={input} defaultValue={filters.q ?? ''} />
      </div>
      <div className="w-64">
        <label htmlFor="pf-categoryId" className={label}>
          {t('filters.category')}
        </label>
        <select
          id="pf-categoryId"
          name="categoryId"
          className={input}
          defaultValue={String(filters.categoryId ?? '')}
        >
          <option value="">{t('filters.all')}</option>
          <CategoryOptions categories={categories} />
        </select>
      </div>
      {select('kind', t('filters.kind'), ProductKind, 'kinds')}
      {select('saleStatus', t('filters.saleStatus'), SaleStatus, 'saleStatus')}
      {price('minPrice')}
      {price('maxPrice')}
      <button type="submit" className={primaryBtn}>
        {t('filters.apply')}
      </button>
      <button type="button" className={secondaryBtn} onClick={() => onApply(new FormData())}>
        {t('filters.reset')}
      </button>
    </form>
  );
}

/** Products: search and filter, open one to edit it, or add a new one. */
export function ProductsPage() {
  const { t } = useProductsText();
  useAdminTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('open')) || null;
  const [creating, setCreating] = useState(false);
  const list = useQuery(productListQuery(filters, page));
  const categories = useQuery(categoryListQuery);
  const ordered = categories.data ? categoriesInTreeOrder(categories.data.list) : [];

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged);
  };
  const apply = (form: FormData) => {
    const next: Record<string, string | null> = { page: null };
    for (const k of [...TEXT_FILTERS, ...NUMBER_FILTERS]) next[k] = String(form.get(k) ?? '');
    update(next);
  };

  const columns: Column<AdminProductRow>[] = [
    {
      key: 'product',
      header: t('col.product'),
      cell: (p) => (
        <span className="flex items-center gap-3 text-left">
          <img
            src={p.imageUrl}
            alt=""
            width="36"
            height="50"
            className="aspect-[5/7] w-9 shrink-0 rounded bg-slate-100 object-cover ring-1 ring-slate-200"
          />
          <span>
            {p.displayName}
            <span className="block text-xs font-normal text-slate-500">#{p.productId}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'isbn',
      header: t('col.isbn'),
      cell: (p) => p.isbn ?? '-',
      className: 'font-mono text-xs whitespace-nowrap',
    },
    {
      key: 'category',
      header: t('col.category'),
      cell: (p) => p.categoryFullName,
      className: 'text-xs text-slate-600',
    },
    { key: 'kind', header: t('col.kind'), cell: (p) => t(`kinds.${p.kind}`) },
    {
      key: 'price',
      header: t('col.price'),
      cell: (p) => (
        <>
          {p.sellPrice.toLocaleString('ko-KR')}
          {p.markedPrice !== p.sellPrice && (
            <span className="block text-xs text-slate-500 line-through">
              {p.markedPrice.toLocaleString('ko-KR')}
            </span>
          )}
        </>
      ),
      className: 'text-right tabular-nums',
    },
    {
      key: 'status',
      header: t('col.saleStatus'),
      cell: (p) => <SaleStatusBadge status={p.saleStatus} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        actions={
          <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
            {t('add')}
          </button>
        }
      />
      <AdminTable
        caption={t('title')}
        toolbar={<Filters filters={filters} categories={ordered} onApply={apply} />}
        columns={columns}
        rows={list.data?.list}
        rowKey={(p) => p.productId}
        onOpen={(p) => update({ open: String(p.productId) })}
        openLabel={(p) => p.displayName}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          onRetry: () => void list.refetch(),
        }}
        pager={
          list.data && {
            page,
            totalPages: list.data.totalPages,
            totalCount: list.data.totalCount,
            onChange: (p) => update({ page: String(p) }),
          }
        }
      />
      {open && (
        <ProductDrawer
          productId={open}
          categories={ordered}
          onClose={() => update({ open: null })}
        />
      )}
      {creating && (
        <ProductDrawer
          productId={null}
          categories={ordered}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            update({ open: String(id) });
          }}
        />
      )}
    </div>
  );
}
