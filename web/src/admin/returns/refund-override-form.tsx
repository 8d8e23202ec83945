import { useState, type FormEvent } from 'react';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useReturnsText } from '../i18n/admin-page-texts.ts';
import { useRefundOverride } from './revoke-queries.ts';
import { input, label, secondaryBtn } from '../kit/admin-styles.ts';

/**
 * Finance's override of the calculated refund (before it is paid): the amount, a required
 * reason, then a confirmation naming both amounts. The server checks the bound and audits it.
 */
export function RefundOverrideForm({ revokeId, current }: { revokeId: number; current: number }) {
  const { t } = useReturnsText();
  const override = useRefundOverride();
  const [amount, setAmount] = useState(String(current));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'reason'; text: string } | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount.replaceAll(',', '').trim());
    if (!/^\d+$/.test(amount.replaceAll(',', '').trim()) || !Number.isSafeInteger(value))
      return setError({ field: 'amount', text: t('override.amountInvalid') });
    if (!reason.trim()) return setError({ field: 'reason', text: t('override.reasonRequired') });
    setError(null);
    const ok = await confirmDialog(
      t('override.confirm', {
        id: revokeId,
        before: current.toLocaleString('ko-KR'),
        after: value.toLocaleString('ko-KR'),
      }),
    );
    if (!ok) return;
    override.mutate(
      { revokeId, refundTotal: value, reason },
      {
        onSuccess: async (result) => {
          setReason('');
          await alertDialog(
            t('actions.done', { id: revokeId, progress: result.data.revokeProgressCd }),
          );
        },
      },
    );
  };

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
            value={amount}
            aria-invalid={error?.field === 'amount'}
            onChange={(e) => setAmount(e.target.value)}
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
            maxLength={500}
            value={reason}
            aria-invalid={error?.field === 'reason'}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <button type="submit" className={secondaryBtn} disabled={override.isPending}>
          {t('override.submit')}
        </button>
        {error && (
          <p role="alert" className="col-span-3 text-sm text-red-700">
            {error.text}
          </p>
        )}
      </form>
    </section>
  );
}
