import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AnswerTemplate } from '@shop/contract/admin-inquiries.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useStaffSession } from '../kit/admin-session.ts';
import { input, label, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import {
  answerTemplatesQuery,
  claimCategoriesQuery,
  useDeleteTemplate,
  useSaveTemplate,
} from './inquiry-queries.ts';

type Editing = AnswerTemplate | 'new';

function TemplateDrawer({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useAdminText();
  const existing = editing === 'new' ? null : editing;
  const [title, setTitle] = useState(existing?.title ?? '');
  const [categoryName, setCategoryName] = useState(existing?.categoryName ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const categories = useQuery(claimCategoriesQuery);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(existing ? { answerTemplateId: existing.answerTemplateId } : {}),
        title,
        categoryName: categoryName || null,
        body,
      },
      {
        onSuccess: async () => {
          await alertDialog(t('templates.saved'));
          onClose();
        },
      },
    );
  };

  const onDelete = async () => {
    if (
      !existing ||
      !(await confirmDialog(t('templates.deleteConfirm', { title: existing.title })))
    )
      return;
    remove.mutate(existing.answerTemplateId, {
      onSuccess: async () => {
        await alertDialog(t('templates.deleted'));
        onClose();
      },
    });
  };

  return (
    <AdminDrawer
      title={existing ? t('templates.editTitle') : t('templates.newTitle')}
      onClose={onClose}
      actions={[
        existing && {
          label: t('app.delete'),
          tone: 'danger',
          apart: true,
          onClick: () => void onDelete(),
        },
        { label: t('app.cancel'), onClick: onClose },
        {
          label: t('app.save'),
          tone: 'primary',
          submits: 'template-form',
          disabled: save.isPending,
        },
      ]}
    >
      <form id="template-form" className="space-y-4" onSubmit={onSubmit} noValidate>
        <div>
          <label htmlFor="tpl-title" className={label}>
            {t('templates.fieldTitle')}
          </label>
          <input
            id="tpl-title"
            className={input}
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="tpl-category" className={label}>
            {t('templates.fieldCategory')}
          </label>
          <select
            id="tpl-category"
            className={input}
            value={categoryName}
            onChange={(e) => setCategoryName(e.target.value)}
          >
            <option value="">{t('templates.anyCategory')}</option>
            {categories.data?.list.map((c) => (
              <option key={c.categoryName} value={c.categoryName}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tpl-body" className={label}>
            {t('templates.fieldBody')}
          </label>
          <textarea
            id="tpl-body"
            className={`${input} min-h-72 leading-6`}
            maxLength={4000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
      </form>
    </AdminDrawer>
  );
}

/** Reusable answers: everyone who answers sees them; customer service and administrators edit. */
export function TemplatesPage() {
  const { t } = useAdminText();
  useAdminTitle(t('templates.title'));
  const { can } = useStaffSession();
  const manage = can('answerTemplates.manage');
  const list = useQuery(answerTemplatesQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const columns: Column<AnswerTemplate>[] = [
    {
      key: 'title',
      header: t('templates.colTitle'),
      cell: (x) => (
        <span className="font-semibold">
          {x.title}
          <span className="mt-0.5 line-clamp-1 block text-xs font-normal text-slate-500">
            {x.body}
          </span>
        </span>
      ),
    },
    {
      key: 'category',
      header: t('templates.colCategory'),
      cell: (x) => x.categoryName ?? t('templates.anyCategory'),
      className: 'w-72 text-slate-600',
    },
    {
      key: 'updated',
      header: t('templates.colUpdated'),
      cell: (x) => formatDateTime(x.updatedAt),
      className: 'w-44 tabular-nums text-slate-600',
    },
    {
      key: 'by',
      header: t('templates.colBy'),
      cell: (x) => x.updatedByName,
      className: 'w-32 text-slate-600',
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('templates.title')}
        actions={
          manage && (
            <button type="button" className={primaryBtn} onClick={() => setEditing('new')}>
              {t('templates.add')}
            </button>
          )
        }
      />
      {!manage && <p className="mb-3 text-sm text-slate-600">{t('templates.readOnly')}</p>}
      <AdminTable
        caption={t('templates.title')}
        columns={columns}
        rowKey={(x) => x.answerTemplateId}
        onOpen={manage ? setEditing : undefined}
        empty={t('templates.empty')}
        rows={list.data?.list}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          onRetry: () => void list.refetch(),
        }}
      />
      {editing && <TemplateDrawer editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
