import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSitePopup } from '@shop/contract/admin-content.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useListParams } from '../kit/admin-list.tsx';
import { primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { PopupDrawer } from './popup-drawer.tsx';
import { popupListQuery } from './popup-queries.ts';
import { PopupStateBadge } from './popup-state-badge.tsx';

/** /admin/popups: every site popup with where it stands today; open one to edit it. */
export function SitePopupsPage() {
  const { t } = useContentText();
  useAdminTitle(t('popups.title'));
  const { open, openRow, close } = useListParams([]);
  const [creating, setCreating] = useState(false);
  const popups = useQuery(popupListQuery);
  const opened = popups.data?.list.find((p) => p.sitePopupId === open);

  const columns: Column<AdminSitePopup>[] = [
    {
      key: 'title',
      header: t('popups.colTitle'),
      cell: (p) => (
        <>
          {p.title}
          <span className="block text-xs font-normal text-slate-500">#{p.sitePopupId}</span>
        </>
      ),
    },
    {
      key: 'period',
      header: t('popups.colPeriod'),
      cell: (p) => t('popups.period', { start: p.startDate, end: p.endDate }),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'state',
      header: t('popups.colState'),
      cell: (p) => <PopupStateBadge state={p.state} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('popups.title')}
        actions={
          <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
            {t('popups.add')}
          </button>
        }
      />
      <p className="mb-3 text-sm text-slate-600">{t('popups.help')}</p>
      <AdminTable
        caption={t('popups.title')}
        columns={columns}
        rows={popups.data?.list}
        rowKey={(p) => p.sitePopupId}
        onOpen={(p) => openRow(p.sitePopupId)}
        openLabel={(p) => t('popups.open', { title: p.title })}
        state={{
          isPending: popups.isPending,
          isError: popups.isError,
          onRetry: () => void popups.refetch(),
        }}
      />
      {opened && <PopupDrawer key={opened.sitePopupId} popup={opened} onClose={close} />}
      {creating && (
        <PopupDrawer
          popup={null}
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
