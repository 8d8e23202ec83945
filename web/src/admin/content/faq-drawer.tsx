import { useState } from 'react';
import type { AdminFaqEntry, AdminFaqFields } from '@shop/contract/admin-faq.ts';
import { AdminFaqLimits } from '@shop/contract/admin-faq.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { DrawerForm, Field, NumberField } from '../kit/drawer-form.tsx';
import { RichTextField } from '../kit/rich-text-field.tsx';
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

  const onSubmit = () =>
    save.mutate(
      { faqId: entry?.faqId ?? null, fields: form },
      { onSuccess: (res) => entry === null && onCreated?.(res.data.faqId) },
    );
  const onDelete = async () => {
    if (!entry || !(await confirmDialog(t('faq.deleteConfirm', { title: entry.title })))) return;
    remove.mutate({ faqId: entry.faqId }, { onSuccess: onClose });
  };

  return (
    <DrawerForm
      title={entry ? t('faq.editTitle', { id: entry.faqId }) : t('faq.newTitle')}
      formId="faq-form"
      onClose={onClose}
      onSubmit={onSubmit}
      save={save}
      remove={entry ? { label: t('faq.delete'), onClick: () => void onDelete() } : undefined}
    >
      <Field id="fq-category" label={t('faq.category')}>
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
      </Field>
      <Field id="fq-top10" label={t('faq.top10')}>
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
      </Field>
      <Field id="fq-title" label={t('faq.question')} wide>
        <input
          id="fq-title"
          className={input}
          required
          maxLength={AdminFaqLimits.titleMax}
          value={form.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </Field>
      <NumberField
        id="fq-order"
        label={t('faq.sortOrder')}
        max={AdminFaqLimits.sortMax}
        value={form.sortOrder}
        onChange={(sortOrder) => set({ sortOrder })}
      />
      <RichTextField
        id="fq-answer"
        label={t('faq.answer')}
        help={t('drawer.htmlHelpOne')}
        value={form.htmlContents}
        onChange={(htmlContents) => set({ htmlContents })}
      />
    </DrawerForm>
  );
}
