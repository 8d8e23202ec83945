import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoticeTemplates } from '@shop/contract/notifications.ts';
import { useOrdersText } from '../i18n/admin-page-texts.ts';
import { adminCall } from '../kit/admin-api.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { ADMIN_KEY } from '../kit/admin-session.ts';
import { badge, card } from '../kit/admin-styles.ts';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';

const templatesQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'notice-templates'],
  queryFn: ({ signal }) => adminCall(adminNoticeTemplates, { signal }),
  staleTime: Infinity,
});

/**
 * /admin/notice-templates: each notification's template as data staff read (issue 21 item 1,
 * decision 0511): when it is sent, by which channels, its 알림톡 code, variables and fixed text.
 * Read-only: a 알림톡 text is the one Kakao approved, changed only by registering a new template.
 */
export function NoticeTemplatesPage() {
  const { t } = useOrdersText();
  useAdminTitle(t('notices.title'));
  const templates = useQuery(templatesQuery);

  return (
    <div>
      <PageHeader title={t('notices.title')} />
      <p className="mb-4 max-w-4xl text-sm text-slate-600">{t('notices.help')}</p>
      <QueryState
        isPending={templates.isPending}
        isError={templates.isError}
        onRetry={() => void templates.refetch()}
      />
      <ul className="grid max-w-5xl gap-4">
        {templates.data?.list.map((n) => (
          <li key={n.kind} className={`${card} p-4`}>
            <h2 className="text-base font-bold text-slate-900">{n.title}</h2>
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold text-slate-600">{t('notices.event')}</dt>
              <dd className="text-slate-800">{t(`notices.events.${n.kind}`)}</dd>
              <dt className="font-semibold text-slate-600">{t('notices.channels')}</dt>
              <dd className="text-slate-800">
                {n.channels.map((c) => t(`notices.channel.${c}`)).join(' · ')}
              </dd>
              <dt className="font-semibold text-slate-600">{t('notices.code')}</dt>
              <dd className="font-mono text-xs leading-5 text-slate-800">{n.code}</dd>
              <dt className="font-semibold text-slate-600">{t('notices.variables')}</dt>
              <dd className="flex flex-wrap gap-1">
                {n.variables.map((v) => (
                  <span key={v} className={`${badge} bg-slate-100 text-slate-800`}>
                    {`#{${v}}`}
                  </span>
                ))}
              </dd>
            </dl>
            <h3 className="mt-3 text-xs font-semibold text-slate-600">{t('notices.text')}</h3>
            <pre className="mt-1 rounded-md bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-800">
              {n.text}
            </pre>
          </li>
        ))}
      </ul>
    </div>
  );
}
