import { useAdminText } from './admin-i18n.ts';
import { useAdminTitle } from './admin-layout.tsx';
import { card } from './admin-styles.ts';
import { PageHeader } from './admin-ui.tsx';

export type ComingSection = 'orders' | 'payments' | 'returns';

/**
 * A back-office section whose module is still being built: it says what will be here and what
 * it is built on, and shows no data (there is none to show yet).
 */
export function ComingSoonPage({ section }: { section: ComingSection }) {
  const { t, lines } = useAdminText();
  const title = t(`coming.${section}Title`);
  useAdminTitle(title);
  return (
    <div className="max-w-3xl">
      <PageHeader title={title} />
      <section className={`${card} p-6`} aria-labelledby="coming-intro">
        <p id="coming-intro" className="flex items-center gap-2 text-sm text-slate-700">
          <span className="rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
            {t('nav.comingSoon')}
          </span>
          {t('coming.intro')}
        </p>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-800">
          {lines(`coming.${section}`).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-5 border-t border-slate-100 pt-4 text-xs text-slate-500">
          {t('coming.dependsOn', { module: t(`coming.${section}Module`) })}
        </p>
      </section>
    </div>
  );
}
