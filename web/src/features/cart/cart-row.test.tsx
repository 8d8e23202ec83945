import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/contract/cart.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CartRow } from './cart-row.tsx';

const ITEM: CartItem = {
  cartId: 7,
  productId: 136,
  qty: 1,
  canBuy: true,
  canBuyMultiple: true,
  additionalNotice: null,
  stockEntryId: null,
  lectureStdId: null,
  cdi: null,
  materials: [],
  displayName: '국어 1',
  imageUrl: '/static/cover.svg',
  kind: 'book',
  isStb: false,
  isSupple: false,
  markedPrice: 12_000,
  sellPrice: 10_000,
  price: { listPrice: 12_000, salePrice: 10_000, classDiscount: 0, qty: 1, lineTotal: 10_000 },
  updatedAt: '2026-11-20T10:00:00+09:00',
};

describe('CartRow quantity', () => {
  it('keeps a click made while the previous quantity is being saved, and saves it after its pause', async () => {
    const saved: number[] = [];
    let finishFirst = () => {};
    const onSaveQty = (qty: number) => {
      saved.push(qty);
      return saved.length === 1
        ? new Promise<void>((resolve) => (finishFirst = resolve))
        : Promise.resolve();
    };
    renderPage(
      <ul>
        <CartRow
          item={ITEM}
          checked
          onToggle={() => {}}
          onSaveQty={onSaveQty}
          onDelete={() => {}}
          onBuy={() => {}}
        />
      </ul>,
      { path: '/', url: '/' },
    );
    const more = screen.getByRole('button', { name: '수량 늘리기' });
    await userEvent.click(more);
    await waitFor(() => expect(saved).toEqual([2]), { timeout: 5000 });

    await userEvent.click(more); // during the save of 2
    finishFirst();
    await waitFor(() => expect(saved).toEqual([2, 3]), { timeout: 5000 });
  });
});
