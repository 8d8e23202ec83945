import { useMemo } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import {
  CartMessage,
  CartTab,
  cartAdd,
  checkOrderCreate,
  type CartTabInx,
  type CheckoutItem,
  type PayHandOver,
} from '@shop/contract/cart.ts';
import { callApi } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { localCacheSet, randomCacheKey } from '../../lib/local-cache.ts';
import { queryClient } from '../../lib/query-client.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { MEMBER_QUERY_KEY, authStateQuery } from '../../lib/auth-state-query.ts';
import { goToSignIn } from '../../lib/sign-in.ts';
import { pageText } from '../../i18n/page-texts.ts';

/**
 * The cart's public surface for other pages (product lists, product detail, billing list):
 * put items in the cart, or check them and open the pay page. Both refuse an empty selection
 * with the spec's message and send a visitor to sign-in (spec 1 §5).
 */

/** Key of the cart statistics query of the my-page shell (member keys are dropped at sign-out). */
export const CART_STATISTICS_KEY = [...MEMBER_QUERY_KEY, 'cart-statistics'] as const;
/** Keys of the cart's own queries; refreshed after every change to the cart. */
export const CART_QUERY_KEY = [...MEMBER_QUERY_KEY, 'cart'] as const;

/** Prefix of the local-cache key that hands the chosen items to the pay page (spec 2 §9). */
export const PAY_KEY_PREFIX = 'pay-';

export function payPagePath(key: string): string {
  return `/mypage/pay-2/${encodeURIComponent(key)}`;
}

export interface CartActionOptions {
  navigate: NavigateFunction;
}

async function readyToAct(items: readonly unknown[]): Promise<boolean> {
  if (items.length === 0) {
    await alertDialog(CartMessage.nothingSelected);
    return false;
  }
  const auth = await queryClient.ensureQueryData(authStateQuery);
  if (!auth.authenticated) {
    goToSignIn();
    return false;
  }
  return true;
}

/**
 * Adds items to the cart (an item already there adds to its quantity, up to 20; a smart book
 * stays at 1), refreshes the cart statistics, then offers 'go to cart' or 'keep shopping'; when
 * an item was already there, the offer says so with the quantity it has now (issue 16 item 5).
 * Resolves true when added.
 */
export async function addToCart(
  items: readonly Omit<CheckoutItem, 'cartId'>[],
  { navigate, tab }: CartActionOptions & { tab?: CartTabInx },
): Promise<boolean> {
  if (!(await readyToAct(items))) return false;
  let merged: { displayName: string; qty: number }[];
  try {
    const { data } = await callApi(cartAdd, {
      body: { list: items.map(({ productId, qty, cdi }) => ({ productId, qty, cdi })) },
    });
    merged = data.lines.filter((l) => l.alreadyInCart);
  } catch (error) {
    await reportError(error);
    return false;
  }
  await Promise.all([
    queryClient.refetchQueries({ queryKey: CART_STATISTICS_KEY }),
    queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  ]);
  const message =
    merged.length === 0
      ? pageText('cart.added.message')
      : pageText('cart.added.alreadyInCart', {
          lines: merged
            .map((l) => pageText('cart.added.line', { name: l.displayName, qty: l.qty }))
            .join('\n'),
        });
  const goToCart = await confirmDialog(message, {
    okLabel: pageText('cart.added.goToCart'),
    cancelLabel: pageText('cart.added.keepShopping'),
  });
  if (goToCart) await navigate(`/mypage/cart?cartTabInx=${tab ?? CartTab.books}`);
  return true;
}

/**
 * Checks the items with the server (every order rule, OT-172 included), keeps them in the local
 * cache under a new 'pay-…' key and opens the pay page. A refusal shows the server's message.
 * Resolves the key, or null when nothing was opened.
 */
export async function startCheckout(
  items: readonly CheckoutItem[],
  { navigate }: CartActionOptions,
): Promise<string | null> {
  if (!(await readyToAct(items))) return null;
  const chosen = items.map(({ productId, qty, cdi = null, cartId = null }) => ({
    productId,
    qty,
    cdi,
    cartId,
  }));
  try {
    await callApi(checkOrderCreate, { body: { items: chosen } });
  } catch (error) {
    await reportError(error);
    return null;
  }
  const key = randomCacheKey(PAY_KEY_PREFIX);
  const handOver: PayHandOver = { items: chosen, createdAt: new Date().toISOString() };
  localCacheSet(key, handOver);
  await navigate(payPagePath(key));
  return key;
}

/** Both actions bound to the page's navigation. */
export function useCartActions() {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      addToCart: (items: readonly Omit<CheckoutItem, 'cartId'>[], tab?: CartTabInx) =>
        addToCart(items, { navigate, tab }),
      startCheckout: (items: readonly CheckoutItem[]) => startCheckout(items, { navigate }),
    }),
    [navigate],
  );
}
