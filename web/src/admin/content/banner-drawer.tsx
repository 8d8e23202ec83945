import { useEffect, useState } from 'react';
import { AdminImageLimits } from '@shop/contract/admin-images.ts';
import {
  AdminHomeContentLimits,
  type AdminCarouselBanner,
  type AdminCarouselBannerFields,
} from '@shop/contract/admin-home-content.ts';
import { seoulToday } from '../../lib/format.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useHomeContentText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { CheckField, DateField, DrawerForm, Field, NumberField } from '../kit/drawer-form.tsx';
import { base64Of } from '../kit/file-base64.ts';
import { BannerStateBadge } from './banners-page.tsx';
import { useSaveBanner } from './home-content-queries.ts';

function emptyForm(): AdminCarouselBannerFields {
  const today = seoulToday();
  return {
    altText: '',
    linkUrl: '/',
    sortOrder: 0,
    startDate: today,
    endDate: today,
    active: true,
  };
}

/** The picture chosen in the drawer, shown at once, sent with the save. */
interface Chosen {
  name: string;
  file: File;
  url: string;
}

/**
 * Create (banner null) or edit a home carousel banner: its picture (sent with the save, checked
 * and drawn again by the server), description, link, order, period and switch.
 */
export function BannerDrawer({
  banner,
  onClose,
  onCreated,
}: {
  banner: AdminCarouselBanner | null;
  onClose: () => void;
  onCreated?: (bannerId: number) => void;
}) {
  const { t } = useHomeContentText();
  const admin = useAdminText();
  const save = useSaveBanner();
  const [form, setForm] = useState<AdminCarouselBannerFields>(() =>
    banner
      ? {
          altText: banner.altText,
          linkUrl: banner.linkUrl,
          sortOrder: banner.sortOrder,
          startDate: banner.startDate,
          endDate: banner.endDate,
          active: banner.active,
        }
      : emptyForm(),
  );
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<AdminCarouselBannerFields>) => setForm((f) => ({ ...f, ...change }));
  useEffect(() => {
    if (chosen) return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > AdminImageLimits.maxBytes) return setProblem(admin.t('image.tooLarge'));
    setProblem(null);
    setChosen({ name: file.name, file, url: URL.createObjectURL(file) });
  };

  const onSubmit = async () => {
    if (!banner && !chosen) return setProblem(t('banners.imageNeeded'));
    const imageBase64 = chosen ? base64Of(new Uint8Array(await chosen.file.arrayBuffer())) : null;
    save.mutate(
      { bannerId: banner?.bannerId ?? null, fields: form, imageBase64 },
      {
        onSuccess: (res) => {
          setChosen(null);
          if (banner === null) onCreated?.(res.data.bannerId);
        },
      },
    );
  };

  const shown = chosen?.url ?? banner?.imageUrl;
  return (
    <DrawerForm
      title={banner ? t('banners.editTitle', { id: banner.bannerId }) : t('banners.newTitle')}
      formId="banner-form"
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      save={save}
      above={
        banner && (
          <p className="mb-4">
            <BannerStateBadge state={banner.state} />
          </p>
        )
      }
    >
      <Field id="bn-image" label={t('banners.image')} wide help={t('banners.imageHelp')}>
        {shown && (
          <img
            src={shown}
            alt=""
            width={600}
            height={120}
            className="mb-2 aspect-[5/1] w-full rounded object-cover ring-1 ring-slate-200"
          />
        )}
        <input
          id="bn-image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="bn-image-help"
          className="block text-sm"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {chosen && (
          <p role="status" className="mt-1 text-xs text-slate-700">
            {t('banners.imageChosen', { name: chosen.name })}
          </p>
        )}
        {problem && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
      </Field>
      <Field id="bn-alt" label={t('banners.alt')} wide help={t('banners.altHelp')}>
        <input
          id="bn-alt"
          className={input}
          required
          maxLength={AdminHomeContentLimits.altMax}
          aria-describedby="bn-alt-help"
          value={form.altText}
          onChange={(e) => set({ altText: e.target.value })}
        />
      </Field>
      <Field id="bn-link" label={t('banners.link')} wide help={t('banners.linkHelp')}>
        <input
          id="bn-link"
          className={input}
          required
          maxLength={AdminHomeContentLimits.linkMax}
          aria-describedby="bn-link-help"
          value={form.linkUrl}
          onChange={(e) => set({ linkUrl: e.target.value })}
        />
      </Field>
      <NumberField
        id="bn-order"
        label={t('banners.sortOrder')}
        max={AdminHomeContentLimits.sortMax}
        value={form.sortOrder}
        onChange={(sortOrder) => set({ sortOrder })}
      />
      <div />
      <DateField
        id="bn-start"
        label={t('banners.startDate')}
        value={form.startDate}
        onChange={(startDate) => set({ startDate })}
      />
      <DateField
        id="bn-end"
        label={t('banners.endDate')}
        value={form.endDate}
        onChange={(endDate) => set({ endDate })}
      />
      <CheckField
        id="bn-active"
        label={t('banners.active')}
        checked={form.active}
        onChange={(active) => set({ active })}
      />
    </DrawerForm>
  );
}
