import { useState, type FormEvent } from 'react';
import type { AdminFaqEntry, AdminFaqFields } from '@shop/contract/admin-faq.ts';
import { AdminFaqLimits } from '@shop/contract/admin-faq.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { input, label } from '../kit/admin-styles.ts';
import { useDeleteFaq, useSaveFaq } from './faq-queries.ts';

/** Create (entry null) or edit one FAQ entry; an existing one can be deleted. */
export function FaqDrawer({
  entry,
  categories,
  defaultCategory,
  onClose,
  onCreated,
}: {
  entry: AdminFaqEntry | null;
  categories: { categoryCd: string; name: string }[];
  defaultCategory: string | undefined;
  onClose: () => void;
  onCreated?: (faqId: number) => void;
}) {
  const { t } = useContentText();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const [form, setForm] = useState<AdminFaqFields>(() =>
    entry
      ? {
          categoryCd: entry.categoryCd,
          title: entry.title,
          htmlContents: entry.htmlContents,
          sortOrder: entry.sortOrder,
          top10Rank: entry.top10Rank,
        }
      : {
          categoryCd: defaultCategory ?? categories[0]?.categoryCd ?? '',
          title: '',
          htmlContents: '',
          sortOrder: 0,
          top10Rank: null,
        },
  );
  const set = (change: Partial<AdminFaqFields>) => setForm((f) => ({ ...f, ...change }));
  const formId = 'faq-form';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { faqId: entry?.faqId ?? null, fields: form },
      { onSuccess: (res) => entry === null && onCreated?.(res.data.faqId) },
    );
  };
  const onDelete = async () => {
    if (!entry || !(await confirmDialog(t('faq.deleteConfirm', { title: entry.title })))) return;
    remove.mutate({ faqId: entry.faqId }, { onSuccess: onClose });
  };

  return (
    <AdminDrawer
      title={entry ? t('faq.editTitle', { id: entry.faqId }) : t('faq.newTitle')}
      onClose={onClose}
      status={
        save.isSuccess && (
          <p role="status" className="text-emerald-700">
            {t('drawer.saved')}
          </p>
        )
      }
      actions={[
        entry && {
          label: t('faq.delete'),
          tone: 'danger',
          apart: true,
          onClick: () => void onDelete(),
        },
        { label: t('drawer.cancel'), onClick: onClose },
        {
          label: save.isPending ? t('drawer.saving') : t('drawer.save'),
          tone: 'primary',
          submits: formId,
          disabled: save.isPending,
        },
      ]}
    >
      <form id={formId} onSubmit={onSubmit} className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor="fq-category" className={label}>
            {t('faq.category')}
          </label>
          <select
            id="fq-category"
            className={input}
            value={form.categoryCd}
            onChange={(e) => set({ categoryCd: e.target.value })}
          >
            {categories.map((c) => (
              <option key={c.categoryCd} value={c.categoryCd}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="fq-top10" className={label}>
            {t('faq.top10')}
          </label>
          <select
            id="fq-top10"
            className={input}
            value={form.top10Rank ?? ''}
            onChange={(e) => set({ top10Rank: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('faq.notTop10')}</option>
            {Array.from({ length: AdminFaqLimits.top10 }, (_, i) => i + 1).map((rank) => (
              <option key={rank} value={rank}>
                {t('faq.rank', { rank })}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2">
          <label htmlFor="fq-title" className={label}>
            {t('faq.question')}
          </label>
          <input
            id="fq-title"
            className={input}
            required
            maxLength={AdminFaqLimits.titleMax}
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="fq-order" className={label}>
            {t('faq.sortOrder')}
          </label>
          <input
            id="fq-order"
            type="number"
            min={0}
            max={AdminFaqLimits.sortMax}
            className={`${input} tabular-nums`}
            value={form.sortOrder}
            onChange={(e) => set({ sortOrder: Number(e.target.value) || 0 })}
          />
        </div>
        <div className="col-span-2 space-y-2">
          <label htmlFor="fq-answer" className={label}>
            {t('faq.answer')}
          </label>
          <textarea
            id="fq-answer"
            rows={8}
            required
            className={`${input} font-mono text-xs`}
            aria-describedby="fq-answer-help"
            value={form.htmlContents}
            onChange={(e) => set({ htmlContents: e.target.value })}
          />
          <p id="fq-answer-help" className="text-xs text-slate-500">
            {t('drawer.htmlHelpOne')}
          </p>
          {form.htmlContents && (
            <div className="rounded-md border border-dashed border-slate-300 p-3">
              <p className="mb-2 text-xs font-semibold text-slate-500">{t('drawer.preview')}</p>
              <SafeHtml html={form.htmlContents} className="prose-sm text-sm" />
            </div>
          )}
        </div>
      </form>
    </AdminDrawer>
  );
}
