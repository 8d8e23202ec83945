import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInAtSso, skipSitePopup } from './journey-helpers.ts';

/**
 * Issue 16 item 6: the order list as Korean shops show it. Rows with date, order number, first
 * item '외 N건', amount and a progress badge; buttons by state (배송조회 where shipped, 취소/반품,
 * 입금취소); the counters named by what they count; the FAQ link opens the 주문/결제 tab.
 * The demo parent's seeded orders: a delivered card order 20 days ago, a paid card order and a
 * virtual account waiting for its deposit.
 */
for (const width of [1440, 390]) {
  test(`the order list's rows, buttons and counters at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signIn(page, request);
    const counters = page.getByRole('definition').locator('..');
    await expect(page.getByLabel('주문 현황')).toBeVisible();
    for (const label of ['결제완료', '입금대기', '입금취소']) {
      await expect(counters.filter({ hasText: label }).first()).toContainText(/\d+건/);
    }
    const rows = page
      .getByRole('listitem')
      .filter({ has: page.locator('a[href^="/mypage/order/detail/"]') });

    // the delivered order: two books, shipped, within the return period
    const day = (daysAgo: number) =>
      new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/mypage/order/list?startDate=${day(25)}&endDate=${day(15)}`);
    const delivered = rows.filter({ hasText: '배송완료' }).first();
    await expect(delivered).toContainText(/주문번호 \d+/);
    await expect(delivered).toContainText(/외 1건/);
    await expect(delivered).toContainText(/[\d,]+원/);
    await expect(delivered.getByRole('link', { name: '배송조회' })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    await expect(delivered.getByRole('link', { name: '취소/반품' })).toBeVisible();
    await expect(delivered.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/shots-p16b/order-list-delivered-${width}.png` });

    // the virtual account waiting for its deposit: 입금취소, nothing to ship or return yet
    // later journeys' orders come first: the demo's account may sit on a later page
    const waiting = rows.filter({ hasText: '입금대기' });
    for (let n = 1; n <= 6; n++) {
      await page.goto(`/mypage/order/list?startDate=${day(2)}&endDate=${day(0)}&page=${n}`);
      await expect(rows.first()).toBeVisible();
      if ((await waiting.count()) > 0) break;
    }
    const vbank = waiting.first();
    await expect(vbank.getByRole('button', { name: '입금취소' })).toBeVisible();
    await expect(vbank.getByRole('link', { name: '배송조회' })).toHaveCount(0);
    await expect(vbank.getByRole('link', { name: '취소/반품' })).toHaveCount(0);
    await vbank.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-p16b/order-list-${width}.png`, fullPage: true });

    // the FAQ link opens the 주문/결제 tab
    await page.getByRole('link', { name: '주문/결제 자주 묻는 질문' }).click();
    await expect(page).toHaveURL(/\/cs\/faq$/);
    await expect(page.getByRole('tab', { name: '주문/결제' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
}

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await skipSitePopup(page, request);
  await page.goto('/mypage/order/list');
  await logInAtSso(page, 'parent.kim');
  await expect(page).toHaveURL(/\/mypage\/order\/list$/);
}
