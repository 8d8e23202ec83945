import { useMemo, useRef, useState } from 'react';
import type { ProductKind } from '@shop/contract/catalog.ts';
import { CartTab } from '@shop/contract/cart.ts';
import { useCartActions } from '../cart/cart-actions.ts';

/** One product and quantity chosen on a catalog page. */
export interface PurchaseLine {
  productId: number;
  qty: number;
  kind: ProductKind;
}

/** Devices and teaching aids live on the cart's second tab, books and smart books on the first. */
function cartTabOf(lines: readonly PurchaseLine[]) {
  const others = lines.length > 0 && lines.every((l) => l.kind === 'device' || l.kind === 'aid');
  return others ? CartTab.others : CartTab.books;
}

/**
 * Add to cart and buy now from the catalog pages, through the cart's public actions (which
 * refuse an empty selection, send a visitor to sign-in, and show the confirm or open the pay
 * page). `busy` keeps a double click from sending the same request twice.
 */
export function usePurchase() {
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  return useMemo(() => {
    const guard = async (work: () => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await work();
      } finally {
        running.current = false;
        setBusy(false);
      }
    };
    return {
      busy,
      addToCart: (lines: readonly PurchaseLine[]) =>
        guard(() =>
          actions.addToCart(
            lines.map(({ productId, qty }) => ({ productId, qty, cdi: null })),
            cartTabOf(lines),
          ),
        ),
      buyNow: (lines: readonly PurchaseLine[]) =>
        guard(() =>
          actions.startCheckout(
            lines.map(({ productId, qty }) => ({ productId, qty, cdi: null, cartId: null })),
          ),
        ),
    };
  }, [actions, busy]);
}
