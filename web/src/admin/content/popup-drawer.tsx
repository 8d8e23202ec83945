import { useState, type FormEvent } from 'react';
import type { AdminSitePopup, AdminSitePopupInput } from '@shop/contract/admin-content.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { input, label } from '../kit/admin-styles.ts';
import { useSavePopup } from './popup-queries.ts';
import { PopupStateBadge } from './popup-state-badge.tsx';

type Form = AdminSitePopupInput;
type HtmlKey = 'htmlContents' | 'htmlMobile';

const seoulToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

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
  const formId = 'popup-form';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
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
    <div className="col-span-2 space-y-2">
      <label htmlFor={`pp-${k}`} className={label}>
        {t(`drawer.${k}`)}
      </label>
      <textarea
        id={`pp-${k}`}
        rows={k === 'htmlContents' ? 7 : 4}
        className={`${input} font-mono text-xs`}
        value={form[k] ?? ''}
        aria-describedby="pp-html-help"
        onChange={(e) => set({ [k]: e.target.value === '' ? null : e.target.value })}
      />
      {form[k] && (
        <div className="rounded-md border border-dashed border-slate-300 p-3">
          <p className="mb-2 text-xs font-semibold text-slate-500">{t('drawer.preview')}</p>
          <SafeHtml html={form[k] ?? ''} className="prose-sm text-sm" />
        </div>
      )}
    </div>
  );

  return (
    <AdminDrawer
      title={popup ? t('drawer.editTitle', { id: popup.sitePopupId }) : t('drawer.newTitle')}
      onClose={onClose}
      status={
        save.isSuccess && (
          <p role="status" className="text-emerald-700">
            {t('drawer.saved')}
          </p>
        )
      }
      actions={[
        { label: t('drawer.cancel'), onClick: onClose },
        {
          label: save.isPending ? t('drawer.saving') : t('drawer.save'),
          tone: 'primary',
          submits: formId,
          disabled: save.isPending,
        },
      ]}
    >
      {popup && (
        <p className="mb-4">
          <PopupStateBadge state={popup.state} />
        </p>
      )}
      <form id={formId} onSubmit={onSubmit} className="grid grid-cols-2 gap-4">
        <div className="col-span-2">
          <label htmlFor="pp-title" className={label}>
            {t('drawer.title')}
          </label>
          <input
            id="pp-title"
            className={input}
            required
            maxLength={100}
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="pp-start" className={label}>
            {t('drawer.startDate')}
          </label>
          <input
            id="pp-start"
            type="date"
            required
            className={input}
            value={form.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="pp-end" className={label}>
            {t('drawer.endDate')}
          </label>
          <input
            id="pp-end"
            type="date"
            required
            className={input}
            value={form.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
          />
        </div>
        <label htmlFor="pp-active" className="col-span-2 flex items-center gap-2 text-sm">
          <input
            id="pp-active"
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={form.active}
            onChange={(e) => set({ active: e.target.checked })}
          />
          {t('drawer.active')}
        </label>
        <p id="pp-html-help" className="col-span-2 text-xs text-slate-500">
          {t('drawer.htmlHelp')}
        </p>
        {htmlField('htmlContents')}
        {htmlField('htmlMobile')}
      </form>
    </AdminDrawer>
  );
}
