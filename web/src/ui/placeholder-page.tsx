import { useTranslation } from '../i18n/i18n.ts';
import { Link } from 'react-router';
import { secondaryButton } from './button-styles.ts';

/** Stands in for a page another issue builds, naming the area so nobody mistakes it for a bug. */
export function PlaceholderPage({ area, issue }: { area: string; issue: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <div
        aria-hidden="true"
        className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
      >
        <svg
          viewBox="0 0 24 24"
          width="32"
          height="32"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
        </svg>
      </div>
      <h1 className="text-xl font-bold text-slate-900 xs:text-2xl">
        {t('placeholder.message', { area, issue })}
      </h1>
      <p className="mt-3 text-slate-600">{t('placeholder.hint')}</p>
      <Link to="/" className={`${secondaryButton} mt-8`}>
        {t('placeholder.home')}
      </Link>
    </div>
  );
}
