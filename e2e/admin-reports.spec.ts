import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  payAtGateway,
  seriousViolations,
  signInMember,
  staffPage,
  toPayPage,
} from './journey-helpers.ts';

/**
 * A finance user reads the sales report of a day with a known order and refund (issue 19 §7):
 * the demo parent pays a book by card and cancels it at once (refunded to the card), the test
 * clock moves the order, its request and its refund 351 days back to a day no other journey
 * touches, and the report of that day shows exactly that sale and that refund, in the summary,
 * the daily table and its CSV file.
 */

const DAYS_BACK = 351;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const seoulDay = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);

test.describe.configure({ timeout: 180_000 });

async function paidTotal(page: Page, orderId: number): Promise<number> {
  await page.goto(`/mypage/order/detail/${orderId}`);
  const value = page.locator('div', { has: page.getByText('결제 금액', { exact: true }) }).last();
  const text = (await value.locator('dd').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('finance reads the sales report of a day with a known order and refund', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInMember(page, request, 'parent.kim', 5101);
  await toPayPage(page);
  await payAtGateway(page, '신용카드');
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/universal\/\d+$/i);
  const orderId = Number(page.url().split('/').pop());
  const total = await paidTotal(page, orderId);
  expect(total).toBeGreaterThan(0);

  // cancelled in full before shipping: the card is refunded within the request
  await page.goto(`/mypage/revoke/create?orderId=${orderId}`);
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  await expect(page.getByRole('region', { name: '환불 예정 금액' })).toBeVisible();
  await page.getByRole('button', { name: '취소 신청' }).click();
  await expect(page).toHaveURL(/\/mypage\/cancel-success\/\d+$/);
  // 환불자동: the card refund was made before the answer (the member reads 환불 예정)
  await expect(page.getByRole('region', { name: '신청 정보' })).toContainText(/환불 예정|환불완료/);

  const aged = await request.post('/api/dev/order-age', { data: { orderId, days: DAYS_BACK } });
  expect(aged.ok()).toBe(true);
  const day = seoulDay(
    ((await aged.json()) as { data: { paidDatetime: string } }).data.paidDatetime,
  );

  const finance = await staffPage(browser, 'finance.demo', `/admin/reports?from=${day}&to=${day}`);
  await expect(finance.getByRole('heading', { name: '매출 보고서', level: 1 })).toBeVisible();
  const summary = (key: string) => finance.locator(`[data-summary="${key}"]`);
  await expect(summary('sales')).toContainText(won(total));
  await expect(summary('sales')).toContainText('주문 1건');
  await expect(summary('refunds')).toContainText(won(total));
  await expect(summary('refunds')).toContainText('환불 1건');
  await expect(summary('net')).toContainText('0원');

  const daily = finance.getByRole('table', { name: '일별' });
  const row = daily.getByRole('row').filter({ hasText: day });
  // 일자, 주문 수, 상품 매출, 배송비, 매출, 환불 건수, 상품 환불, 배송비 환불, 조정, 환불, 순매출
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('1');
  await expect(cells.nth(4)).toHaveText(won(total));
  await expect(cells.nth(5)).toHaveText('1');
  await expect(cells.nth(9)).toHaveText(won(total));
  await expect(cells.nth(10)).toHaveText('0원');
  // products and delivery add up to the sale, and to the refund
  const amount = async (i: number) =>
    Number(((await cells.nth(i).textContent()) ?? '').replace(/\D/g, ''));
  expect((await amount(2)) + (await amount(3))).toBe(total);
  expect((await amount(6)) + (await amount(7)) + (await amount(8))).toBe(total);
  await expect(finance.getByRole('table', { name: '결제수단별' })).toContainText('신용카드');
  await expect(finance.getByRole('table', { name: '결제수단별' })).toContainText(won(total));
  await expect(finance.getByRole('img', { name: /일별 매출/ }).locator('canvas')).toBeVisible();
  expect(await seriousViolations(finance)).toEqual([]);
  await finance.screenshot({ path: 'test-results/admin-reports-1440.png', fullPage: true });

  // the daily table as CSV: UTF-8 with a BOM, the day's line
  const downloading = finance.waitForEvent('download');
  await finance.getByRole('button', { name: '일별 CSV 내려받기' }).click();
  const file = await (await downloading).path();
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(`\r\n${day},1,`);
  expect(bytes.toString('utf8')).toContain(`,${total},1,`);

  await finance.setViewportSize({ width: 390, height: 844 });
  await finance.screenshot({ path: 'test-results/admin-reports-390.png', fullPage: true });
  await finance.context().close();
});
