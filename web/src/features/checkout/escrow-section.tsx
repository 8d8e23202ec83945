import { useCheckoutText } from './checkout-i18n.ts';

/**
 * 구매안전서비스 (전자상거래법 §13 ② 10, §24; decision 0465): a virtual-account order that ships
 * may choose escrow; the box starts unticked, the buyer chooses.
 */
export function EscrowSection({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useCheckoutText();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{t('escrow.title')}</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby="escrow-help"
        />
        <span>{t('escrow.use')}</span>
      </label>
      <p id="escrow-help" className="mt-2 text-xs text-slate-600">
        {t('escrow.help')}
      </p>
    </fieldset>
  );
}
