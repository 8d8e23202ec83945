import { useEffect, useId, useRef, useState } from 'react';
import { Limits } from '@shop/contract/constants.ts';
import type { CartItem } from '@shop/contract/cart.ts';
import { ghostButton, secondaryButton } from '../../ui/button-styles.ts';
import { LinePriceParts } from '../../ui/line-price.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { selectable } from './cart-selection.ts';
import { usePageText } from '../../i18n/page-texts.ts';

const badge = 'rounded px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap';

/**
 * One cart line. A quantity change is saved 750 ms after the last change (spec 1 §9), then the
 * page re-prices with the saved quantities.
 */
export function CartRow({
  item,
  checked,
  onToggle,
  onSaveQty,
  onDelete,
  onBuy,
}: {
  item: CartItem;
  checked: boolean;
  onToggle: () => void;
  onSaveQty: (qty: number) => Promise<void>;
  onDelete: () => void;
  onBuy: () => void;
}) {
  const { t: pt } = usePageText();
  const id = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const enabled = selectable(item);
  const lecture = item.materials[0]?.lecture ?? null;

  // The latest handler, so that a page re-render does not restart the pause.
  const save = useRef(onSaveQty);
  useEffect(() => {
    save.current = onSaveQty;
  });
  useEffect(() => {
    if (draft === null) return;
    const timer = window.setTimeout(() => {
      setSaving(true);
      save.current(draft).finally(() => {
        setSaving(false);
        // a click made while this save ran is a newer draft, with its own pause still to run
        setDraft((current) => (current === draft ? null : current));
      });
    }, Limits.cartQtySaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return (
    <li
      className={`flex gap-3 px-3 py-4 xs:px-4 ${enabled ? '' : 'bg-slate-50'}`}
      data-testid="cart-row"
    >
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        checked={checked && enabled}
        disabled={!enabled}
        onChange={onToggle}
        aria-label={pt('cart.select', { name: item.displayName })}
      />
      <img
        src={item.imageUrl}
        alt=""
        width={56}
        height={75}
        loading="lazy"
        className="shrink-0 h-[75px] w-14 rounded border border-slate-200 bg-slate-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
            {item.displayName}
          </label>
          {lecture && (
            <p className="mt-0.5 text-xs text-slate-600">
              {pt('cart.forStudent', {
                student: lecture.cdi.stdName,
                branch: lecture.cdi.brchName,
              })}{' '}
              · {lecture.courseName} {lecture.semesterName} {lecture.periodName}
            </p>
          )}
          <p className="mt-1 flex flex-wrap gap-1">
            {item.isStb && (
              <span className={`${badge} bg-sky-100 text-sky-800`}>{pt('cart.smartBook')}</span>
            )}
            {item.isSupple && (
              <span className={`${badge} bg-violet-100 text-violet-800`}>
                {pt('cart.supplement')}
              </span>
            )}
            {!enabled && (
              <span className={`${badge} bg-slate-200 text-slate-700`}>
                {pt('cart.notForSale')}
              </span>
            )}
          </p>
          {item.additionalNotice && (
            <p className="mt-1 text-xs text-slate-600">{item.additionalNotice}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <QuantityCounter
              value={draft ?? item.qty}
              onChange={setDraft}
              disabled={!enabled || !item.canBuyMultiple}
              label={item.displayName}
            />
            <span className="text-[11px] text-slate-500" aria-live="polite">
              {saving ? pt('cart.saving') : ''}
            </span>
          </div>
          <div className="ml-auto flex gap-1.5">
            <button
              type="button"
              className={`${secondaryButton} px-3 py-2`}
              onClick={onBuy}
              disabled={!enabled}
              aria-label={pt('cart.buyItem', { name: item.displayName })}
            >
              {pt('cart.buy')}
            </button>
            <button
              type="button"
              className={`${ghostButton} px-3 py-2`}
              onClick={onDelete}
              aria-label={pt('cart.deleteItem', { name: item.displayName })}
            >
              {pt('cart.delete')}
            </button>
          </div>
        </div>
        {draft === null && !saving ? (
          <LinePriceParts price={item.price} name={item.displayName} />
        ) : (
          <span className="block h-4 w-full animate-pulse rounded bg-slate-100" />
        )}
      </div>
    </li>
  );
}
