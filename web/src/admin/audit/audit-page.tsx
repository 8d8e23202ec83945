import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS } from '@shop/contract/admin-audit.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { codeText, useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import {
  card,
  input,
  label,
  primaryBtn,
  rowButton,
  secondaryBtn,
  table,
  td,
  th,
} from '../kit/admin-styles.ts';
import { PageHeader, Pager, QueryState } from '../kit/admin-ui.tsx';
import { auditDetailQuery, auditListQuery, changeLines } from './audit-queries.ts';
import { staffListQuery } from '../staff/staff-queries.ts';

function Json({ value }: { value: unknown }) {
  const { t } = useAdminText();
  if (value === null || value === undefined)
    return <p className="text-sm text-slate-500">{t('audit.none')}</p>;
  return (
    <pre className="overflow-x-auto rounded-md bg-slate-50 p-3 text-xs leading-5 break-all whitespace-pre-wrap text-slate-800">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The full entry, personal data included; the server logs the opening. */
function AuditDrawer({ auditLogId, onClose }: { auditLogId: number; onClose: () => void }) {
  const { t } = useAdminText();
  const detail = useQuery(auditDetailQuery(auditLogId));
  const entry = detail.data?.data;
  return (
    <AdminDrawer title={t('audit.detailTitle', { id: auditLogId })} onClose={onClose}>
      <QueryState
        isPending={detail.isPending}
        isError={detail.isError}
        onRetry={() => void detail.refetch()}
      />
      {entry && (
        <div className="space-y-5">
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
            {t('audit.detailLogged')}
          </p>
          <dl className="grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
            <dt className="text-slate-500">{t('audit.colTime')}</dt>
            <dd className="tabular-nums">{formatDateTime(entry.createdAt)}</dd>
            <dt className="text-slate-500">{t('audit.colStaff')}</dt>
            <dd>
              {entry.staffName} ({entry.staffLoginId})
            </dd>
            <dt className="text-slate-500">{t('audit.colAction')}</dt>
            <dd>{codeText(t, 'actions', entry.action)}</dd>
            <dt className="text-slate-500">{t('audit.colEntity')}</dt>
            <dd>
              {codeText(t, 'entities', entry.entityType)} #{entry.entityId}
            </dd>
            <dt className="text-slate-500">{t('audit.ip')}</dt>
            <dd className="tabular-nums">{entry.ip ?? '–'}</dd>
          </dl>
          <section>
            <h3 className="mb-1.5 text-sm font-bold text-slate-700">{t('audit.before')}</h3>
            <Json value={entry.before} />
          </section>
          <section>
            <h3 className="mb-1.5 text-sm font-bold text-slate-700">{t('audit.after')}</h3>
            <Json value={entry.after} />
          </section>
        </div>
      )}
    </AdminDrawer>
  );
}

/** Audit log viewer: filters by staff, action and days, pages of 20, masked changes. */
export function AuditPage() {
  const { t } = useAdminText();
  useAdminTitle(t('audit.title'));
  const [params, setParams] = useSearchParams();
  const filters = {
    staffId: Number(params.get('staffId')) || undefined,
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery(auditListQuery(filters));
  const staff = useQuery(staffListQuery);

  const apply = (next: typeof filters) => {
    const out = new URLSearchParams();
    if (next.staffId) out.set('staffId', String(next.staffId));
    for (const key of ['action', 'from', 'to'] as const) if (next[key]) out.set(key, next[key]);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: 1 });
  };
  const empty = { staffId: undefined, action: '', from: '', to: '', page: 1 };

  return (
    <div>
      <PageHeader title={t('audit.title')} />
      <div className={card}>
        <form
          className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-4 py-3"
          onSubmit={onSubmit}
        >
          <div className="w-56">
            <label htmlFor="audit-staff" className={label}>
              {t('audit.staff')}
            </label>
            <select
              id="audit-staff"
              className={input}
              value={draft.staffId ?? ''}
              onChange={(e) => setDraft({ ...draft, staffId: Number(e.target.value) || undefined })}
            >
              <option value="">{t('audit.allStaff')}</option>
              {staff.data?.list.map((s) => (
                <option key={s.staffId} value={s.staffId}>
                  {s.name} ({s.loginId})
                </option>
              ))}
            </select>
          </div>
          <div className="w-56">
            <label htmlFor="audit-action" className={label}>
              {t('audit.action')}
            </label>
            <select
              id="audit-action"
              className={input}
              value={draft.action}
              onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            >
              <option value="">{t('audit.allActions')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {codeText(t, 'actions', a)}
                </option>
              ))}
            </select>
          </div>
          <div className="w-44">
            <label htmlFor="audit-from" className={label}>
              {t('audit.from')}
            </label>
            <input
              id="audit-from"
              type="date"
              className={input}
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="w-44">
            <label htmlFor="audit-to" className={label}>
              {t('audit.to')}
            </label>
            <input
              id="audit-to"
              type="date"
              className={input}
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <button type="submit" className={primaryBtn}>
            {t('app.filter')}
          </button>
          <button
            type="button"
            className={secondaryBtn}
            onClick={() => {
              setDraft(empty);
              apply(empty);
            }}
          >
            {t('app.reset')}
          </button>
        </form>
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
        />
        {list.data && (
          <>
            <table className={table}>
              <thead>
                <tr>
                  <th className={`${th} w-40`}>{t('audit.colTime')}</th>
                  <th className={`${th} w-44`}>{t('audit.colStaff')}</th>
                  <th className={`${th} w-40`}>{t('audit.colAction')}</th>
                  <th className={`${th} w-40`}>{t('audit.colEntity')}</th>
                  <th className={th}>{t('audit.colChange')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.length === 0 && (
                  <tr>
                    <td colSpan={5} className={`${td} py-10 text-center text-slate-500`}>
                      {t('audit.empty')}
                    </td>
                  </tr>
                )}
                {list.data.list.map((e) => (
                  <tr
                    key={e.auditLogId}
                    className={rowButton}
                    onClick={() => setOpen(e.auditLogId)}
                  >
                    <td className={`${td} tabular-nums text-slate-600`}>
                      <button
                        type="button"
                        className="text-left hover:underline"
                        aria-label={t('audit.open', { id: e.auditLogId })}
                        onClick={(ev) => {
                          ev.stopPropagation();
                          setOpen(e.auditLogId);
                        }}
                      >
                        {formatDateTime(e.createdAt)}
                      </button>
                    </td>
                    <td className={td}>
                      {e.staffName} <span className="text-xs text-slate-500">{e.staffLoginId}</span>
                    </td>
                    <td className={td}>{codeText(t, 'actions', e.action)}</td>
                    <td className={`${td} text-slate-600`}>
                      {codeText(t, 'entities', e.entityType)} #{e.entityId}
                    </td>
                    <td className={`${td} font-mono text-xs text-slate-600`}>
                      {changeLines(e.before, e.after)
                        .slice(0, 3)
                        .map((line) => (
                          <p key={line} className="line-clamp-1 break-all">
                            {line}
                          </p>
                        ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              page={filters.page}
              totalPages={list.data.totalPages}
              totalCount={list.data.totalCount}
              onChange={(page) => apply({ ...filters, page })}
            />
          </>
        )}
      </div>
      {open !== null && <AuditDrawer auditLogId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
