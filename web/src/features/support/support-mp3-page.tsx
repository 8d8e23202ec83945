import { MP3_PACKS } from '@shop/contract/support-downloads.ts';
import { primaryButton } from '../../ui/button-styles.ts';
import { useSupportText } from './support-i18n.ts';

/** MP3 materials (spec 3 §2): four TOEFL audio packs, each a zip served by the shop. */
export function SupportMp3Page() {
  const { t } = useSupportText();
  return (
    <section aria-labelledby="support-mp3-title" className="space-y-5">
      <h2 id="support-mp3-title" className="text-xl font-bold text-slate-900">
        {t('mp3.title')}
      </h2>
      <p className="text-[15px] leading-7 text-slate-700">{t('mp3.intro')}</p>
      <ul className="grid gap-4 xs:grid-cols-2">
        {MP3_PACKS.map((pack) => (
          <li
            key={pack.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            <img
              src={pack.imageUrl}
              alt=""
              width={480}
              height={270}
              className="aspect-video w-full bg-slate-100 object-cover"
            />
            <div className="flex flex-1 flex-col gap-1 p-4">
              <p className="text-xs font-bold text-brand-700">{pack.type}</p>
              <h3 className="font-bold text-slate-900">{pack.name}</h3>
              <p className="text-sm text-slate-700">{pack.description}</p>
              <p className="text-sm text-slate-600">{t('mp3.tracks', { count: pack.tracks })}</p>
              <a
                href={pack.link}
                download
                aria-label={t('mp3.downloadOf', { name: pack.name })}
                className={`${primaryButton} mt-3 self-start`}
              >
                {t('mp3.download')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
