import { Limits } from '@shop/contract/constants.ts';
import { alertDialog } from './dialogs/dialog-store.ts';
import { usePageText } from '../i18n/page-texts.ts';

export interface QuantityCounterProps {
  value: number;
  onChange: (qty: number) => void;
  disabled?: boolean;
  /** Accessible name, e.g. the product name: '수량 (상품명)'. */
  label?: string;
}

const stepButton =
  'flex h-9 w-9 items-center justify-center text-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

/** Quantity 1–20 (spec 9); asking for more shows '20개까지 수량선택 가능합니다'. */
export function QuantityCounter({
  value,
  onChange,
  disabled = false,
  label,
}: QuantityCounterProps) {
  const { t: pt } = usePageText();
  // A typed value React does not take (an empty field, '205') is put back to the kept quantity by
  // React itself, the field being controlled.
  const set = (qty: number): void => {
    if (!Number.isFinite(qty)) return;
    if (qty > Limits.qtyMax) {
      void alertDialog(pt('ui.quantity.max'));
      onChange(Limits.qtyMax);
      return;
    }
    onChange(Math.max(Limits.qtyMin, Math.trunc(qty)));
  };
  const name = label ? `${pt('ui.quantity.label')} (${label})` : pt('ui.quantity.label');
  return (
    <div
      role="group"
      aria-label={name}
      className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white"
    >
      <button
        type="button"
        className={stepButton}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= Limits.qtyMin}
        aria-label={pt('ui.quantity.decrease')}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={Limits.qtyMin}
        max={Limits.qtyMax}
        value={value}
        disabled={disabled}
        aria-label={name}
        onChange={(e) => set(Number(e.currentTarget.value))}
        className="h-9 w-12 border-x border-slate-300 text-center text-sm [appearance:textfield] disabled:bg-slate-50 disabled:text-slate-500 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepButton}
        onClick={() => set(value + 1)}
        disabled={disabled}
        aria-label={pt('ui.quantity.increase')}
      >
        +
      </button>
    </div>
  );
}
