import type { UseFormReturn } from 'react-hook-form';
import { CASH_RECEIPT_KINDS, type CashReceiptChoice } from '@shop/contract/cash-receipt.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { useCheckoutText } from './checkout-i18n.ts';

export type CashReceiptFormApi = UseFormReturn<CashReceiptChoice, unknown, CashReceiptChoice>;

/**
 * The cash-receipt question of a virtual-account order (decision 0464): 소득공제용 (mobile
 * number), 지출증빙용 (business number) or 신청 안 함, on the contract's rule (cashReceiptChoice).
 */
export function CashReceiptSection({ form }: { form: CashReceiptFormApi }) {
  const { t } = useCheckoutText();
  const kind = form.watch('kind');
  const error = form.formState.errors.identifier?.message;
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{t('cashReceipt.title')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {CASH_RECEIPT_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-1.5">
            <input type="radio" value={k} {...form.register('kind')} />
            {t(`cashReceipt.${k}`)}
          </label>
        ))}
      </div>
      {kind !== 'none' && (
        <label className="mt-3 block text-sm font-medium text-slate-800">
          {t(kind === 'income' ? 'cashReceipt.phone' : 'cashReceipt.businessNumber')}
          <input
            className="mt-1 w-full max-w-xs rounded-lg border border-slate-300 px-3 py-2 font-normal"
            inputMode="tel"
            autoComplete={kind === 'income' ? 'tel' : 'off'}
            placeholder={kind === 'income' ? '010-1234-5678' : '123-45-67890'}
            aria-invalid={error ? true : undefined}
            aria-describedby="cash-receipt-error"
            {...form.register('identifier')}
          />
        </label>
      )}
      {kind !== 'none' && (
        // the line is kept while the field is shown, so an error coming or going on blur moves
        // nothing under the pointer (the consent box, the pay button)
        <p id="cash-receipt-error" role="alert" className="mt-1 min-h-5 text-sm text-red-700">
          {error ? refusalText(error) : ''}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-600">{t('cashReceipt.selfIssue')}</p>
    </fieldset>
  );
}
