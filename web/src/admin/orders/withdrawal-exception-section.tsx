import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useOrdersText } from '../i18n/admin-page-texts.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { input, label, secondaryBtn } from '../kit/admin-styles.ts';
import { useWithdrawalException } from './order-queries.ts';

/** A delivered order's return-period exception: shown when granted, else granted with a reason. */
export function WithdrawalExceptionSection({
  orderId,
  exception,
}: {
  orderId: number;
  exception: { reason: string; staffName: string; grantedAt: string } | null;
}) {
  const { t } = useOrdersText();
  const { can } = useStaffSession();
  const grant = useWithdrawalException();
  const [reason, setReason] = useState('');
  if (exception) {
    return (
      <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {t('exception.granted', {
          staff: exception.staffName,
          at: formatDateTime(exception.grantedAt),
          reason: exception.reason,
        })}
      </p>
    );
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    grant.mutate({ orderId, reason });
  };
  return (
    <>
      <p className="text-sm text-slate-600">{t('exception.none')}</p>
      {can('recalls.process') && (
        <form onSubmit={onSubmit} className="mt-3 flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor="withdrawal-exception" className={label}>
              {t('exception.reason')}
            </label>
            <input
              id="withdrawal-exception"
              maxLength={500}
              className={input}
              placeholder={t('exception.placeholder')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button
            type="submit"
            className={secondaryBtn}
            disabled={grant.isPending || !reason.trim()}
          >
            {t('exception.grant')}
          </button>
        </form>
      )}
    </>
  );
}
