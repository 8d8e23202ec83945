import { useTranslation } from '../i18n/i18n.ts';
import { primaryButton } from '../ui/button-styles.ts';

/** A page that failed to render or whose code could not load (e.g. after a new deployment). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-3 text-slate-600">{t('routeError.body')}</p>
      <button
        type="button"
        className={`${primaryButton} mt-8`}
        onClick={() => window.location.reload()}
      >
        {t('routeError.reload')}
      </button>
    </main>
  );
}
