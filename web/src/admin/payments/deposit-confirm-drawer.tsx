import { useState, type FormEvent } from 'react';
import { AdminPaymentLimits, type DepositRow } from '@shop/contract/admin-payments.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { useConfirmDeposit } from './payment-queries.ts';
import { usePaymentsText } from '../i18n/admin-page-texts.ts';
import { input, label, primaryBtn } from '../kit/admin-styles.ts';

/** Finance records a deposit the gateway never notified, with the reason it is sure of it. */
export function DepositConfirmDrawer({ row, onClose }: { row: DepositRow; onClose: () => void }) {
  const { t } = usePaymentsText();
  const confirm = useConfirmDeposit();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < AdminPaymentLimits.reasonMin) {
      return setError(t('confirm.reason'));
    }
    setError(null);
    confirm.mutate(
      { paymentId: row.paymentId, reason },
      {
        onSuccess: async () => {
          await alertDialog(t('confirm.done', { id: row.orderId }));
          onClose();
        },
      },
    );
  };
  return (
    <AdminDrawer title={t('confirm.title', { id: row.orderId })} onClose={onClose}>
      <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('confirm.intro')}</p>
      <p className="mb-4 text-sm font-semibold text-slate-900">
        {t('confirm.summary', {
          bank: row.bankName ?? '',
          account: row.accountNumber ?? '',
          amount: row.amount.toLocaleString('ko-KR'),
        })}
      </p>
      <form onSubmit={onSubmit}>
        <label htmlFor="deposit-reason" className={label}>
          {t('confirm.reason')}
        </label>
        <textarea
          id="deposit-reason"
          rows={3}
          maxLength={AdminPaymentLimits.reasonMax}
          className={input}
          placeholder={t('confirm.reasonPlaceholder')}
          value={reason}
          aria-invalid={error !== null}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <button type="submit" className={primaryBtn} disabled={confirm.isPending}>
            {t('confirm.submit')}
          </button>
        </div>
      </form>
    </AdminDrawer>
  );
}
