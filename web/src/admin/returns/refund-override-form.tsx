import { RefundOverrideLimits, refundOverrideForm } from '@shop/contract/admin-revokes.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { invalidProps } from '../../ui/field-error.tsx';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useReturnsText } from '../i18n/admin-page-texts.ts';
import { useRefundOverride } from './revoke-queries.ts';
import { input, label, secondaryBtn } from '../kit/admin-styles.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

/**
 * Finance's override of the calculated refund (before it is paid): the amount, a required
 * reason, then a confirmation naming both amounts. The server checks the bound and audits it.
 */
export function RefundOverrideForm({ revokeId, current }: { revokeId: number; current: number }) {
  const { t } = useReturnsText();
  const labels = useProgressLabels();
  const override = useRefundOverride();
  const form = useContractForm(refundOverrideForm, {
    defaultValues: { refundTotal: String(current), reason: '' },
  });
  const errors = form.formState.errors;
  const message = errors.refundTotal?.message ?? errors.reason?.message;

  const send = form.handleSubmit(async ({ refundTotal, reason }) => {
    const ok = await confirmDialog(
      t('override.confirm', {
        id: revokeId,
        before: current.toLocaleString('ko-KR'),
        after: refundTotal.toLocaleString('ko-KR'),
      }),
    );
    if (!ok) return;
    override.mutate(
      { revokeId, refundTotal, reason },
      {
        onSuccess: async (result) => {
          form.setValue('reason', '');
          await alertDialog(
            t('actions.done', {
              id: revokeId,
              progress: labels.progress(result.data.revokeProgressCd),
            }),
          );
        },
      },
    );
  });

  return (
    <section
      className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-labelledby="refund-override-title"
    >
      <h3 id="refund-override-title" className="mb-1 text-sm font-bold text-slate-900">
        {t('override.title')}
      </h3>
      <p className="mb-3 text-xs text-slate-600">{t('override.note')}</p>
      <form
        noValidate
        onSubmit={(e) => void send(e)}
        className="grid grid-cols-[10rem_1fr_auto] items-end gap-2"
      >
        <div>
          <label htmlFor="refund-override-amount" className={label}>
            {t('override.amount')}
          </label>
          <input
            id="refund-override-amount"
            className={`${input} text-right tabular-nums`}
            inputMode="numeric"
            {...invalidProps('refund-override-amount', errors.refundTotal?.message)}
            {...form.register('refundTotal')}
          />
        </div>
        <div>
          <label htmlFor="refund-override-reason" className={label}>
            {t('override.reason')}
          </label>
          <input
            id="refund-override-reason"
            className={input}
            placeholder={t('override.reasonPlaceholder')}
            maxLength={RefundOverrideLimits.reasonMax}
            {...invalidProps('refund-override-reason', errors.reason?.message)}
            {...form.register('reason')}
          />
        </div>
        <button type="submit" className={secondaryBtn} disabled={override.isPending}>
          {t('override.submit')}
        </button>
        {message && (
          <p
            role="alert"
            id={
              errors.refundTotal ? 'refund-override-amount-error' : 'refund-override-reason-error'
            }
            className="col-span-3 text-sm text-red-700"
          >
            {refusalText(message)}
          </p>
        )}
      </form>
    </section>
  );
}
