import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { calculatePrice, type PricePreview } from '@shop/contract/billing.ts';
import type { CheckoutItem } from '@shop/contract/cart.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { formatWon } from '../../lib/format.ts';
import { FreeDeliveryInfoDialog } from '../../ui/free-delivery-info-dialog.tsx';
import { SubtotalRows } from '../../ui/line-price.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

/**
 * The price preview (spec 2 §3), computed by the server for the chosen items. Part of the
 * billing feature's public surface: the cart shows it, and so can the pay page.
 */
export function usePricePreview(
  items: readonly CheckoutItem[],
  fdbIdSelected: number | '' | null = null,
) {
  // every billed item names its class, so no student list: an item without a class is priced
  // without a class-history discount, as the order and the cart's rows price it (decision 0255)
  const body = {
    items: items.map(({ productId, qty, cdi = null }) => ({ productId, qty, cdi })),
    stdIdList: [],
    fdbIdSelected,
  };
  return useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'price-preview', body],
    queryFn: async () => (await callApi(calculatePrice, { body })).data,
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function Row({
  label,
  children,
  strong,
  note,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  note?: string | null;
}) {
  return (
    <div
      className={`flex flex-wrap items-baseline justify-between gap-x-3 ${
        strong ? 'border-t border-slate-200 pt-2 text-base' : 'text-sm'
      }`}
    >
      <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd
        className={
          strong ? 'text-lg font-extrabold text-brand-800' : 'font-semibold text-slate-900'
        }
      >
        {children}
      </dd>
      {note && <dd className="w-full text-right text-xs text-emerald-700">{note}</dd>}
    </div>
  );
}

function deliveryNote(p: PricePreview, pt: ReturnType<typeof usePageText>['t']): string | null {
  if (!p.needDelivery) return pt('price.noDelivery');
  if (p.freeDeliveryReason === 'institute') return pt('price.freeInstitute');
  if (p.freeDeliveryReason === 'free-items') return pt('price.freeItems');
  if (p.fdbIdApplied !== null) return pt('price.freeByBenefit');
  return null;
}

/** Totals of the preview, its warnings, the free-delivery info, and the action below. */
export function PricePreviewBox({
  preview,
  calculating,
  empty,
  action,
}: {
  preview: PricePreview | undefined;
  calculating: boolean;
  empty: boolean;
  action?: ReactNode;
}) {
  const { t: pt } = usePageText();
  const [info, setInfo] = useState(false);
  const p = empty ? undefined : preview;
  const note = p ? deliveryNote(p, pt) : null;
  return (
    <section
      aria-labelledby="price-preview-title"
      className="rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="price-preview"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="price-preview-title" className="text-base font-bold text-slate-900">
          {pt('price.title')}
        </h2>
        <button
          type="button"
          onClick={() => setInfo(true)}
          className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-50"
        >
          {pt('price.freeDeliveryInfo')}
        </button>
      </div>
      {empty ? (
        <p className="py-4 text-center text-sm text-slate-600">{pt('price.nothingSelected')}</p>
      ) : !p ? (
        <p className="py-4 text-center text-sm text-slate-600">{pt('price.calculating')}</p>
      ) : (
        <div aria-busy={calculating}>
          <dl className="space-y-2">
            <SubtotalRows
              subtotals={p}
              rowClassName="flex flex-wrap items-baseline justify-between gap-x-3 text-sm"
              labelClassName="text-slate-600"
              valueClassName="font-semibold text-slate-900"
            />
            <Row label={pt('price.products')}>
              <span data-testid="subtotal-products">{formatWon(p.productPriceTotal)}</span>
            </Row>
            <Row label={pt('price.delivery')} note={note}>
              {p.deliveryPriceOrigin > p.deliveryPriceTotal && (
                <span className="mr-1.5 text-xs font-normal text-slate-500 line-through">
                  {formatWon(p.deliveryPriceOrigin)}
                </span>
              )}
              {formatWon(p.deliveryPriceTotal)}
            </Row>
            <Row label={pt('price.total')} strong>
              <span data-testid="price-total">{formatWon(p.priceTotal)}</span>
            </Row>
          </dl>
          {(p.failCreverseAPi || p.hasNotPaidOrder) && (
            <div className="mt-3 space-y-2" role="group" aria-label={pt('price.warning')}>
              {p.failCreverseAPi && (
                <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
                  {pt('price.failCreverseApi')}
                </p>
              )}
              {p.hasNotPaidOrder && (
                <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
                  {pt('price.hasNotPaidOrder')}
                </p>
              )}
            </div>
          )}
        </div>
      )}
      {action && <div className="mt-4">{action}</div>}
      {info && <FreeDeliveryInfoDialog onClose={() => setInfo(false)} />}
    </section>
  );
}
