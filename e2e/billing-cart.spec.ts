import { expect, test, type Page } from '@playwright/test';
import { logInAtSso, seriousViolations, skipSitePopup } from './journey-helpers.ts';
import { SIM_URL } from './shop-ports.ts';

/**
 * A parent buys a child's billed materials (spec 1 §2.6, §2.7, §4): the billing list, the cart
 * with its delayed quantity save and price preview, deletion, and the hand-over to the pay page.
 */

/** Empties the books tab so that each journey starts from the same cart. */
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

function totalOf(page: Page) {
  return page.getByTestId('price-total');
}

for (const size of [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const) {
  test(`a parent buys a child's billed materials through the cart (${size.label})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await skipSitePopup(page, request);
    // without a student the page opens the first child of the buy summary
    await page.goto('/mypage/class-material');
    await logInAtSso(page, 'parent.kim');
    await expect(page).toHaveURL(/\/mypage\/class-material\/5101$/);
    await expect(page.getByRole('heading', { name: '김서준 청구 내역' })).toBeVisible();
    await emptyCart(page);

    // the child's card leads to her billing list
    await page.goto('/mypage/class-material/5101');
    const carousel = page.getByRole('region', { name: '우리 아이 교재 청구 현황' });
    const seoyeon = carousel.getByRole('article', { name: /김서연/ });
    const next = carousel.getByRole('button', { name: '다음 학생' });
    while (!(await seoyeon.isVisible()) && (await next.isEnabled())) await next.click();
    await seoyeon.getByRole('link', { name: /청구 내역 확인/ }).click();
    await expect(page).toHaveURL(/\/mypage\/class-material\/5102$/);
    await expect(page.getByRole('heading', { name: '김서연 청구 내역' })).toBeVisible();
    const branch = page.getByRole('region', { name: /에이프릴 분당/ });
    const book = branch.getByRole('checkbox', { name: 'April Phonics Jump 2 Student Book 선택' });
    const ebook = branch.getByRole('checkbox', { name: 'April Phonics Jump 3 (전자책) 선택' });
    const supple = branch.getByRole('checkbox', { name: 'April Phonics Jump 3 보충교재 선택' });
    // billed materials start checked; the branch's select-all clears and restores them
    await expect(book).toBeChecked();
    await expect(supple).toBeChecked();
    await branch.getByRole('checkbox', { name: '에이프릴 분당 전체 선택' }).uncheck();
    await expect(book).not.toBeChecked();
    await expect(page.getByText('0개 선택')).toBeVisible();
    // a supplementary book alone is refused by the order check (OT-172)
    await supple.check();
    await page.getByRole('button', { name: '바로 구매' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      '보충교재는 같은 레벨의 전자책과 함께 구매하거나, 전자책 결제 후 구매할 수 있습니다.',
    );
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await book.check();
    await ebook.check();
    await page.screenshot({
      path: testInfo.outputPath(`billing-${size.width}.png`),
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '장바구니로 이동' }).click();
    await expect(page).toHaveURL(/\/mypage\/cart\?cartTabInx=0$/);
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('cart-tab-count-0')).toHaveText('3');
    await expect(totalOf(page)).toHaveText(/원$/);
    const before = await totalOf(page).textContent();

    // each click saved after the pause, then the new total (a click made during a save is kept:
    // cart-row.test.tsx; this journey failed on it in CI when the save outlived the next click)
    const row = rows.filter({ hasText: 'April Phonics Jump 2 Student Book' });
    const savedAt = (qty: number) =>
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/member-svc/cart-update') &&
          r.request().method() === 'POST' &&
          (r.request().postDataJSON() as { list: { qty: number }[] }).list[0]?.qty === qty,
      );
    for (const qty of [2, 3]) {
      const saved = savedAt(qty);
      await row.getByRole('button', { name: '수량 늘리기' }).click();
      await saved;
    }
    await expect(totalOf(page)).not.toHaveText(before!);
    await expect(row.getByRole('spinbutton')).toHaveValue('3');

    // delete one line
    await rows
      .filter({ hasText: '보충교재' })
      .getByRole('button', { name: /보충교재 삭제/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText('상품을 삭제하시겠습니까?');
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('cart-tab-count-0')).toHaveText('2');
    await page.screenshot({ path: testInfo.outputPath(`cart-${size.width}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // the checked lines go to the pay page under a 'pay-…' key
    // on a phone the bar fixed at the bottom carries the same button
    await page
      .getByRole('button', { name: '주문하기 (2개)' })
      .filter({ visible: true })
      .last()
      .click();
    await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
    const key = page.url().split('/').pop()!;
    const handOver = (await page.evaluate(`localStorage.getItem('local-cache:${key}')`)) as
      string | null;
    const items = (JSON.parse(handOver!) as { items: { productId: number; qty: number }[] }).items;
    expect(items.map((i) => [i.productId, i.qty]).sort()).toEqual([
      [136, 3],
      [141, 1],
    ]);
  });
}

test('with the class records down the cart is still priced, with the warning', async ({
  page,
  request,
}) => {
  await skipSitePopup(page, request);
  await page.goto('/mypage/class-material/5101');
  await logInAtSso(page, 'parent.kim');
  await expect(page.getByRole('heading', { name: '김서준 청구 내역' })).toBeVisible();
  await emptyCart(page);
  await page.goto('/mypage/class-material/5101');
  // earlier journeys may have bought this child's books, which then start unchecked
  await page
    .getByRole('checkbox', { name: /Student Book 선택/ })
    .first()
    .check();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '계속 쇼핑하기' }).click();
  await request.post(`${SIM_URL}/class-records/_control/fail`, {
    data: { count: 20, status: 503 },
  });
  try {
    await page.goto('/mypage/cart');
    await expect(page.getByTestId('cart-row').first()).toBeVisible();
    await expect(
      page.getByText('수강 이력 할인이 적용되지 않았습니다', { exact: false }),
    ).toBeVisible();
    await expect(totalOf(page)).toHaveText(/원$/);
  } finally {
    await request.post(`${SIM_URL}/class-records/_control/reset`);
  }
  await emptyCart(page);
});
