import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  answerDialog,
  seriousViolations,
  signInParentKim,
  agreeToOrder,
} from './journey-helpers.ts';

/**
 * Issue 16 item 3 (decision 0255): on the cart, the pay page, the payment result and the order
 * detail, each row shows 정가, 판매가, 수강 이력 할인 and 합계, and the rows add up to the
 * subtotals above 상품 금액 — read from the screen, one row with a class-history discount.
 */

const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

interface Row {
  list: number;
  sale: number;
  classDiscount: number;
  qty: number;
  total: number;
}

/** The rows' parts as the page writes them. */
async function rowsOf(rows: Locator): Promise<Row[]> {
  const out: Row[] = [];
  for (const row of await rows.all()) {
    const parts = row.getByTestId('line-price');
    await expect(parts).toBeVisible();
    const totalLabel = await parts.locator('dt').last().textContent();
    out.push({
      list: won(await parts.getByTestId('line-list').textContent()),
      sale: won(await parts.getByTestId('line-sale').textContent()),
      classDiscount: won(await parts.getByTestId('line-class-discount').textContent()),
      qty: Number(/\((\d+)개\)/.exec(totalLabel ?? '')?.[1]),
      total: won(await parts.getByTestId('line-total').textContent()),
    });
  }
  return out;
}

/** Each row's 합계 is its parts', and the rows add up to the page's subtotals. */
async function expectAddsUp(page: Page, rows: Locator, where: string): Promise<void> {
  const list = await rowsOf(rows);
  expect(list.length, where).toBeGreaterThan(0);
  for (const r of list) {
    expect(r.qty, where).toBeGreaterThan(0);
    expect(r.total, where).toBe((r.sale - r.classDiscount) * r.qty);
  }
  const sum = (f: (r: Row) => number) => list.reduce((s, r) => s + f(r), 0);
  const shown = async (testId: string) => won(await page.getByTestId(testId).textContent());
  expect(await shown('subtotal-list'), where).toBe(sum((r) => r.list * r.qty));
  expect(await shown('subtotal-sale-discount'), where).toBe(sum((r) => (r.list - r.sale) * r.qty));
  expect(await shown('subtotal-class-discount'), where).toBe(sum((r) => r.classDiscount * r.qty));
  expect(await shown('subtotal-products'), where).toBe(sum((r) => r.total));
  // the billed book of 김서준's CDI class carries its class-history discount
  expect(
    list.some((r) => r.classDiscount > 0),
    where,
  ).toBe(true);
}

/** Empties the books tab so that each run starts from the same cart. */
async function emptyCart(page: Page): Promise<void> {
  await page.goto('/mypage/cart?cartTabInx=0');
  const rows = page.getByTestId('cart-row');
  await expect(rows.or(page.getByText('장바구니에 담긴 교재가 없습니다.'))).not.toHaveCount(0);
  if ((await rows.count()) === 0) return;
  await page.getByRole('checkbox', { name: /전체 선택/ }).check();
  await page.getByRole('button', { name: '선택 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('장바구니에 담긴 교재가 없습니다.')).toBeVisible();
}

for (const size of [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const) {
  test(`prices add up on the cart, pay, result and order pages (${size.label})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
    await signInParentKim(page, request);
    await emptyCart(page);

    // 김서준's billed materials as the list checks them; his CDI class takes 1,000 won off
    // 'CDI Reading Explorer 3 Student Book'
    await page.goto('/mypage/class-material/5101');
    await expect(page.getByRole('heading', { name: '김서준 청구 내역' })).toBeVisible();
    // earlier journeys may have bought this child's books, which then start unchecked
    await page
      .getByRole('checkbox', { name: /CDI Reading Explorer 3 Student Book 선택/ })
      .first()
      .check();
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '장바구니로 이동' }).click();
    await expect(page).toHaveURL(/\/mypage\/cart\?cartTabInx=0$/);

    // the cart: the checked rows add up to the preview's subtotals, also after a new quantity
    const cartRows = page.getByTestId('cart-row');
    await expect(cartRows.first()).toBeVisible();
    const before = await page.getByTestId('subtotal-products').textContent();
    const row = cartRows.filter({
      has: page.getByText('CDI Reading Explorer 3 Student Book', { exact: true }),
    });
    await expect(row.getByTestId('line-class-discount')).toHaveText('−1,000원');
    await row.getByRole('button', { name: '수량 늘리기' }).click();
    await expect(row.getByText('합계 (2개)')).toBeVisible();
    await expect(page.getByTestId('subtotal-products')).not.toHaveText(before!);
    // every row is checked: all of them count
    await expect(page.getByRole('checkbox', { name: /전체 선택/ })).toBeChecked();
    await expectAddsUp(page, cartRows, 'cart');
    await shot('cart');
    expect(await seriousViolations(page)).toEqual([]);

    // the pay page: the same rows, the same subtotals
    await page
      .getByRole('button', { name: /주문하기 \(\d+개\)/ })
      .filter({ visible: true })
      .last()
      .click();
    await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
    const payRows = page.getByTestId('pay-row');
    // the rows arrive with the page's data: count them once they are there
    await expect(payRows.first()).toBeVisible();
    await expect(payRows.getByTestId('line-price')).toHaveCount(await payRows.count());
    await expectAddsUp(page, payRows, 'pay page');
    await shot('pay');
    expect(await seriousViolations(page)).toEqual([]);

    // a virtual account (left waiting, so the other size's run finds the same billed list): the
    // result page shows the order's rows as charged
    await page.getByRole('radio', { name: '가상계좌' }).check();
    // the gateway's window: a popup on a desktop, the same page on a phone
    const popupPromise = size.width >= 768 ? page.waitForEvent('popup') : null;
    await agreeToOrder(page);
    await page.getByRole('button', { name: '결제하기' }).click();
    await answerDialog(page, '수량이 2개 이상 선택되었습니다.주문을 진행합니까?');
    const gateway = popupPromise ? await popupPromise : page;
    const closed = popupPromise ? gateway.waitForEvent('close') : null;
    await gateway.getByRole('button', { name: '승인' }).click();
    await expect(gateway.getByRole('heading', { name: '가상계좌가 발급되었습니다' })).toBeVisible();
    await gateway.getByRole('button', { name: '확인' }).click();
    await closed;
    await expect(page).toHaveURL(/\/mypage\/payment-ok\/vbank\/\d+$/);
    const orderId = Number(page.url().split('/').pop());
    const resultRows = page.getByTestId('order-row');
    await expect(resultRows.first()).toBeVisible();
    await expectAddsUp(page, resultRows, 'result page');
    await shot('result');

    // the order detail: the same
    await page.goto(`/mypage/order/detail/${orderId}`);
    const detailRows = page.getByTestId('order-row');
    await expect(detailRows.first()).toBeVisible();
    // the result page cleared local storage: the site notice may come back over the page
    const notice = page.getByRole('dialog', { name: '공지사항' });
    if (await notice.isVisible()) await notice.getByRole('button', { name: '닫기' }).last().click();
    await expectAddsUp(page, detailRows, 'order detail');
    await shot('order-detail');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
