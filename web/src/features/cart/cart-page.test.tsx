import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calculatePrice, deliveryTerms } from '@shop/contract/billing.ts';
import { cartDel, cartMine, CartMessage } from '@shop/contract/cart.ts';
import { fetchCartStatistics } from '@shop/contract/member.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { CartPage } from './cart-page.tsx';
import { cartLine as line } from './cart-test-lines.ts';

const LINES = [
  line(1, '국어 1'),
  line(2, '수학 2', { canBuyMultiple: false }),
  line(3, '과학 3', { canBuy: false }),
];

function openCart() {
  const requests = stubApi([
    route(cartMine, { list: LINES, totalCount: LINES.length }),
    route(fetchCartStatistics, { data: { cartBookCount: 3, cartOtherCount: 0 } }),
    route(calculatePrice, {
      data: {
        priceTotal: 20_000,
        productPriceTotal: 20_000,
        deliveryPriceTotal: 0,
        deliveryPriceOrigin: 0,
        needDelivery: true,
        freeDeliveryList: [],
        fdbIdApplied: null,
        freeDeliveryReason: null,
        failCreverseAPi: false,
        hasNotPaidOrder: false,
        lines: [
          { listPrice: 12_000, salePrice: 10_000, classDiscount: 0, qty: 1, lineTotal: 10_000 },
          { listPrice: 12_000, salePrice: 10_000, classDiscount: 0, qty: 1, lineTotal: 10_000 },
        ],
        listPriceTotal: 24_000,
        saleDiscountTotal: 4_000,
        classDiscountTotal: 0,
      },
    }),
    // staff changed the fee and moved spring's end (decision 0424): the notice quotes the data
    route(deliveryTerms, {
      domesticFeeWon: 2_000,
      seasons: [
        { code: 'winter', startDate: '2026-11-01', endDate: '2027-01-31' },
        { code: 'spring', startDate: '2027-02-01', endDate: '2027-04-25' },
        { code: 'summer', startDate: '2027-04-26', endDate: '2027-07-31' },
        { code: 'autumn', startDate: '2027-08-01', endDate: '2027-10-31' },
      ],
    }),
    route(cartDel, (body) => ({
      data: { deleted: (body as { cartIds: number[] }).cartIds.length },
    })),
  ]);
  renderPage(<CartPage />, { path: '/mypage/cart', url: '/mypage/cart' });
  const deletes = () => requests.filter((r) => r.path === cartDel.path).map((r) => r.body);
  return { deletes };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const dialog = () => screen.findByRole('dialog');

describe('the cart page', () => {
  it('checks every sellable line, and select-all unchecks and checks them again', async () => {
    const user = userEvent.setup();
    openCart();
    const all = await screen.findByRole<HTMLInputElement>('checkbox', { name: '전체 선택 (2/3)' });
    expect(all.checked).toBe(true);
    expect(box('국어 1 선택').checked).toBe(true);
    expect(box('수학 2 선택').checked).toBe(true);
    expect(box('과학 3 선택')).toMatchObject({ checked: false, disabled: true });

    await user.click(all);
    expect(box('전체 선택 (0/3)').checked).toBe(false);
    expect(box('국어 1 선택').checked).toBe(false);
    expect(box('수학 2 선택').checked).toBe(false);

    await user.click(box('국어 1 선택'));
    expect(box('전체 선택 (1/3)').checked).toBe(false);
    await user.click(box('전체 선택 (1/3)'));
    expect(box('전체 선택 (2/3)').checked).toBe(true);
    expect(box('과학 3 선택').checked).toBe(false);
  });

  it('holds a single-only line at one: its counter is disabled', async () => {
    openCart();
    const single = await screen.findByRole('group', { name: '수량 (수학 2)' });
    expect(within(single).getByRole('spinbutton')).toMatchObject({ value: '1', disabled: true });
    expect(within(single).getByRole('button', { name: '수량 늘리기' })).toHaveProperty(
      'disabled',
      true,
    );
    const multiple = screen.getByRole('group', { name: '수량 (국어 1)' });
    expect(within(multiple).getByRole('button', { name: '수량 늘리기' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('deletes the checked lines only after the confirm, and nothing on cancel', async () => {
    const user = userEvent.setup();
    const { deletes } = openCart();
    await screen.findByRole('checkbox', { name: '전체 선택 (2/3)' });

    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const asked = await dialog();
    expect(within(asked).getByText(CartMessage.confirmDeleteSelected)).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deletes()).toEqual([{ cartIds: [1, 2] }]));
  });

  it('asks for one line when its own delete is pressed', async () => {
    const user = userEvent.setup();
    const { deletes } = openCart();
    await user.click(await screen.findByRole('button', { name: '과학 3 삭제' }));
    const asked = await dialog();
    expect(within(asked).getByText(CartMessage.confirmDeleteOne)).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deletes()).toEqual([{ cartIds: [3] }]));
  });

  it('refuses to delete with nothing checked, without asking the server', async () => {
    const user = userEvent.setup();
    const { deletes } = openCart();
    await user.click(await screen.findByRole('checkbox', { name: '전체 선택 (2/3)' }));
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const told = await dialog();
    expect(within(told).getByText(CartMessage.nothingChecked)).toBeTruthy();
    await user.click(within(told).getByRole('button', { name: '확인' }));
    expect(deletes()).toEqual([]);
  });

  it('quotes the delivery fee and the season dates of the data in its shipping notice', async () => {
    openCart();
    const notice = await screen.findByRole('region', { name: '배송 안내' });
    await waitFor(() => expect(notice.textContent).toContain('배송비 2,000원이 부과되며'));
    expect(notice.textContent).toContain(
      '시즌(봄 2월 1일~4월 25일, 여름 4월 26일~7월 31일, 가을 8~10월, 겨울 11~1월)당 1회',
    );
  });
});
