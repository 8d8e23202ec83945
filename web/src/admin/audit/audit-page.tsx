import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, type AuditEntry } from '@shop/contract/admin-audit.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { codeText, useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import {
  FilterBar,
  optionsOf,
  pagedRows,
  useListParams,
  type FilterField,
} from '../kit/admin-list.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { auditDetailQuery, auditListQuery, type AuditFilters } from './audit-queries.ts';
import { auditFields, changeLines, type AuditWords, type CodedField } from './audit-values.ts';
import {
  orderStatusLabel,
  paymentStatusLabel,
  useContentText,
  useOrdersText,
  useProductsText,
} from '../i18n/admin-page-texts.ts';
import { POLICY_KINDS, type PolicyKind } from '@shop/contract/support-downloads.ts';
import { staffListQuery } from '../staff/staff-queries.ts';

/** What a personal-data view names the page it was on, as the entity it showed. */
const VIEWED_ENTITY: Record<string, string> = { inquiry: 'claim', auditLog: 'audit_log' };

const isPolicyKind = (value: string): value is PolicyKind =>
  (POLICY_KINDS as readonly string[]).includes(value);

/** The audit page's words for fields and their values, in the page's language. */
function useAuditWords(): AuditWords {
  const { t } = useAdminText();
  const { t: ot } = useOrdersText();
  const { t: pt } = useProductsText();
  const { t: ct } = useContentText();
  const code = (set: CodedField, value: string): string => {
    switch (set) {
      case 'action':
        return codeText(t, 'actions', value);
      case 'entityType':
        return codeText(t, 'entities', value);
      case 'viewed':
        return codeText(t, 'entities', VIEWED_ENTITY[value] ?? value);
      case 'role':
        return codeText(t, 'roles', value);
      case 'orderStatus':
        return orderStatusLabel(ot, value);
      case 'paymentStatus':
        return paymentStatusLabel(ot, value);
      case 'saleStatus':
        return pt(`saleStatus.${value}` as 'saleStatus.onSale');
      case 'kind':
        return isPolicyKind(value) ? ct(`policies.${value}`) : pt(`kinds.${value}` as 'kinds.book');
    }
  };
  return {
    field: (key) => codeText(t, 'fields', key),
    code,
    yes: t('audit.yes'),
    no: t('audit.no'),
  };
}

/** Every field of the entry before and after, the changed ones marked; the stored JSON below. */
function ChangeTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useAdminText();
  const words = useAuditWords();
  const rows = auditFields(words, before, after);
  if (rows.length === 0) return <p className="text-sm text-slate-500">{t('audit.none')}</p>;
  return (
    <div className="space-y-2">
      <table className="w-full table-fixed border-collapse text-left text-xs">
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            <th className="w-28 py-1.5 pr-2 font-semibold">{t('audit.field')}</th>
            <th className="py-1.5 pr-2 font-semibold">{t('audit.before')}</th>
            <th className="py-1.5 font-semibold">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={`border-b border-slate-100 align-top ${row.changed ? 'bg-amber-50' : ''}`}
            >
              <th scope="row" className="py-1.5 pr-2 font-medium text-slate-700">
                {row.label || '–'}
                {row.changed && <span className="sr-only"> ({t('audit.changed')})</span>}
              </th>
              <td className="py-1.5 pr-2 break-all whitespace-pre-wrap text-slate-600">
                <span className="line-clamp-6">{row.before}</span>
              </td>
              <td className="py-1.5 break-all whitespace-pre-wrap text-slate-900">
                <span className="line-clamp-6">{row.after}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <details className="text-xs">
        <summary className="cursor-pointer text-slate-600">{t('audit.stored')}</summary>
        <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 leading-5 break-all whitespace-pre-wrap text-slate-800">
          {JSON.stringify({ before, after }, null, 2)}
        </pre>
      </details>
    </div>
  );
}

/** The full entry, personal data included; the server logs the opening. */
function AuditDrawer({ auditLogId, onClose }: { auditLogId: number; onClose: () => void }) {
  const { t } = useAdminText();
  const detail = useQuery(auditDetailQuery(auditLogId));
  const entry = detail.data?.data;
  return (
    <AdminDrawer
      title={t('audit.detailTitle', { id: auditLogId })}
      onClose={onClose}
      query={detail}
    >
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
            <h3 className="mb-1.5 text-sm font-bold text-slate-700">{t('audit.changes')}</h3>
            <ChangeTable before={entry.before} after={entry.after} />
          </section>
        </div>
      )}
    </AdminDrawer>
  );
}

/** Audit log viewer: filters by staff, action and days, pages of 20, masked changes. */
export function AuditPage() {
  const { t } = useAdminText();
  const words = useAuditWords();
  useAdminTitle(t('audit.title'));
  const staff = useQuery(staffListQuery);
  const fields: FilterField[] = [
    {
      name: 'staffId',
      label: t('audit.staff'),
      kind: 'select',
      numeric: true,
      width: 'w-56',
      options: staff.data?.list.map((s) => (
        <option key={s.staffId} value={s.staffId}>
          {s.name} ({s.loginId})
        </option>
      )),
    },
    {
      name: 'action',
      label: t('audit.action'),
      kind: 'select',
      width: 'w-56',
      options: optionsOf(AUDIT_ACTIONS, (a) => codeText(t, 'actions', a)),
    },
    { name: 'from', label: t('audit.from'), kind: 'date', width: 'w-44' },
    { name: 'to', label: t('audit.to'), kind: 'date', width: 'w-44' },
  ];
  const { filters, page, open, apply, setPage, openRow, close } =
    useListParams<AuditFilters>(fields);
  const list = useQuery(auditListQuery(filters, page));

  const columns: Column<AuditEntry>[] = [
    {
      key: 'time',
      header: t('audit.colTime'),
      cell: (e) => formatDateTime(e.createdAt),
      className: 'w-40 tabular-nums text-slate-600',
    },
    {
      key: 'staff',
      header: t('audit.colStaff'),
      cell: (e) => (
        <>
          {e.staffName} <span className="text-xs text-slate-500">{e.staffLoginId}</span>
        </>
      ),
      className: 'w-44',
    },
    {
      key: 'action',
      header: t('audit.colAction'),
      cell: (e) => codeText(t, 'actions', e.action),
      className: 'w-40',
    },
    {
      key: 'entity',
      header: t('audit.colEntity'),
      cell: (e) => `${codeText(t, 'entities', e.entityType)} #${e.entityId}`,
      className: 'w-40 text-slate-600',
    },
    {
      key: 'change',
      header: t('audit.colChange'),
      cell: (e) =>
        changeLines(words, e.before, e.after)
          .slice(0, 3)
          .map((line) => (
            <p key={line} className="line-clamp-1 break-all">
              {line}
            </p>
          )),
      className: 'text-xs text-slate-600',
    },
  ];

  return (
    <div>
      <PageHeader title={t('audit.title')} />
      <AdminTable
        caption={t('audit.title')}
        toolbar={<FilterBar id="audit" fields={fields} filters={filters} onApply={apply} />}
        columns={columns}
        rowKey={(e) => e.auditLogId}
        onOpen={(e) => openRow(e.auditLogId)}
        openLabel={(e) => t('audit.open', { id: e.auditLogId })}
        empty={t('audit.empty')}
        {...pagedRows(list, page, setPage)}
      />
      {open !== null && <AuditDrawer auditLogId={open} onClose={close} />}
    </div>
  );
}
