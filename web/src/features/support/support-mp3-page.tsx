import { useQuery } from '@tanstack/react-query';
import { primaryButton } from '../../ui/button-styles.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSupportText } from './support-i18n.ts';
import { supportDownloadsQuery } from './support-queries.ts';

/**
 * MP3 materials (spec 3 §2): the TOEFL audio packs, each a zip, as the publisher uploads and
 * orders them (decision 0437).
 */
export function SupportMp3Page() {
  const { t } = useSupportText();
  const packs = useQuery(supportDownloadsQuery('MP3'));
  return (
    <section aria-labelledby="support-mp3-title" className="space-y-5">
      <h2 id="support-mp3-title" className="text-xl font-bold text-slate-900">
        {t('mp3.title')}
      </h2>
      <p className="text-[15px] leading-7 text-slate-700">{t('mp3.intro')}</p>
      {packs.isPending && (
        <div className="grid gap-4 xs:grid-cols-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-video w-full" />
          ))}
        </div>
      )}
      {packs.isError && (
        <LoadFailed
          className="py-10"
          message={t('common.loadFailed')}
          onRetry={() => void packs.refetch()}
        />
      )}
      <ul className="grid gap-4 xs:grid-cols-2">
        {(packs.data ?? []).map((pack) => (
          <li
            key={pack.downloadId}
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
              <p className="text-xs font-bold text-brand-700">MP3</p>
              <h3 className="font-bold text-slate-900">{pack.name}</h3>
              {pack.description && <p className="text-sm text-slate-700">{pack.description}</p>}
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
