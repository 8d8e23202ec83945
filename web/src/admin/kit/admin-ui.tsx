import type { ReactNode } from 'react';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { secondaryBtn } from './admin-styles.ts';
import { formatNumber } from '../../lib/format.ts';

/** Title row of a page with its actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex items-center justify-between gap-4">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  );
}

/** Loading and failure of a query, in one place. */
export function QueryState({
  isPending,
  isError,
  onRetry,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useAdminText();
  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-500">
        {t('app.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="py-10 text-center text-sm text-slate-600">
        <p>{t('app.loadFailed')}</p>
        <button type="button" className={`${secondaryBtn} mt-3`} onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  return null;
}

/** Previous / next with the page count, under a table. */
export function Pager({
  page,
  totalPages,
  totalCount,
  onChange,
}: {
  page: number;
  totalPages: number;
  totalCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useAdminText();
  return (
    <div className="flex items-center justify-between px-3 py-3 text-sm text-slate-600">
      <span>{t('app.total', { count: formatNumber(totalCount) })}</span>
      {totalPages > 1 && (
        <nav
          className="flex items-center gap-2"
          aria-label={t('app.pageOf', { page, pages: totalPages })}
        >
          <button
            type="button"
            className={secondaryBtn}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            {t('app.prev')}
          </button>
          <span aria-current="page">{t('app.pageOf', { page, pages: totalPages })}</span>
          <button
            type="button"
            className={secondaryBtn}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            {t('app.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** Shown in place of a page the role may not open (the server refuses its calls anyway). */
export function NotAllowed() {
  const { t } = useAdminText();
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-200 bg-amber-50 p-6 text-sm text-amber-900"
    >
      {t('app.notAllowed')}
    </div>
  );
}
