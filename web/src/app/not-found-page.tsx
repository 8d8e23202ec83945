import { useTranslation } from '../i18n/i18n.ts';
import { Link } from 'react-router';
import { primaryButton } from '../ui/button-styles.ts';

/** /404: outside the main layout, with one way back to the start page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-brand-600">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFound.body')}</p>
      <Link to="/" className={`${primaryButton} mt-8 px-8`}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
