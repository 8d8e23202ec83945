import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from '@shop/contract/brands.ts';
import { SaleStatus } from '@shop/contract/catalog.ts';
import {
  CODED_PAYMENT_TYPES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_ATTEMPT_STATUSES,
  REFUND_TYPES,
} from '@shop/contract/status-codes.ts';
import { signInParentKim, staffPage, toPayPage } from './journey-helpers.ts';

/**
 * Issue 16 item 4: the main pages of the shop and of the back office show labels, never the
 * codes the server keeps. The codes come from the contract's lists; a brand whose display name is
 * its code (CDI) is no code on screen.
 */
const CODES = [
  ...Object.entries(BRANDS)
    .filter(([code, name]) => code !== name)
    .map(([code]) => code),
  ...ORDER_STATUSES,
  ...PAYMENT_STATUSES,
  ...REFUND_TYPES.filter((c) => c !== 'None'),
  ...REFUND_ATTEMPT_STATUSES,
  ...SaleStatus,
  ...CODED_PAYMENT_TYPES,
];
const CODE_PATTERN = new RegExp(`(?<![A-Za-z_-])(${CODES.join('|')})(?![A-Za-z_-])`, 'g');

/** The page's text a person reads or hears: rendered text, image alternatives and labels. */
async function readableText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  // a string, run in the page (the journeys are typed without the DOM's types)
  return (await page.evaluate(`[
    document.body.innerText,
    ...[...document.querySelectorAll('img[alt], [aria-label], [title]')].map((e) =>
      [e.getAttribute('alt'), e.getAttribute('aria-label'), e.getAttribute('title')].join(' '),
    ),
  ].join('\\n')`)) as string;
}

async function codesOn(page: Page, where: string, found: string[]): Promise<void> {
  const text = await readableText(page);
  for (const match of text.matchAll(CODE_PATTERN)) {
    const at = match.index ?? 0;
    found.push(`${where}: '${match[1]}' in "${text.slice(Math.max(0, at - 30), at + 30)}"`);
  }
  // a label said twice in a row ('스마트북 스마트북: …')
  for (const match of text.matchAll(/(?<!\S)(\S{2,})\s+\1:/g)) {
    found.push(`${where}: doubled '${match[0]}'`);
  }
}

for (const size of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1440, height: 900 },
] as const) {
  test(`${size.label}: the shop's main pages show no raw codes`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInParentKim(page, request);
    const found: string[] = [];
    await codesOn(page, 'billing 5101', found);
    for (const path of [
      '/',
      `/search-global?searchWord=${encodeURIComponent('영어')}`,
      '/product-list/THEOPEN',
      '/product-list/NOISY',
      '/mypage/class-material/5102',
      '/mypage/cart',
      '/mypage/order/list',
      '/mypage/revoke/list',
    ]) {
      await page.goto(path);
      await codesOn(page, path, found);
    }
    await page.goto('/product-list/THEOPEN');
    await page.locator('main a[href^="/product-detail/"]').first().click();
    await codesOn(page, 'product detail', found);
    await page.goto('/mypage/order/list');
    await page.locator('a[href^="/mypage/order/detail/"]').first().click();
    await codesOn(page, 'order detail', found);
    await toPayPage(page);
    // the benefit picker lists each benefit by student and brand
    const benefits = page.getByRole('group', { name: '무료배송 혜택' });
    await benefits.getByRole('radio', { name: '사용', exact: true }).check();
    await expect(benefits.getByRole('radio')).not.toHaveCount(2);
    await codesOn(page, 'pay page', found);
    await page.screenshot({ path: `test-results/raw-codes-pay-${size.width}.png`, fullPage: true });
    expect(found).toEqual([]);
  });
}

test("the back office's main pages show labels, not codes", async ({ browser }) => {
  const staff = await staffPage(browser, 'admin.demo', '/admin/orders');
  const found: string[] = [];
  await expect(staff.getByRole('heading', { name: '주문 및 출고', level: 1 })).toBeVisible();
  await codesOn(staff, 'orders', found);
  const row = staff.getByRole('row').filter({ hasText: '결제완료' }).first();
  const orderId = Number(await row.getByRole('button').first().textContent());
  await row.getByRole('button').first().click();
  const drawer = staff.getByRole('dialog', { name: `주문 ${orderId}` });
  await expect(drawer).toContainText('결제 완료');
  await expect(drawer).toContainText('승인');
  await codesOn(staff, `order ${orderId}`, found);
  await staff.screenshot({ path: 'test-results/raw-codes-admin-order.png' });
  for (const path of ['/admin/payments', '/admin/returns', '/admin/products']) {
    await staff.goto(path);
    await codesOn(staff, path, found);
  }
  expect(found).toEqual([]);
  await staff.context().close();
});
