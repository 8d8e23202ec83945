import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/contract/cart.ts';
import { nextChecked, selectable, toCheckoutItems } from './cart-selection.ts';

function item(cartId: number, extra: Partial<CartItem> = {}): CartItem {
  const canBuy = extra.canBuy ?? true;
  return {
    cartId,
    productId: cartId * 10,
    qty: 1,
    canBuy,
    canBuyMultiple: true,
    additionalNotice: null,
    stockEntryId: null,
    lectureStdId: null,
    cdi: null,
    materials: [
      {
        productId: cartId * 10,
        qty: 1,
        canBuy,
        shouldBuy: false,
        canBuyMultiple: true,
        isStb: false,
        isSupple: false,
        additionalNotice: null,
        lecture: null,
      },
    ],
    displayName: `상품 ${cartId}`,
    imageUrl: '',
    kind: 'book',
    isStb: false,
    isSupple: false,
    markedPrice: 1000,
    sellPrice: 900,
    price: { listPrice: 1000, salePrice: 900, classDiscount: 0, qty: 1, lineTotal: 900 },
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...extra,
  };
}

describe('cart selection', () => {
  const blockedMaterial = item(3);
  blockedMaterial.materials[0]!.canBuy = false;
  const items = [item(1), item(2, { canBuy: false }), blockedMaterial];

  it('starts checked only where every material can be bought', () => {
    expect(items.map(selectable)).toEqual([true, false, false]);
    expect([...nextChecked(items, new Set(), new Set())]).toEqual([1]);
  });

  it('keeps unchecked what the member unchecked, and checks items new in the list', () => {
    const seen = new Set([1, 2, 3]);
    const reloaded = [...items, item(4)];
    expect([...nextChecked(reloaded, new Set(), seen)]).toEqual([4]);
    expect([...nextChecked(reloaded, new Set([1]), seen)]).toEqual([1, 4]);
    // a deleted item leaves the selection
    expect([...nextChecked([item(4)], new Set([1, 4]), new Set([1, 4]))]).toEqual([4]);
  });

  it('hands the checked, buyable items to checkout with their cart id and class', () => {
    const cdi = { stdId: 5101, brchId: 101, brchType: 'CDI' };
    const list = [item(1, { cdi, qty: 3 }), item(2, { canBuy: false }), item(5)];
    expect(toCheckoutItems(list, new Set([1, 2]))).toEqual([
      { productId: 10, qty: 3, cdi, cartId: 1 },
    ]);
  });
});
