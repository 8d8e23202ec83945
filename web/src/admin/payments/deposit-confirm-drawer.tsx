import {
  AdminPaymentLimits,
  depositConfirmForm,
  type DepositRow,
} from '@shop/contract/admin-payments.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { useConfirmDeposit } from './payment-queries.ts';
import { usePaymentsText } from '../i18n/admin-page-texts.ts';
import { input, label, primaryBtn } from '../kit/admin-styles.ts';
import { formatWon } from '../../lib/format.ts';

/** Finance records a deposit the gateway never notified, with the reason it is sure of it. */
export function DepositConfirmDrawer({ row, onClose }: { row: DepositRow; onClose: () => void }) {
  const { t } = usePaymentsText();
  const confirm = useConfirmDeposit();
  const form = useContractForm(depositConfirmForm, { defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(({ reason }) =>
    confirm.mutate(
      { paymentId: row.paymentId, reason },
      {
        onSuccess: async () => {
          await alertDialog(t('confirm.done', { id: row.orderId }));
          onClose();
        },
      },
    ),
  );
  return (
    <AdminDrawer title={t('confirm.title', { id: row.orderId })} onClose={onClose}>
      <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('confirm.intro')}</p>
      <p className="mb-4 text-sm font-semibold text-slate-900">
        {t('confirm.summary', {
          bank: row.bankName ?? '',
          account: row.accountNumber ?? '',
          amount: formatWon(row.amount),
        })}
      </p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <label htmlFor="deposit-reason" className={label}>
          {t('confirm.reason')}
        </label>
        <textarea
          id="deposit-reason"
          rows={3}
          maxLength={AdminPaymentLimits.reasonMax}
          className={input}
          placeholder={t('confirm.reasonPlaceholder')}
          {...invalidProps('deposit-reason', error)}
          {...form.register('reason')}
        />
        <FieldError fieldId="deposit-reason" message={error} />
        <div className="mt-4 flex justify-end">
          <button type="submit" className={primaryBtn} disabled={confirm.isPending}>
            {t('confirm.submit')}
          </button>
        </div>
      </form>
    </AdminDrawer>
  );
}
