import { useTranslation } from '../i18n/i18n.ts';

/** Shown while the first page's code and data arrive. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="sr-only">{t('nav.loading')}</span>
    </div>
  );
}
