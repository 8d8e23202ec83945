import { expect, test } from '@playwright/test';
import { signInMember } from './journey-helpers.ts';

/**
 * Issue 16 item 5: adding billed items that are already in the cart says so, with the quantity
 * each has now; a smart book (one licence per student) stays at 1.
 */
for (const size of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1440, height: 900 },
] as const) {
  test(`${size.label}: adding billed items again tells what the cart has now`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInMember(page, request, 'parent.kim', 5102);
    // an empty books tab first
    await page.goto('/mypage/cart?cartTabInx=0');
    const rows = page.getByTestId('cart-row');
    await expect(rows.or(page.getByText('장바구니에 담긴 교재가 없습니다.'))).not.toHaveCount(0);
    if ((await rows.count()) > 0) {
      await page.getByRole('checkbox', { name: /전체 선택/ }).check();
      await page.getByRole('button', { name: '선택 삭제' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
      await expect(page.getByText('장바구니에 담긴 교재가 없습니다.')).toBeVisible();
    }

    await page.goto('/mypage/class-material/5102');
    const branch = page.getByRole('region', { name: /에이프릴 분당/ });
    await branch.getByRole('checkbox', { name: '에이프릴 분당 전체 선택' }).uncheck();
    await branch.getByRole('checkbox', { name: 'April Phonics Jump 2 Student Book 선택' }).check();
    await branch.getByRole('checkbox', { name: 'April Phonics Jump 3 (전자책) 선택' }).check();
    const add = page.getByRole('button', { name: '장바구니 담기' }).filter({ visible: true });
    await add.first().click();
    const first = page.getByRole('dialog');
    await expect(first).toContainText('장바구니에 상품을 담았습니다.');
    await first.getByRole('button', { name: '계속 쇼핑하기' }).click();

    await add.first().click();
    const again = page.getByRole('dialog');
    await expect(again).toContainText('이미 장바구니에 있는 상품입니다.');
    await expect(again).toContainText('April Phonics Jump 2 Student Book: 2개');
    await expect(again).toContainText('April Phonics Jump 3 (전자책): 1개');
    await page.screenshot({ path: `test-results/cart-again-${size.width}.png` });
    await again.getByRole('button', { name: '장바구니로 이동' }).click();

    await expect(rows).toHaveCount(2);
    const ebookRow = rows.filter({ hasText: 'April Phonics Jump 3 (전자책)' });
    await expect(ebookRow.getByRole('spinbutton')).toHaveValue('1');
    await expect(ebookRow.getByRole('spinbutton')).toBeDisabled();
    const bookRow = rows.filter({ hasText: 'April Phonics Jump 2 Student Book' });
    await expect(bookRow.getByRole('spinbutton')).toHaveValue('2');
  });
}
