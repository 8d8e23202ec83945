import type { RecallCalculation, RevokeOrderItem } from '@shop/contract/revoke.ts';
import { formatWon } from '../../lib/format.ts';
import { Price } from '../../ui/price.tsx';
import { ProductName } from './revoke-item-step.tsx';
import { Panel, Row, Thumb } from './revoke-parts.tsx';
import type { FeeMethod } from './revoke-submit.ts';
import { useRevokeText } from './revoke-i18n.ts';

/** Step 2's read-only part: the chosen items and the server's calculation (spec 3 §2). */
export function RevokeCalculationView({
  items,
  chosen,
  calc,
}: {
  items: readonly RevokeOrderItem[];
  chosen: readonly { orderItemId: number; qty: number }[];
  calc: RecallCalculation;
}) {
  const { t } = useRevokeText();
  const byId = new Map(items.map((i) => [i.orderItemId, i]));
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem]">
      <Panel title={t('calc.chosen')} id="revoke-chosen">
        <ul className="divide-y divide-slate-200">
          {chosen.map((c) => {
            const item = byId.get(c.orderItemId);
            if (!item) return null;
            return (
              <li key={c.orderItemId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <Thumb src={item.imageUrl} />
                <p className="min-w-0 flex-1 wrap-break-word">
                  <ProductName item={item} />
                </p>
                <p className="shrink-0 text-sm text-slate-700">
                  {t('common.qtyUnit', { count: c.qty })}
                </p>
              </li>
            );
          })}
        </ul>
      </Panel>
      <Panel title={t('calc.title')} id="revoke-calc" className="md:self-start">
        <dl>
          <Row label={t('calc.refundCount')}>
            {t('common.qtyUnit', { count: calc.refundCount })}
          </Row>
          <Row label={t('calc.productSum')}>
            <Price amount={calc.refundProductSum} />
          </Row>
          <Row label={t('calc.delivery')}>
            <Price amount={calc.refundDelivery} />
          </Row>
          <Row label={t('calc.total')} strong>
            <Price amount={calc.refundTotal} className="text-brand-800" />
          </Row>
        </dl>
        {/* the return fee is paid on its own, never taken from the refund */}
        <dl className="mt-2 border-t border-dashed border-slate-300 pt-2">
          <Row label={t('calc.recallFee')}>
            <Price amount={calc.recallFee} />
          </Row>
        </dl>
        {calc.benefitReturned && (
          <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            {t('calc.benefitReturned')}
          </p>
        )}
        {calc.recallFee > 0 && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {t('calc.feeNote', { amount: formatWon(calc.recallFee) })}
          </p>
        )}
      </Panel>
    </div>
  );
}

/** How the return fee is paid: card or virtual account, in the gateway's window. */
export function FeeMethodChooser({
  fee,
  value,
  onChange,
}: {
  fee: number;
  value: FeeMethod | null;
  onChange: (method: FeeMethod) => void;
}) {
  const { t } = useRevokeText();
  const methods: { value: FeeMethod; label: string }[] = [
    { value: '신용카드', label: t('fee.card') },
    { value: '가상계좌', label: t('fee.vbank') },
  ];
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 xs:p-5">
      <legend className="px-1 font-bold text-slate-900">{t('fee.legend')}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('fee.explain', { amount: formatWon(fee) })}</p>
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        {methods.map((m) => (
          <label
            key={m.value}
            className={`flex cursor-pointer items-center gap-2 rounded-xl border p-3 text-sm font-semibold ${value === m.value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-200'}`}
          >
            <input
              type="radio"
              name="fee-method"
              className="h-4 w-4 accent-brand-700"
              checked={value === m.value}
              onChange={() => onChange(m.value)}
            />
            {m.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
