import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AdminHomeContentLimits,
  type AdminFaqCategory,
  type AdminFaqCategoryFields,
} from '@shop/contract/admin-home-content.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useHomeContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { input, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { DrawerForm, Field, NumberField } from '../kit/drawer-form.tsx';
import {
  faqCategoryListQuery,
  useDeleteFaqCategory,
  useSaveFaqCategory,
} from './home-content-queries.ts';

/** Create (category null) or rename and reorder a category; an empty one can be deleted. */
function FaqCategoryDrawer({
  category,
  nextOrder,
  onClose,
  onCreated,
}: {
  category: AdminFaqCategory | null;
  nextOrder: number;
  onClose: () => void;
  onCreated?: (categoryCd: string) => void;
}) {
  const { t } = useHomeContentText();
  const save = useSaveFaqCategory();
  const remove = useDeleteFaqCategory();
  const [form, setForm] = useState<AdminFaqCategoryFields>(() =>
    category
      ? { name: category.name, sortOrder: category.sortOrder }
      : { name: '', sortOrder: nextOrder },
  );
  const inUse = (category?.entryCount ?? 0) > 0;
  const onDelete = async () => {
    if (
      !category ||
      !(await confirmDialog(t('faqCategories.deleteConfirm', { name: category.name })))
    )
      return;
    remove.mutate({ categoryCd: category.categoryCd }, { onSuccess: onClose });
  };
  return (
    <DrawerForm
      title={
        category
          ? t('faqCategories.editTitle', { name: category.name })
          : t('faqCategories.newTitle')
      }
      formId="faq-category-form"
      onClose={onClose}
      onSubmit={() =>
        save.mutate(
          { categoryCd: category?.categoryCd ?? null, fields: form },
          { onSuccess: (res) => category === null && onCreated?.(res.data.categoryCd) },
        )
      }
      save={save}
      remove={
        category
          ? {
              label: t('faqCategories.delete'),
              onClick: () => void onDelete(),
              disabled: inUse || remove.isPending,
            }
          : undefined
      }
      above={
        category &&
        inUse && (
          <p role="note" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('faqCategories.inUse', { count: category.entryCount })}{' '}
            <Link
              to={`/admin/faq?categoryCd=${encodeURIComponent(category.categoryCd)}`}
              className="font-semibold underline"
            >
              {t('faqCategories.entries')}
            </Link>
          </p>
        )
      }
    >
      <Field id="fc-name" label={t('faqCategories.name')}>
        <input
          id="fc-name"
          className={input}
          required
          maxLength={AdminHomeContentLimits.categoryNameMax}
          value={form.name}
          onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
        />
      </Field>
      <NumberField
        id="fc-order"
        label={t('faqCategories.sortOrder')}
        max={AdminHomeContentLimits.sortMax}
        value={form.sortOrder}
        onChange={(sortOrder) => setForm((f) => ({ ...f, sortOrder }))}
      />
    </DrawerForm>
  );
}

/** /admin/faq-categories: the FAQ page's tabs, in their order, with their questions' count. */
export function FaqCategoriesPage() {
  const { t } = useHomeContentText();
  useAdminTitle(t('faqCategories.title'));
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useQuery(faqCategoryListQuery);
  const rows = list.data?.list;
  const opened = rows?.find((c) => c.categoryCd === open);
  const nextOrder = Math.max(0, ...(rows ?? []).map((c) => c.sortOrder)) + 1;

  const columns: Column<AdminFaqCategory>[] = [
    { key: 'name', header: t('faqCategories.colName'), cell: (c) => c.name },
    {
      key: 'code',
      header: t('faqCategories.colCode'),
      cell: (c) => c.categoryCd,
      className: 'font-mono text-xs',
    },
    {
      key: 'order',
      header: t('faqCategories.colOrder'),
      cell: (c) => c.sortOrder,
      className: 'text-right tabular-nums',
    },
    {
      key: 'count',
      header: t('faqCategories.colCount'),
      cell: (c) => t('faqCategories.count', { count: c.entryCount }),
      className: 'text-right tabular-nums',
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('faqCategories.title')}
        actions={
          <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
            {t('faqCategories.add')}
          </button>
        }
      />
      <p className="mb-3 text-sm text-slate-600">{t('faqCategories.help')}</p>
      <AdminTable
        caption={t('faqCategories.title')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.categoryCd}
        onOpen={(c) => setOpen(c.categoryCd)}
        openLabel={(c) => t('faqCategories.open', { name: c.name })}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          onRetry: () => void list.refetch(),
        }}
      />
      {opened && (
        <FaqCategoryDrawer
          key={opened.categoryCd}
          category={opened}
          nextOrder={nextOrder}
          onClose={() => setOpen(null)}
        />
      )}
      {creating && (
        <FaqCategoryDrawer
          category={null}
          nextOrder={nextOrder}
          onClose={() => setCreating(false)}
          onCreated={(cd) => {
            setCreating(false);
            setOpen(cd);
          }}
        />
      )}
    </div>
  );
}
