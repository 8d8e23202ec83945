import type { CartItem } from '@shop/contract/cart.ts';

/** A cart line for the cart's component tests: a book at 10,000 won (list 12,000), quantity 1. */
export function cartLine(cartId: number, name: string, rest: Partial<CartItem> = {}): CartItem {
  return {
    cartId,
    productId: 100 + cartId,
    qty: 1,
    canBuy: true,
    canBuyMultiple: true,
    additionalNotice: null,
    stockEntryId: null,
    lectureStdId: null,
    cdi: null,
    materials: [],
    displayName: name,
    imageUrl: '/static/cover.svg',
    kind: 'book',
    isStb: false,
    isSupple: false,
    markedPrice: 12_000,
    sellPrice: 10_000,
    price: { listPrice: 12_000, salePrice: 10_000, classDiscount: 0, qty: 1, lineTotal: 10_000 },
    updatedAt: '2026-11-20T10:00:00+09:00',
    ...rest,
  };
}
