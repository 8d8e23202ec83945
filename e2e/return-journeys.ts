// Return requests of e2e/cancel-and-return.spec.ts: a change of mind with the 5,000 won fee paid
// by card, the fee of a shipped order aged 20 days by virtual account, and a change of mind 8 days
// after delivery refused, then returned as defective without a fee (decision 0500).
import { expect, type TestInfo } from '@playwright/test';
import {
  signIn,
  shot,
  expectAccessible,
  buyOneBook,
  calcRow,
  type RevokeJourney,
} from './revoke-journey-kit.ts';
import { decideAtGateway } from './journey-helpers.ts';

/** part of the delivered order is returned for a change of mind, the 5,000 won fee paid by card */
export async function changeOfMindReturnFeeByCard(
  { page, request }: RevokeJourney,
  info: TestInfo,
): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.locator('a[href^="/mypage/order/detail/"]') })
    .filter({ hasText: '배송완료' })
    .first();
  await row.getByRole('link', { name: '취소/반품' }).click();
  await expect(page).toHaveURL(/\/mypage\/revoke\/create\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // two books: keep the second one
  const items = page.locator('input[id^="revoke-item-"]');
  await expect(items).toHaveCount(2);
  await items.nth(1).uncheck();
  // a return names its reason before the calculation
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  await expect(page.getByRole('dialog')).toContainText('반품 사유를 선택해 주세요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await page
    .getByRole('group', { name: '반품 사유' })
    .getByRole('radio', { name: /단순변심/ })
    .check();
  await shot(page, info, 'return-reason-1440');
  await page.getByRole('button', { name: '환불 금액 확인' }).click();

  await expect(calcRow(page, '반품 배송비 (별도 결제)')).toHaveText('5,000원');
  await expect(calcRow(page, '환불 수량')).toHaveText('1개');
  const address = page.getByRole('group', { name: '상품 회수지' });
  await expect(address.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, info, 'return-step2-1440');

  // the fee needs a method, then the gateway's popup takes it
  await page.getByRole('button', { name: '반품 배송비 결제하고 신청' }).click();
  await expect(page.getByRole('dialog')).toContainText('반품비 결제 방법을 선택하세요');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await page
    .getByRole('group', { name: '반품 배송비 결제' })
    .getByRole('radio', { name: '신용카드' })
    .check();
  await decideAtGateway(page, () =>
    page.getByRole('button', { name: '반품 배송비 결제하고 신청' }).click(),
  );

  await expect(page).toHaveURL(/\/mypage\/recall-success\/universal\/\d+$/);
  await expect(page.getByRole('heading', { name: '반품 신청이 접수되었습니다' })).toBeVisible();
  const revokeId = Number(page.url().split('/').pop());
  await expect(page.getByRole('region', { name: '신청 정보' })).toContainText('상품 회수중');
  await shot(page, info, 'return-success-1440');

  // the detail: being recalled, the fee paid, the recall section waiting for the courier
  await page.getByRole('link', { name: '신청 내역 보기' }).click();
  await expect(page).toHaveURL(`/mypage/revoke/detail/${revokeId}`);
  const recall = page.getByRole('region', { name: '상품 회수 정보' });
  await expect(recall).toContainText('김민정');
  await expect(recall).toContainText('회수 전');
  await expect(page.getByRole('region', { name: '신청 정보' })).toContainText('결제 완료');
  await expect(page.getByRole('region', { name: '신청 정보' })).toContainText(String(orderId));

  // the courier collects (staff step, developer call): courier and invoice appear
  const step = await request.post('/api/dev/revoke-step', {
    data: { revokeId, step: 'pickup', recallLogisticCd: 'CJ', recallInvoiceNumber: '650000000777' },
  });
  expect(step.ok()).toBe(true);
  await page.reload();
  await expect(recall).toContainText('650000000777');
  await expectAccessible(page);
  await shot(page, info, 'return-detail-1440');
}

/** a shipped card order aged 20 days by the test clock: the return fee by virtual account */
export async function agedReturnFeeByVirtualAccount(
  { page, request }: RevokeJourney,
  info: TestInfo,
): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request);
  const orderId = await buyOneBook(page, '신용카드');
  // fulfilment ships it and the test clock moves its payment 20 days back (developer calls)
  expect((await request.post('/api/dev/order-ship', { data: { orderId } })).ok()).toBe(true);
  expect((await request.post('/api/dev/order-age', { data: { orderId, days: 20 } })).ok()).toBe(
    true,
  );

  await page.goto(`/mypage/revoke/create?orderId=${orderId}`);
  await page.getByRole('checkbox', { name: '전체 선택', exact: true }).uncheck();
  await page.locator('input[id^="revoke-item-"]').first().check();
  await page
    .getByRole('group', { name: '반품 사유' })
    .getByRole('radio', { name: /단순변심/ })
    .check();
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  await expect(calcRow(page, '반품 배송비 (별도 결제)')).toHaveText('5,000원');
  await page
    .getByRole('group', { name: '반품 배송비 결제' })
    .getByRole('radio', { name: '가상계좌' })
    .check();
  await decideAtGateway(
    page,
    () => page.getByRole('button', { name: '반품 배송비 결제하고 신청' }).click(),
    { virtualAccount: true },
  );

  // the virtual-account variant of the success page: the account and the amount to deposit
  await expect(page).toHaveURL(/\/mypage\/recall-success\/vbank\/\d+$/i);
  await expect(page.getByRole('heading', { name: '반품 배송비를 입금해 주세요' })).toBeVisible();
  const deposit = page.getByRole('region', { name: '반품 배송비 입금 안내' });
  await expect(deposit).toContainText('5,000원');
  await expect(deposit.locator('dd').first()).not.toHaveText('-');
  await expectAccessible(page);
  await shot(page, info, 'return-vbank-success-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, info, 'return-vbank-success-390');
}

/** 8 days after delivery a change of mind is refused with the reason; returned as defective, without a fee */
export async function lateChangeOfMindRefusedThenDefective(
  { page, request }: RevokeJourney,
  info: TestInfo,
): Promise<void> {
  // paid in the PC window (a phone's width posts the mobile form instead), then asked on a phone
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request);
  const orderId = await buyOneBook(page, '신용카드');
  await page.setViewportSize({ width: 390, height: 844 });
  // fulfilment ships and delivers it, the test clock moves it 8 days back (developer calls)
  expect(
    (await request.post('/api/dev/order-ship', { data: { orderId, delivered: true } })).ok(),
  ).toBe(true);
  expect((await request.post('/api/dev/order-age', { data: { orderId, days: 8 } })).ok()).toBe(
    true,
  );

  await page.goto(`/mypage/revoke/create?orderId=${orderId}`);
  const reasons = page.getByRole('group', { name: '반품 사유' });
  await expect(reasons).toContainText('상품을 받은 날:');
  await reasons.getByRole('radio', { name: /단순변심/ }).check();
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    '단순변심 반품은 상품을 받은 날부터 7일 이내에만 신청할 수 있습니다.',
  );
  await shot(page, info, 'return-too-late-390');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  await reasons.getByRole('radio', { name: /상품 불량\/파손/ }).check();
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  await expect(calcRow(page, '반품 배송비 (별도 결제)')).toHaveText('0원');
  await expectAccessible(page);
  await page.getByRole('button', { name: '반품 신청' }).click();
  await expect(page).toHaveURL(/\/mypage\/recall-success\/universal\/\d+$/);
  await expect(page.getByRole('heading', { name: '반품 신청이 접수되었습니다' })).toBeVisible();
}
