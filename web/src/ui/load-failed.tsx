import { useTranslation } from '../i18n/i18n.ts';
import { secondaryButton } from './button-styles.ts';

/**
 * A part of a page whose data did not arrive (a refused or failed call): says so and offers to
 * ask again, so a failure never reads as "there is nothing".
 */
export function LoadFailed({
  message,
  onRetry,
  className = '',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`text-center text-slate-600 ${className}`}>
      <p>{message}</p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
