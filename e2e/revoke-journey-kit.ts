// What the cancel-and-return journeys share (e2e/cancel-and-return.spec.ts): parent.kim signed in,
// one billed book bought in the gateway's popup, the order's paid total, the refund calculation's
// rows, screenshots and the accessibility check.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  logInAtSso,
  payAtGateway,
  seriousViolations,
  skipSitePopup,
  toPayPage,
} from './journey-helpers.ts';

/** The fixtures a cancel-and-return journey uses. */
export interface RevokeJourney {
  page: Page;
  request: APIRequestContext;
}

export async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await skipSitePopup(page, request);
  await page.goto('/mypage/order/list');
  await logInAtSso(page, 'parent.kim');
  await expect(page).toHaveURL(/\/mypage\/order\/list$/);
}

export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** One billed book of the first child, paid in the gateway's popup; answers the order id. */
export async function buyOneBook(page: Page, method: '신용카드' | '가상계좌'): Promise<number> {
  await toPayPage(page);
  await payAtGateway(page, method);
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/(universal|vbank)\/\d+$/i);
  // the result page clears local storage (spec 2 §2.2) and the site notice may come back over
  // it; the callers go on with a new page load, where skipSitePopup's mark is set again
  await expect(page.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeVisible();
  return Number(page.url().split('/').pop());
}

/** The order's '결제 금액' on its detail page, in won. */
export async function paidTotal(page: Page, orderId: number): Promise<number> {
  await page.goto(`/mypage/order/detail/${orderId}`);
  const value = page.locator('div', { has: page.getByText('결제 금액', { exact: true }) }).last();
  const text = (await value.locator('dd').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

export function calcRow(page: Page, label: string) {
  return page
    .getByRole('region', { name: '환불 예정 금액' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}
