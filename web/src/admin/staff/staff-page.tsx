import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffAccount } from '@shop/contract/admin-staff.ts';
import { formatDateTime } from '../../lib/format.ts';
import { codeText, useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useStaffSession } from '../kit/admin-session.ts';
import { badge, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { CreateStaffDrawer, StaffDrawer } from './staff-drawers.tsx';
import { staffListQuery } from './staff-queries.ts';

function StateBadges({ account }: { account: StaffAccount }) {
  const { t } = useAdminText();
  return (
    <span className="flex flex-wrap gap-1">
      {account.disabled ? (
        <span className={`${badge} bg-slate-200 text-slate-700`}>{t('staff.disabled')}</span>
      ) : (
        <span className={`${badge} bg-emerald-50 text-emerald-800`}>{t('staff.active')}</span>
      )}
      {account.lockedUntil && (
        <span className={`${badge} bg-red-50 text-red-800`}>
          {t('staff.locked', { time: formatDateTime(account.lockedUntil).slice(11) })}
        </span>
      )}
      {account.mustChangePassword && (
        <span className={`${badge} bg-amber-100 text-amber-900`}>{t('staff.mustChange')}</span>
      )}
    </span>
  );
}

/** Staff accounts (administrators): list, add, role, disable, password reset. */
export function StaffPage() {
  const { t } = useAdminText();
  useAdminTitle(t('staff.title'));
  const { state } = useStaffSession();
  const list = useQuery(staffListQuery);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const open = list.data?.list.find((s) => s.staffId === openId);
  const columns: Column<StaffAccount>[] = [
    {
      key: 'name',
      header: t('staff.colName'),
      cell: (s) => (
        <>
          {s.name}
          {s.staffId === state?.staff.staffId && (
            <span className="ml-2 text-xs font-normal text-slate-500">{t('staff.self')}</span>
          )}
        </>
      ),
    },
    {
      key: 'login',
      header: t('staff.colLogin'),
      cell: (s) => s.loginId,
      className: 'font-mono text-xs',
    },
    { key: 'role', header: t('staff.colRole'), cell: (s) => codeText(t, 'roles', s.role) },
    { key: 'state', header: t('staff.colState'), cell: (s) => <StateBadges account={s} /> },
    {
      key: 'last',
      header: t('staff.colLastSignIn'),
      cell: (s) => (s.lastSignInAt ? formatDateTime(s.lastSignInAt) : t('staff.never')),
      className: 'tabular-nums text-slate-600',
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('staff.title')}
        actions={
          <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
            {t('staff.add')}
          </button>
        }
      />
      <AdminTable
        caption={t('staff.title')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(s) => s.staffId}
        onOpen={(s) => setOpenId(s.staffId)}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          onRetry: () => void list.refetch(),
        }}
      />
      {open && <StaffDrawer account={open} onClose={() => setOpenId(null)} />}
      {creating && <CreateStaffDrawer onClose={() => setCreating(false)} />}
    </div>
  );
}
