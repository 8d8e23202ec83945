import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCarouselBanner, BannerState } from '@shop/contract/admin-home-content.ts';
import { useHomeContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useListParams } from '../kit/admin-list.tsx';
import { badge, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { BannerDrawer } from './banner-drawer.tsx';
import { bannerListQuery } from './home-content-queries.ts';

const TONE: Record<BannerState, string> = {
  showing: 'bg-emerald-50 text-emerald-800',
  scheduled: 'bg-sky-50 text-sky-800',
  ended: 'bg-slate-200 text-slate-700',
  off: 'bg-slate-200 text-slate-700',
};

export function BannerStateBadge({ state }: { state: BannerState }) {
  const { t } = useHomeContentText();
  return <span className={`${badge} ${TONE[state]}`}>{t(`bannerState.${state}`)}</span>;
}

/** /admin/banners: the home carousel's banners in their order; open one to edit it. */
export function BannersPage() {
  const { t } = useHomeContentText();
  useAdminTitle(t('banners.title'));
  const { open, openRow, close } = useListParams([]);
  const [creating, setCreating] = useState(false);
  const banners = useQuery(bannerListQuery);
  const opened = banners.data?.list.find((b) => b.bannerId === open);

  const columns: Column<AdminCarouselBanner>[] = [
    {
      key: 'alt',
      header: t('banners.colAlt'),
      cell: (b) => (
        <>
          {b.altText}
          <span className="block text-xs font-normal text-slate-500">#{b.bannerId}</span>
        </>
      ),
    },
    {
      key: 'image',
      header: t('banners.colImage'),
      cell: (b) => (
        <img
          src={b.imageUrl}
          alt=""
          width={200}
          height={40}
          className="h-10 w-50 rounded object-cover object-left ring-1 ring-slate-200"
        />
      ),
    },
    { key: 'link', header: t('banners.colLink'), cell: (b) => b.linkUrl, className: 'break-all' },
    {
      key: 'order',
      header: t('banners.colOrder'),
      cell: (b) => b.sortOrder,
      className: 'text-right tabular-nums',
    },
    {
      key: 'period',
      header: t('banners.colPeriod'),
      cell: (b) => t('banners.period', { start: b.startDate, end: b.endDate }),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'state',
      header: t('banners.colState'),
      cell: (b) => <BannerStateBadge state={b.state} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('banners.title')}
        actions={
          <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
            {t('banners.add')}
          </button>
        }
      />
      <p className="mb-3 text-sm text-slate-600">{t('banners.help')}</p>
      <AdminTable
        caption={t('banners.title')}
        columns={columns}
        rows={banners.data?.list}
        rowKey={(b) => b.bannerId}
        onOpen={(b) => openRow(b.bannerId)}
        openLabel={(b) => t('banners.open', { alt: b.altText })}
        state={{
          isPending: banners.isPending,
          isError: banners.isError,
          onRetry: () => void banners.refetch(),
        }}
      />
      {opened && <BannerDrawer key={opened.bannerId} banner={opened} onClose={close} />}
      {creating && (
        <BannerDrawer
          banner={null}
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
