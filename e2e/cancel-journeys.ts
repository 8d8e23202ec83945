// Cancel requests of e2e/cancel-and-return.spec.ts: a paid card order cancelled in full before
// shipping, a virtual-account order cancelled to a refund account given on a phone.
import { expect, type TestInfo } from '@playwright/test';
import { depositAtGatewayConsole } from './journey-helpers.ts';
import {
  signIn,
  shot,
  expectAccessible,
  buyOneBook,
  paidTotal,
  won,
  calcRow,
  type RevokeJourney,
} from './revoke-journey-kit.ts';

/** a paid card order not yet shipped is cancelled in full and refunded at once */
export async function cardOrderCancelledInFull(
  { page, request }: RevokeJourney,
  info: TestInfo,
): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request);
  const orderId = await buyOneBook(page, '신용카드');
  const total = await paidTotal(page, orderId);
  expect(total).toBeGreaterThan(0);

  // the order list offers the request (canRevoke) and leads to the request page
  await page.goto('/mypage/order/list');
  const row = page.getByRole('listitem').filter({
    has: page.locator(`a[href="/mypage/order/detail/${orderId}"]`),
  });
  await row.getByRole('link', { name: '취소/반품' }).click();
  await expect(page).toHaveURL(`/mypage/revoke/create?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '취소/반품 신청' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '취소/반품 안내' })).toBeVisible();
  await expect(page.getByText('결제일로부터 90일 이내')).toBeVisible();

  // a parent's items start checked; nothing chosen is refused before any call
  const all = page.getByRole('checkbox', { name: '전체 선택', exact: true });
  await expect(all).toBeChecked();
  const itemCount = await page.locator('input[id^="revoke-item-"]').count();
  await expectAccessible(page);
  await shot(page, info, 'cancel-step1-1440');
  await all.uncheck();
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  await expect(page.getByRole('dialog')).toContainText('하나 이상의 주문내역을 선택해 주세요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await all.check();
  await page.getByRole('button', { name: '환불 금액 확인' }).click();

  // step 2: the server's numbers; a whole unshipped cancel refunds what was paid, delivery too
  await expect(page.getByRole('region', { name: '환불 예정 금액' })).toBeVisible();
  await expect(calcRow(page, '환불 예정 금액')).toHaveText(won(total));
  await expect(calcRow(page, '반품 배송비 (별도 결제)')).toHaveText('0원');
  await expect(page.getByRole('group', { name: '상품 회수지' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: '환불 받을 계좌' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, info, 'cancel-step2-1440');

  // back to step 1 keeps the choice, then submit
  await page.getByRole('button', { name: '상품 다시 선택' }).click();
  await expect(all).toBeChecked();
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  await page.getByRole('button', { name: '취소 신청' }).click();

  await expect(page).toHaveURL(/\/mypage\/cancel-success\/\d+$/);
  await expect(
    page.getByRole('heading', { name: '주문 취소 신청이 접수되었습니다' }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: '신청 정보' });
  await expect(summary).toContainText(won(total));
  await expect(summary).toContainText(/환불 예정|환불완료/);
  await expectAccessible(page);
  await shot(page, info, 'cancel-success-1440');

  // the order shows its cancelled quantity and cannot be requested again
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByText('취소 1개').first()).toBeVisible();
  await expect(page.getByText('취소 1개')).toHaveCount(itemCount);
  await expect(page.getByRole('link', { name: '취소/반품 신청' })).toHaveCount(0);
  await page.goto(`/mypage/revoke/create?orderId=${orderId}`);
  await expect(
    page.getByText('이미 취소/반품을 신청했거나 현재 신청할 수 없는 주문입니다.'),
  ).toBeVisible();
}

/** a virtual-account order is cancelled to the refund account given on a phone */
export async function virtualAccountOrderCancelledToAccount(
  { page, request }: RevokeJourney,
  info: TestInfo,
): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request);
  const orderId = await buyOneBook(page, '가상계좌');
  // the simulator's bank deposits the amount
  await depositAtGatewayConsole(page, orderId);
  // each look loads the page: on a loaded machine two looks could take the default 10 s
  await expect
    .poll(
      async () => {
        await page.goto(`/mypage/order/detail/${orderId}`);
        await expect(page.getByText('진행 상태')).toBeVisible();
        return page.getByRole('link', { name: '취소/반품 신청' }).count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  const total = await paidTotal(page, orderId);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: '취소/반품 신청' }).click();
  await expect(page).toHaveURL(`/mypage/revoke/create?orderId=${orderId}`);
  await expect(page.getByRole('checkbox', { name: '전체 선택', exact: true })).toBeChecked();
  await shot(page, info, 'vbank-step1-390');
  await page.getByRole('button', { name: '환불 금액 확인' }).click();

  const account = page.getByRole('group', { name: '환불 받을 계좌' });
  await expect(account).toBeVisible();
  await expect(calcRow(page, '환불 예정 금액')).toHaveText(won(total));
  // the contract's refund-account rule: beside the first incomplete field, which takes the focus
  const refusal = '환불 받을 계좌정보를 입력해주세요';
  const bank = account.getByLabel('은행');
  await page.getByRole('button', { name: '취소 신청' }).click();
  await expect(bank).toBeFocused();
  await expect(bank).toHaveAttribute('aria-invalid', 'true');
  await expect(bank).toHaveAccessibleDescription(refusal);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await bank.selectOption('신한은행');
  await account.getByLabel('계좌번호').fill('110-234-567890');
  await expect(account.getByLabel('계좌번호')).toHaveValue('110234567890');
  await page.getByRole('button', { name: '취소 신청' }).click();
  // the holder is still missing
  const holder = account.getByLabel('예금주');
  await expect(holder).toBeFocused();
  await expect(holder).toHaveAccessibleDescription(refusal);
  await expect(bank).toHaveAttribute('aria-invalid', 'false');
  await expectAccessible(page);
  await shot(page, info, 'vbank-step2-refused-390');
  await holder.fill('김민정');
  await expect(holder).toHaveAttribute('aria-invalid', 'false');
  await shot(page, info, 'vbank-step2-390');
  await page.getByRole('button', { name: '취소 신청' }).click();

  await expect(page).toHaveURL(/\/mypage\/cancel-success\/\d+$/);
  const revokeId = Number(page.url().split('/').pop());
  await shot(page, info, 'vbank-success-390');
  await page.goto(`/mypage/revoke/detail/${revokeId}`);
  const summary = page.getByRole('region', { name: '신청 정보' });
  await expect(summary).toContainText('신한은행 110234567890 김민정');
  await expect(page.getByRole('region', { name: '환불 금액' })).toContainText(won(total));
  await expect(page.getByRole('region', { name: '상품 회수 정보' })).toHaveCount(0);
  await shot(page, info, 'vbank-detail-390');
}
