import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminSupportDownload } from '@shop/contract/admin-documents.ts';
import {
  DOWNLOAD_CATES,
  SUPPORT_BOOK_TABS,
  type DownloadCate,
} from '@shop/contract/support-downloads.ts';
import { formatDate } from '../../lib/format.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { adminDownloadsQuery, useOrderDownloads } from './document-queries.ts';
import { DownloadDrawer } from './download-drawer.tsx';

const tabLabel = (cate: DownloadCate) =>
  SUPPORT_BOOK_TABS.find((tab) => tab.cate === cate)?.label ?? 'MP3';

/** /admin/downloads: one tab's learning-support downloads (decision 0437): add, edit, order. */
export function DownloadsPage() {
  const { t } = useContentText();
  useAdminTitle(t('downloads.title'));
  const [cate, setCate] = useState<DownloadCate>('Book1A');
  const downloads = useQuery(adminDownloadsQuery(cate));
  const order = useOrderDownloads();
  const [items, setItems] = useState<AdminSupportDownload[] | null>(null);
  const [open, setOpen] = useState<AdminSupportDownload | 'new' | null>(null);
  useEffect(() => setItems(downloads.data?.list ?? null), [downloads.data]);

  const list = items ?? [];
  const saved = downloads.data?.list.map((d) => d.downloadId).join() ?? '';
  const dirty = list.map((d) => d.downloadId).join() !== saved;
  const move = (from: number, to: number) => {
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setItems(next);
  };

  const columns: Column<AdminSupportDownload>[] = [
    {
      key: 'order',
      header: t('downloads.colOrder'),
      cell: (d) => {
        const i = list.indexOf(d);
        return (
          <span className="flex items-center gap-1">
            <span className="w-8 tabular-nums">{i + 1}</span>
            <button
              type="button"
              className={`${secondaryBtn} px-2 py-0.5`}
              disabled={i === 0}
              aria-label={t('downloads.up', { name: d.name })}
              onClick={() => move(i, i - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={`${secondaryBtn} px-2 py-0.5`}
              disabled={i === list.length - 1}
              aria-label={t('downloads.down', { name: d.name })}
              onClick={() => move(i, i + 1)}
            >
              ↓
            </button>
          </span>
        );
      },
    },
    { key: 'name', header: t('downloads.colName'), cell: (d) => d.name, opens: true },
    { key: 'kind', header: t('downloads.colKind'), cell: (d) => t(`downloads.kinds.${d.kind}`) },
    {
      key: 'file',
      header: t('downloads.colFile'),
      cell: (d) => (d.uploaded ? t('downloads.uploaded') : t('downloads.drawn')),
    },
    {
      key: 'updated',
      header: t('downloads.colUpdated'),
      cell: (d) => formatDate(d.updatedAt),
      className: 'tabular-nums whitespace-nowrap',
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('downloads.title')}
        actions={
          <>
            <button
              type="button"
              className={secondaryBtn}
              disabled={!dirty || order.isPending}
              onClick={() => order.mutate({ cate, downloadIds: list.map((d) => d.downloadId) })}
            >
              {order.isPending ? t('downloads.savingOrder') : t('downloads.saveOrder')}
            </button>
            <button type="button" className={primaryBtn} onClick={() => setOpen('new')}>
              {t('downloads.add')}
            </button>
          </>
        }
      />
      <p className="mb-3 text-sm text-slate-600">{t('downloads.help')}</p>
      {order.isSuccess && !dirty && (
        <p role="status" className="mb-3 text-sm text-emerald-700">
          {t('downloads.orderSaved')}
        </p>
      )}
      <AdminTable
        caption={t('downloads.title')}
        toolbar={
          <div className="w-48">
            <label htmlFor="download-cate" className={label}>
              {t('downloads.tab')}
            </label>
            <select
              id="download-cate"
              className={input}
              value={cate}
              onChange={(e) => setCate(e.target.value as DownloadCate)}
            >
              {DOWNLOAD_CATES.map((c) => (
                <option key={c} value={c}>
                  {tabLabel(c)}
                </option>
              ))}
            </select>
          </div>
        }
        columns={columns}
        rows={items ?? undefined}
        rowKey={(d) => d.downloadId}
        onOpen={(d) => setOpen(d)}
        openLabel={(d) => t('downloads.open', { name: d.name })}
        state={{
          isPending: downloads.isPending,
          isError: downloads.isError,
          onRetry: () => void downloads.refetch(),
        }}
      />
      {open && (
        <DownloadDrawer
          key={open === 'new' ? `new-${cate}` : open.downloadId}
          cate={cate}
          download={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
