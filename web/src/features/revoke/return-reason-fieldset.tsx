import { recallReasonCd, type OrderForRevoke, type RecallReasonCd } from '@shop/contract/revoke.ts';
import { formatDate, formatWon } from '../../lib/format.ts';
import { useRevokeText } from './revoke-i18n.ts';

const REASONS = recallReasonCd.options;

/**
 * The reason of a return (decision 0500): the fee and the period follow it, so each choice says
 * both, with this order's last day once delivery is recorded.
 */
export function ReturnReasonFieldset({
  order,
  value,
  onChange,
}: {
  order: OrderForRevoke;
  value: RecallReasonCd | null;
  onChange: (reason: RecallReasonCd) => void;
}) {
  const { t } = useRevokeText();
  const deadlines = order.returnDeadlines;
  const terms = (reason: RecallReasonCd) => {
    const mind = reason === '단순변심';
    const text = mind
      ? t('reason.changeOfMindTerms', { fee: formatWon(order.changeOfMindFee) })
      : t('reason.shopFaultTerms');
    if (!deadlines) return text;
    const until = mind ? deadlines.changeOfMind : deadlines.shopFault;
    return `${text} (${t('reason.until', { date: until })})`;
  };
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 xs:p-5">
      <legend className="px-1 font-bold text-slate-900">{t('reason.legend')}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('reason.hint')}</p>
      {order.deliveredDatetime && (
        <p className="mb-3 text-sm font-semibold text-slate-800">
          {t('reason.deliveredOn', { date: formatDate(order.deliveredDatetime) })}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {REASONS.map((reason) => (
          <label
            key={reason}
            className={`flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm ${value === reason ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            <input
              type="radio"
              name="recall-reason"
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              checked={value === reason}
              onChange={() => onChange(reason)}
            />
            <span>
              <span className="block font-semibold text-slate-900">{t(`reason.${reason}`)}</span>
              <span className="block text-xs text-slate-600">{terms(reason)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
