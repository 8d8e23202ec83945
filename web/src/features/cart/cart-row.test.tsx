import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { CartRow } from './cart-row.tsx';
import { cartLine } from './cart-test-lines.ts';

const ITEM = cartLine(7, '국어 1', { productId: 136 });

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
