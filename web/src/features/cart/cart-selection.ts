import type { CartItem, CheckoutItem } from '@shop/contract/cart.ts';

/**
 * Spec 1 §4 'Cart': an item whose materials can all be bought starts checked and can be
 * chosen; any other item starts unchecked and its check box is disabled.
 */
export function selectable(item: CartItem): boolean {
  return item.canBuy && item.materials.every((m) => m.canBuy);
}

/**
 * The checked cart ids after a (re)load: kept where still present and selectable, and every
 * item not seen before starts checked when selectable. `seen` are the ids already shown.
 */
export function nextChecked(
  items: readonly CartItem[],
  checked: ReadonlySet<number>,
  seen: ReadonlySet<number>,
): Set<number> {
  const next = new Set<number>();
  for (const item of items) {
    if (!selectable(item)) continue;
    if (checked.has(item.cartId) || !seen.has(item.cartId)) next.add(item.cartId);
  }
  return next;
}

export function toCheckoutItems(
  items: readonly CartItem[],
  checked: ReadonlySet<number>,
): CheckoutItem[] {
  return items
    .filter((i) => checked.has(i.cartId) && selectable(i))
    .map((i) => ({ productId: i.productId, qty: i.qty, cdi: i.cdi, cartId: i.cartId }));
}
