import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminProductRow } from '@shop/contract/admin-products.ts';
import { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import {
  FilterBar,
  optionsOf,
  pagedRows,
  useListParams,
  type FilterField,
} from '../kit/admin-list.tsx';
import { moneyCell, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { CategoryOptions, categoriesInTreeOrder } from './category-options.tsx';
import { ProductCsvDialog } from './product-csv-dialog.tsx';
import { ProductDrawer } from './product-drawer.tsx';
import {
  categoryListQuery,
  downloadProductCsv,
  productListQuery,
  type ProductFilters,
} from './product-queries.ts';
import { SaleStatusBadge } from './sale-status-badge.tsx';
import { formatWon } from '../../lib/format.ts';

/** Products: search and filter, open one to edit it, or add a new one. */
export function ProductsPage() {
  const { t } = useProductsText();
  useAdminTitle(t('title'));
  const categories = useQuery(categoryListQuery);
  const ordered = categories.data ? categoriesInTreeOrder(categories.data.list) : [];
  const fields: FilterField[] = [
    { name: 'q', label: t('filters.q'), kind: 'search', width: 'w-64' },
    {
      name: 'categoryId',
      label: t('filters.category'),
      kind: 'select',
      numeric: true,
      width: 'w-64',
      options: <CategoryOptions categories={ordered} />,
    },
    {
      name: 'kind',
      label: t('filters.kind'),
      kind: 'select',
      width: 'w-32',
      options: optionsOf(ProductKind, (k) => t(`kinds.${k as ProductKind}`)),
    },
    {
      name: 'saleStatus',
      label: t('filters.saleStatus'),
      kind: 'select',
      width: 'w-32',
      options: optionsOf(SaleStatus, (s) => t(`saleStatus.${s as SaleStatus}`)),
    },
    ...(['minPrice', 'maxPrice'] as const).map((name): FilterField => ({
      name,
      label: t(`filters.${name}`),
      kind: 'number',
      step: 100,
      width: 'w-32',
    })),
  ];
  const { filters, page, open, apply, setPage, openRow, close } =
    useListParams<ProductFilters>(fields);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useQuery(productListQuery(filters, page));

  /** The CSV of the products the filters show (every page). */
  const onExport = () => {
    setExporting(true);
    setExportError(null);
    downloadProductCsv(filters)
      .catch((err: unknown) => setExportError(err instanceof Error ? err.message : String(err)))
      .finally(() => setExporting(false));
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
          {formatWon(p.sellPrice)}
          {p.markedPrice !== p.sellPrice && (
            <span className="block text-xs text-slate-500 line-through">
              {formatWon(p.markedPrice)}
            </span>
          )}
        </>
      ),
      className: moneyCell,
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
          <>
            <button type="button" className={secondaryBtn} onClick={onExport} disabled={exporting}>
              {exporting ? t('csv.exporting') : t('csv.export')}
            </button>
            <button type="button" className={secondaryBtn} onClick={() => setImporting(true)}>
              {t('csv.import')}
            </button>
            <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
              {t('add')}
            </button>
          </>
        }
      />
      {exportError && (
        <p role="alert" className="mb-4 text-sm font-semibold text-red-700">
          {exportError}
        </p>
      )}
      <AdminTable
        caption={t('title')}
        toolbar={<FilterBar id="pf" fields={fields} filters={filters} onApply={apply} />}
        columns={columns}
        rowKey={(p) => p.productId}
        onOpen={(p) => openRow(p.productId)}
        openLabel={(p) => p.displayName}
        {...pagedRows(list, page, setPage)}
      />
      {importing && <ProductCsvDialog onClose={() => setImporting(false)} />}
      {open && <ProductDrawer productId={open} categories={ordered} onClose={close} />}
      {creating && (
        <ProductDrawer
          productId={null}
          categories={ordered}
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
