import { brandName } from '@shop/contract/brands.ts';
import { useState } from 'react';
import type { PricePreview } from '@shop/contract/billing.ts';
import { FreeDeliveryInfoDialog } from '../../ui/free-delivery-info-dialog.tsx';
import { benefitUsedOn } from './benefit-used-on.ts';
import { useCheckoutText } from './checkout-i18n.ts';

/**
 * The free-delivery benefit picker (spec 2 §4.3): use or do not use; benefits already used are
 * disabled and labelled 'used (date)'. The info button opens the free-delivery info popup. An
 * order of items chosen from the catalog may use any student's benefit (decision 0264): the
 * picker says so, and how to keep it for a billed order.
 */
export function BenefitPicker({
  benefits,
  use,
  onUse,
  fdbId,
  onPick,
  fromCatalog = false,
}: {
  benefits: PricePreview['freeDeliveryList'];
  use: boolean;
  onUse: (use: boolean) => void;
  fdbId: number | null;
  onPick: (fdbId: number) => void;
  /** Every item was chosen from the catalog, none from a student's billing list. */
  fromCatalog?: boolean;
}) {
  const { t } = useCheckoutText();
  const [info, setInfo] = useState(false);
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{t('benefit.title')}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex gap-4">
          <label className="flex items-center gap-1.5">
            <input type="radio" name="use-benefit" checked={use} onChange={() => onUse(true)} />
            {t('benefit.use')}
          </label>
          <label className="flex items-center gap-1.5">
            <input type="radio" name="use-benefit" checked={!use} onChange={() => onUse(false)} />
            {t('benefit.noUse')}
          </label>
        </div>
        <button
          type="button"
          onClick={() => setInfo(true)}
          className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('benefit.info')}
        </button>
      </div>
      {fromCatalog && <p className="mt-2 text-xs text-slate-600">{t('benefit.fromCatalog')}</p>}
      {use && (
        <div className="mt-3 space-y-1.5 text-sm">
          {benefits.map((b) => (
            <label
              key={b.fdbId}
              className={`flex items-start gap-2 ${b.orderId !== null ? 'text-slate-500' : ''}`}
            >
              <input
                type="radio"
                name="benefit"
                className="mt-1"
                disabled={b.orderId !== null}
                checked={fdbId === b.fdbId}
                onChange={() => onPick(b.fdbId)}
              />
              <span>
                {b.stdName} · {brandName(b.brchType)} ({b.startDate} ~ {b.endDate})
                {b.orderId !== null && ` ${t('benefit.used', { date: benefitUsedOn(b) })}`}
              </span>
            </label>
          ))}
        </div>
      )}
      {info && <FreeDeliveryInfoDialog onClose={() => setInfo(false)} />}
    </fieldset>
  );
}
