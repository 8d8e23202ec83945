import { useState } from 'react';
import type { AdminSitePopup, AdminSitePopupInput } from '@shop/contract/admin-content.ts';
import { seoulToday } from '../../lib/format.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { CheckField, DateField, DrawerForm, Field } from '../kit/drawer-form.tsx';
import { RichTextField } from '../kit/rich-text-field.tsx';
import { useSavePopup } from './popup-queries.ts';
import { PopupStateBadge } from './popup-state-badge.tsx';

type Form = AdminSitePopupInput;
type HtmlKey = 'htmlContents' | 'htmlMobile';

function emptyForm(): Form {
  const today = seoulToday();
  return {
    title: '',
    htmlContents: null,
    htmlMobile: null,
    startDate: today,
    endDate: today,
    active: true,
  };
}

/** Create (popup null) or edit a site popup: title, period, on/off and its two HTML texts. */
export function PopupDrawer({
  popup,
  onClose,
  onCreated,
}: {
  popup: AdminSitePopup | null;
  onClose: () => void;
  onCreated?: (sitePopupId: number) => void;
}) {
  const { t } = useContentText();
  const save = useSavePopup();
  const [form, setForm] = useState<Form>(() => (popup ? { ...popup } : emptyForm()));
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));

  const onSubmit = () => {
    const { title, htmlContents, htmlMobile, startDate, endDate, active } = form;
    save.mutate(
      {
        sitePopupId: popup?.sitePopupId ?? null,
        fields: { title, htmlContents, htmlMobile, startDate, endDate, active },
      },
      { onSuccess: (res) => popup === null && onCreated?.(res.data.sitePopupId) },
    );
  };

  const htmlField = (k: HtmlKey) => (
    <RichTextField
      id={`pp-${k}`}
      label={t(`drawer.${k}`)}
      rows={k === 'htmlContents' ? 7 : 4}
      value={form[k] ?? ''}
      onChange={(html) => set({ [k]: html === '' ? null : html })}
    />
  );

  return (
    <DrawerForm
      title={popup ? t('drawer.editTitle', { id: popup.sitePopupId }) : t('drawer.newTitle')}
      formId="popup-form"
      onClose={onClose}
      onSubmit={onSubmit}
      save={save}
      above={
        popup && (
          <p className="mb-4">
            <PopupStateBadge state={popup.state} />
          </p>
        )
      }
    >
      <Field id="pp-title" label={t('drawer.title')} wide>
        <input
          id="pp-title"
          className={input}
          required
          maxLength={100}
          value={form.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </Field>
      <DateField
        id="pp-start"
        label={t('drawer.startDate')}
        value={form.startDate}
        onChange={(startDate) => set({ startDate })}
      />
      <DateField
        id="pp-end"
        label={t('drawer.endDate')}
        value={form.endDate}
        onChange={(endDate) => set({ endDate })}
      />
      <CheckField
        id="pp-active"
        label={t('drawer.active')}
        checked={form.active}
        onChange={(active) => set({ active })}
      />
      <p id="pp-html-help" className="text-xs text-slate-500 sm:col-span-2">
        {t('drawer.htmlHelp')}
      </p>
      {htmlField('htmlContents')}
      {htmlField('htmlMobile')}
    </DrawerForm>
  );
}
