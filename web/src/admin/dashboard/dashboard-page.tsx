import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { codeText, useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useStaffSession } from '../kit/admin-session.ts';
import { card, primaryBtn } from '../kit/admin-styles.ts';
import { PageHeader } from '../kit/admin-ui.tsx';
import { inquiryQueueQuery } from '../inquiries/inquiry-queries.ts';

function WaitingInquiries() {
  const { t } = useAdminText();
  const { data } = useQuery(inquiryQueueQuery('답변대기', '', 1));
  const summary = data?.summary;
  return (
    <section className={`${card} p-6`} aria-labelledby="dash-waiting">
      <h2 id="dash-waiting" className="text-sm font-semibold text-slate-600">
        {t('dashboard.waiting')}
      </h2>
      <p className="mt-2 text-4xl font-bold text-slate-900">{summary?.waiting ?? '–'}</p>
      <p className="mt-1 text-sm text-slate-600">
        {t('dashboard.overThreeDays')}:{' '}
        <strong className={summary?.byAge.overThreeDays ? 'text-red-700' : undefined}>
          {summary?.byAge.overThreeDays ?? '–'}
        </strong>
      </p>
      <Link to="/admin/inquiries" className={`${primaryBtn} mt-4`}>
        {t('dashboard.openQueue')}
      </Link>
    </section>
  );
}

/** Greeting, the role's permissions and the queue that waits for it. */
export function DashboardPage() {
  const { t } = useAdminText();
  useAdminTitle(t('dashboard.title'));
  const { state, can } = useStaffSession();
  if (!state) return null;
  return (
    <div>
      <PageHeader title={t('dashboard.greeting', { name: state.staff.name })} />
      <div className="grid grid-cols-3 gap-5">
        {can('inquiries.read') && <WaitingInquiries />}
        <section className={`${card} col-span-2 p-6`} aria-labelledby="dash-role">
          <h2 id="dash-role" className="text-sm font-semibold text-slate-600">
            {t('dashboard.yourRole', { role: codeText(t, 'roles', state.staff.role) })}
          </h2>
          <p className="mt-3 text-xs font-semibold text-slate-500">
            {t('dashboard.yourPermissions')}
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm text-slate-800">
            {state.permissions.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-600" />
                {codeText(t, 'permissions', p)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
