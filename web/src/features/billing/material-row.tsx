import { useId } from 'react';
import type { LectureMaterial } from '@shop/contract/billing.ts';
import { formatDate, formatWon } from '../../lib/format.ts';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

const badge = 'rounded px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap';

export function MaterialBadges({ material }: { material: LectureMaterial }) {
  const { t: pt } = usePageText();
  return (
    <span className="flex flex-wrap gap-1">
      {material.shouldBuy && (
        <span className={`${badge} bg-brand-50 text-brand-700`}>{pt('billing.billed')}</span>
      )}
      {material.isStb && (
        <span className={`${badge} bg-sky-100 text-sky-800`}>{pt('billing.smartBook')}</span>
      )}
      {material.isSupple && (
        <span className={`${badge} bg-violet-100 text-violet-800`}>{pt('billing.supplement')}</span>
      )}
      {!material.canBuy && (
        <span className={`${badge} bg-slate-200 text-slate-700`}>{pt('billing.notForSale')}</span>
      )}
      {material.hasBuyLog && (
        <span className={`${badge} bg-emerald-100 text-emerald-800`}>
          {pt('billing.bought', {
            date: material.orderedDatetime ? formatDate(material.orderedDatetime) : '',
          })}
        </span>
      )}
    </span>
  );
}

/** One billed material: check box, cover, name and price, quantity. */
export function MaterialRow({
  material,
  checked,
  qty,
  onToggle,
  onQty,
}: {
  material: LectureMaterial;
  checked: boolean;
  qty: number;
  onToggle: () => void;
  onQty: (qty: number) => void;
}) {
  const { t: pt } = usePageText();
  const id = useId();
  const disabled = !material.canBuy;
  return (
    <li
      className={`flex gap-3 px-3 py-3 xs:px-4 ${disabled ? 'bg-slate-50' : ''}`}
      data-testid="billing-material"
    >
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        checked={checked && !disabled}
        disabled={disabled}
        onChange={onToggle}
        aria-label={pt('billing.select', { name: material.displayName })}
      />
      <img
        src={material.imageUrl}
        alt=""
        width={48}
        height={64}
        loading="lazy"
        className="shrink-0 h-16 w-12 rounded border border-slate-200 bg-slate-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
            {material.displayName}
          </label>
          <div className="mt-1">
            <MaterialBadges material={material} />
          </div>
          {material.additionalNotice ? (
            <p className="mt-1 text-xs text-slate-600">{material.additionalNotice}</p>
          ) : (
            material.isSupple && (
              <p className="mt-1 text-xs text-violet-800">{pt('billing.needsEbook')}</p>
            )
          )}
        </div>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <div className="text-left sm:text-right">
            <p className="text-sm font-bold text-slate-900">{formatWon(material.sellPrice)}</p>
            {material.markedPrice > material.sellPrice && (
              <p className="text-xs text-slate-500 line-through">
                {formatWon(material.markedPrice)}
              </p>
            )}
            {material.classDiscount ? (
              <p className="text-xs font-medium text-rose-700">
                {pt('billing.classDiscount', { amount: formatWon(material.classDiscount) })}
              </p>
            ) : null}
          </div>
          <QuantityCounter
            value={qty}
            onChange={onQty}
            disabled={disabled || !material.canBuyMultiple}
            label={material.displayName}
          />
        </div>
      </div>
    </li>
  );
}
