import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CartMessage,
  cartDel,
  cartUpdate,
  type CartItem,
  type CartTabInx,
} from '@shop/contract/cart.ts';
import { callApi } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { formatWon } from '../../lib/format.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { PricePreviewBox, usePricePreview } from '../billing/price-preview.tsx';
import { CART_QUERY_KEY, CART_STATISTICS_KEY, useCartActions } from './cart-actions.ts';
import { cartMineQuery, cartStatisticsQuery } from './cart-queries.ts';
import { CartRow } from './cart-row.tsx';
import { nextChecked, selectable, toCheckoutItems } from './cart-selection.ts';
import { ShippingNotice } from '../../ui/shipping-notice.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

function tabOf(value: string | null): CartTabInx {
  return value === '1' ? 1 : 0;
}

/** Checked cart ids: new selectable items start checked, the member's unchecks are kept. */
function useChecked(items: CartItem[] | undefined) {
  const [state, setState] = useState({
    source: undefined as CartItem[] | undefined,
    checked: new Set<number>(),
    seen: new Set<number>(),
  });
  let current = state;
  if (items && state.source !== items) {
    current = {
      source: items,
      checked: nextChecked(items, state.checked, state.seen),
      seen: new Set([...state.seen, ...items.map((i) => i.cartId)]),
    };
    setState(current);
  }
  const setChecked = (next: (c: Set<number>) => Set<number>) =>
    setState((s) => ({ ...s, checked: next(new Set(s.checked)) }));
  return [current.checked, setChecked] as const;
}

function Tabs({ tab }: { tab: CartTabInx }) {
  const { t: pt } = usePageText();
  const { data } = useQuery(cartStatisticsQuery);
  const tabs = [
    { inx: 0 as const, label: pt('cart.tabs.books'), count: data?.cartBookCount },
    { inx: 1 as const, label: pt('cart.tabs.others'), count: data?.cartOtherCount },
  ];
  return (
    <nav aria-label={pt('cart.tabs.label')} className="flex gap-2">
      {tabs.map(({ inx, label, count }) => (
        <Link
          key={inx}
          to={`?cartTabInx=${inx}`}
          aria-current={tab === inx ? 'page' : undefined}
          className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
            tab === inx
              ? 'bg-brand-700 text-white'
              : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {label}
          <span
            className={`min-w-6 rounded-full px-1.5 text-center text-xs ${
              tab === inx ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-700'
            }`}
            data-testid={`cart-tab-count-${inx}`}
          >
            {count ?? 0}
          </span>
        </Link>
      ))}
    </nav>
  );
}

/** /mypage/cart?cartTabInx: the member's cart lines, the price preview and the shipping rules. */
export function CartPage() {
  const { t: pt } = usePageText();
  const [params] = useSearchParams();
  const tab = tabOf(params.get('cartTabInx'));
  const queryClient = useQueryClient();
  const cart = useQuery(cartMineQuery(tab));
  const items = cart.data?.list;
  const [checked, setChecked] = useChecked(items);
  const actions = useCartActions();
  const chosen = toCheckoutItems(items ?? [], checked);
  const preview = usePricePreview(chosen);
  const enabledIds = (items ?? []).filter(selectable).map((i) => i.cartId);
  const allOn = enabledIds.length > 0 && enabledIds.every((id) => checked.has(id));

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CART_STATISTICS_KEY }),
      ]),
    [queryClient],
  );

  const saveQty = useCallback(
    async (cartId: number, qty: number) => {
      try {
        await callApi(cartUpdate, { body: { list: [{ cartId, qty }] } });
      } catch (error) {
        await reportError(error);
      }
      await refresh();
    },
    [refresh],
  );

  const remove = async (cartIds: number[], message: string) => {
    if (cartIds.length === 0) {
      await alertDialog(CartMessage.nothingChecked);
      return;
    }
    if (!(await confirmDialog(message))) return;
    try {
      await callApi(cartDel, { body: { cartIds } });
    } catch (error) {
      await reportError(error);
    }
    await refresh();
  };

  const buy = async (list: ReturnType<typeof toCheckoutItems>) => {
    if (list.length === 0) {
      await alertDialog(CartMessage.nothingChecked);
      return;
    }
    await actions.startCheckout(list);
  };

  const checkedIds = [...checked];
  const payButton = (
    <button type="button" className={`${primaryButton} w-full`} onClick={() => buy(chosen)}>
      {pt('cart.pay', { count: chosen.length })}
    </button>
  );
  return (
    <div className="space-y-4 pb-20 md:pb-0">
      <h2 className="text-xl font-bold text-slate-900">{pt('cart.title')}</h2>
      <Tabs tab={tab} />
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_300px] md:items-start">
        <div className="min-w-0 space-y-4">
          {cart.isPending ? (
            <div className="space-y-3">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : cart.isError ? (
            <div className="rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center">
              <p className="text-sm text-slate-600">{pt('cart.loadFailed')}</p>
              <button
                type="button"
                className={`${secondaryButton} mt-3`}
                onClick={() => cart.refetch()}
              >
                {pt('cart.retry')}
              </button>
            </div>
          ) : !items || items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center">
              <p className="font-semibold text-slate-800">
                {pt(tab === 0 ? 'cart.empty.books' : 'cart.empty.others')}
              </p>
              <p className="mt-2 text-sm text-slate-600">{pt('cart.empty.hint')}</p>
              <Link to="/mypage/class-material" className={`${secondaryButton} mt-4`}>
                {pt('cart.empty.toBilling')}
              </Link>
            </div>
          ) : (
            <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
              <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2.5 xs:px-4">
                <label className="mr-auto inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={allOn}
                    disabled={enabledIds.length === 0}
                    onChange={() => setChecked(() => (allOn ? new Set() : new Set(enabledIds)))}
                  />
                  {pt('cart.selectAll', { checked: chosen.length, total: items.length })}
                </label>
                <button
                  type="button"
                  className={`${secondaryButton} px-3 py-2`}
                  onClick={() => remove(checkedIds, CartMessage.confirmDeleteSelected)}
                >
                  {pt('cart.deleteSelected')}
                </button>
                <button
                  type="button"
                  className={`${secondaryButton} px-3 py-2`}
                  onClick={() => buy(chosen)}
                >
                  {pt('cart.buySelected')}
                </button>
              </div>
              <ul className="divide-y divide-slate-100">
                {items.map((item) => (
                  <CartRow
                    key={item.cartId}
                    item={item}
                    checked={checked.has(item.cartId)}
                    onToggle={() =>
                      setChecked((c) => {
                        if (c.has(item.cartId)) c.delete(item.cartId);
                        else c.add(item.cartId);
                        return c;
                      })
                    }
                    onSaveQty={(qty) => saveQty(item.cartId, qty)}
                    onDelete={() => remove([item.cartId], CartMessage.confirmDeleteOne)}
                    onBuy={() => buy(toCheckoutItems([item], new Set([item.cartId])))}
                  />
                ))}
              </ul>
            </div>
          )}
          <ShippingNotice />
        </div>
        <div className="md:sticky md:top-4">
          <PricePreviewBox
            preview={preview.data}
            calculating={preview.isFetching}
            empty={chosen.length === 0}
            action={payButton}
          />
        </div>
      </div>
      {items && items.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden">
          <div className="flex items-center gap-3">
            <p className="min-w-0 flex-1 text-sm text-slate-700">
              {pt('price.total')}
              <strong className="ml-1.5 block text-base text-brand-800">
                {chosen.length > 0 && preview.data ? formatWon(preview.data.priceTotal) : '-'}
              </strong>
            </p>
            <div className="w-40">{payButton}</div>
          </div>
        </div>
      )}
    </div>
  );
}
