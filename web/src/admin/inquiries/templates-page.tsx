import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AnswerTemplate } from '@shop/contract/admin-inquiries.ts';
import { claimWebSiteCategoryChoices } from '@shop/contract/claim.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { adminCall } from '../kit/admin-api.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useStaffSession } from '../kit/admin-session.ts';
import {
  card,
  dangerBtn,
  input,
  label,
  primaryBtn,
  rowButton,
  secondaryBtn,
  table,
  td,
  th,
} from '../kit/admin-styles.ts';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';
import { answerTemplatesQuery, useDeleteTemplate, useSaveTemplate } from './inquiry-queries.ts';

type Editing = AnswerTemplate | 'new';

function TemplateDrawer({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useAdminText();
  const existing = editing === 'new' ? null : editing;
  const [title, setTitle] = useState(existing?.title ?? '');
  const [categoryName, setCategoryName] = useState(existing?.categoryName ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const categories = useQuery({
    queryKey: ['admin', 'claim-categories'],
    queryFn: () => adminCall(claimWebSiteCategoryChoices),
    staleTime: Infinity,
  });

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
      footer={
        <>
          {existing && (
            <button
              type="button"
              className={`${dangerBtn} mr-auto`}
              onClick={() => void onDelete()}
            >
              {t('app.delete')}
            </button>
          )}
          <button type="button" className={secondaryBtn} onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button
            type="submit"
            form="template-form"
            className={primaryBtn}
            disabled={save.isPending}
          >
            {t('app.save')}
          </button>
        </>
      }
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
                <th className={th}>{t('templates.colTitle')}</th>
                <th className={`${th} w-72`}>{t('templates.colCategory')}</th>
                <th className={`${th} w-44`}>{t('templates.colUpdated')}</th>
                <th className={`${th} w-32`}>{t('templates.colBy')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.length === 0 && (
                <tr>
                  <td colSpan={4} className={`${td} py-10 text-center text-slate-500`}>
                    {t('templates.empty')}
                  </td>
                </tr>
              )}
              {list.data.list.map((x) => (
                <tr
                  key={x.answerTemplateId}
                  className={manage ? rowButton : undefined}
                  onClick={() => manage && setEditing(x)}
                >
                  <td className={td}>
                    {manage ? (
                      <button
                        type="button"
                        className="text-left font-semibold text-slate-900 hover:underline"
                        onClick={(e) => {
                          e.stopPropagation();
                          setEditing(x);
                        }}
                      >
                        {x.title}
                      </button>
                    ) : (
                      <span className="font-semibold">{x.title}</span>
                    )}
                    <p className="mt-0.5 line-clamp-1 text-xs text-slate-500">{x.body}</p>
                  </td>
                  <td className={`${td} text-slate-600`}>
                    {x.categoryName ?? t('templates.anyCategory')}
                  </td>
                  <td className={`${td} tabular-nums text-slate-600`}>
                    {formatDateTime(x.updatedAt)}
                  </td>
                  <td className={`${td} text-slate-600`}>{x.updatedByName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {editing && <TemplateDrawer editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
