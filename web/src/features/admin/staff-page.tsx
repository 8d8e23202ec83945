import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffAccount } from '@shop/contract/admin-staff.ts';
import { formatDateTime } from './admin-format.ts';
import { codeText, useAdminText } from './admin-i18n.ts';
import { useAdminTitle } from './admin-layout.tsx';
import { useStaffSession } from './admin-session.ts';
import { badge, card, primaryBtn, rowButton, table, td, th } from './admin-styles.ts';
import { PageHeader, QueryState } from './admin-ui.tsx';
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
      <div className={card}>
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
        />
        {list.data && (
          <table className={table}>
            <thead>
              <tr>
                <th className={th}>{t('staff.colName')}</th>
                <th className={th}>{t('staff.colLogin')}</th>
                <th className={th}>{t('staff.colRole')}</th>
                <th className={th}>{t('staff.colState')}</th>
                <th className={th}>{t('staff.colLastSignIn')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((s) => (
                <tr key={s.staffId} className={rowButton} onClick={() => setOpenId(s.staffId)}>
                  <td className={td}>
                    <button
                      type="button"
                      className="font-semibold text-slate-900 hover:underline"
                      onClick={(e) => {
                        e.stopPropagation();
                        setOpenId(s.staffId);
                      }}
                    >
                      {s.name}
                    </button>
                    {s.staffId === state?.staff.staffId && (
                      <span className="ml-2 text-xs text-slate-500">{t('staff.self')}</span>
                    )}
                  </td>
                  <td className={`${td} font-mono text-xs`}>{s.loginId}</td>
                  <td className={td}>{codeText(t, 'roles', s.role)}</td>
                  <td className={td}>
                    <StateBadges account={s} />
                  </td>
                  <td className={`${td} tabular-nums text-slate-600`}>
                    {s.lastSignInAt ? formatDateTime(s.lastSignInAt) : t('staff.never')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {open && <StaffDrawer account={open} onClose={() => setOpenId(null)} />}
      {creating && <CreateStaffDrawer onClose={() => setCreating(false)} />}
    </div>
  );
}
