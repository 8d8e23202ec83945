import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  answerDialog,
  payAtGateway,
  seriousViolations,
  signInMember,
  staffPage,
  toPayPage,
} from './journey-helpers.ts';

/**
 * A return goes from request to refund (issue 9 §4): a member returns a delivered paper book, a
 * warehouse user books the pickup and marks the goods received and inspected, a finance user
 * lowers the refund with a reason and refunds the card, and the member sees 환불완료 and the
 * amount. The member is the student account student.park, whose requests no other journey
 * counts (cancel-and-return.spec.ts counts parent.kim's).
 */

const SHOTS = '/tmp/shots-admin';
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
// a member, two staff members and the gateway's window
test.describe.configure({ timeout: 180_000 });

test('a return goes from request to refund', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInMember(page, request, 'student.park', 5201);
  await toPayPage(page, { stdId: 5201, name: '박지호' });
  await payAtGateway(page, '신용카드');
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/universal\/\d+$/i);
  const orderId = Number(page.url().split('/').pop());

  // the warehouse ships it and marks it delivered
  const warehouse = await staffPage(
    browser,
    'warehouse.demo',
    `/admin/orders?orderId=${orderId}&open=${orderId}`,
  );
  const order = warehouse.getByRole('dialog', { name: `주문 ${orderId}` });
  await order.getByRole('button', { name: '출고 (송장 입력)' }).click();
  await order.getByLabel('택배사').selectOption({ label: 'CJ대한통운' });
  await order.getByLabel('송장번호').fill('5683-9000-0001');
  await order.getByRole('button', { name: '출고', exact: true }).click();
  await answerDialog(warehouse, `주문 ${orderId}: 배송중`);
  await order.getByRole('button', { name: '배송완료 처리' }).click();
  await answerDialog(warehouse, `주문 ${orderId}을(를) 배송완료로 바꿀까요?`);
  await expect(order.getByRole('button', { name: '배송완료 처리' })).toHaveCount(0);

  // the member asks for the book to be taken back
  await page.goto(`/mypage/revoke/create?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '취소/반품 신청' })).toBeVisible();
  // a return names its reason (decision 0500); a damaged book is the shop's fault: no return fee
  await page.getByRole('group', { name: '반품 사유' }).getByRole('radio', { name: /불량/ }).check();
  await page.getByRole('button', { name: '환불 금액 확인' }).click();
  const calc = page.getByRole('region', { name: '환불 예정 금액' });
  await expect(calc).toBeVisible();
  const refund = Number(
    (
      (await calc
        .locator('div')
        .filter({ has: page.getByText('환불 예정 금액', { exact: true }) })
        .locator('dd')
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );
  expect(refund).toBeGreaterThan(2000);
  await expect(
    page.getByRole('group', { name: '상품 회수지' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: '반품 신청' }).click();
  await expect(page).toHaveURL(/\/mypage\/recall-success\/universal\/\d+$/);
  const revokeId = Number(page.url().split('/').pop());

  // the warehouse books the pickup, then the goods arrive and are inspected
  await warehouse.goto(`/admin/returns?open=${revokeId}`);
  const drawer = warehouse.getByRole('dialog', { name: `취소·반품 ${revokeId}` });
  await drawer.getByLabel('택배사').selectOption({ label: 'CJ대한통운' });
  // the contract's invoice rule, beside the field: a CJ invoice is 10-14 digits
  const invoice = drawer.getByLabel('회수 송장번호');
  await invoice.fill('65000');
  await drawer.getByRole('button', { name: '회수 송장 등록' }).click();
  await expect(invoice).toBeFocused();
  await expect(invoice).toHaveAccessibleDescription(
    'CJ대한통운 송장번호 형식이 올바르지 않습니다.',
  );
  await warehouse.screenshot({ path: `${SHOTS}/return-pickup-refused-1440.png` });
  await invoice.fill('650000009001');
  await drawer.getByRole('button', { name: '회수 송장 등록' }).click();
  await answerDialog(warehouse, `신청 ${revokeId}: 환불대기`);
  await expect(drawer).toContainText('650000009001');
  // the refund is finance's: the warehouse sees no amount form
  await expect(drawer.getByLabel('환불할 금액 (원)')).toHaveCount(0);
  await drawer.getByRole('button', { name: '입고·검수 완료 (환불지시)' }).click();
  await answerDialog(
    warehouse,
    `신청 ${revokeId}의 상품 입고와 검수를 마쳤습니까? 환불지시로 바뀝니다.`,
  );
  await answerDialog(warehouse, `신청 ${revokeId}: 환불지시`);
  await warehouse.context().close();

  // finance lowers the refund (the cover came back torn) and refunds the card
  const finance = await staffPage(
    browser,
    'finance.demo',
    `/admin/returns?progress=${encodeURIComponent('환불지시')}&open=${revokeId}`,
  );
  const money = finance.getByRole('dialog', { name: `취소·반품 ${revokeId}` });
  const amount = refund - 2000;
  await money.getByLabel('환불할 금액 (원)').fill(String(amount));
  await money.getByRole('button', { name: '금액 변경' }).click();
  await expect(money.getByRole('alert')).toHaveText('환불 금액 변경 사유를 입력해 주세요.');
  await money.getByLabel('변경 사유').fill('반품 교재 표지 훼손, 2,000원 차감');
  await money.getByRole('button', { name: '금액 변경' }).click();
  await answerDialog(
    finance,
    `신청 ${revokeId}의 환불 금액을 ${refund.toLocaleString('ko-KR')}원에서 ${amount.toLocaleString('ko-KR')}원으로 바꿉니다. 계속할까요?`,
  );
  await answerDialog(finance, `신청 ${revokeId}: 환불지시`);
  await expect(money).toContainText('-2,000원');
  await expect(money).toContainText(`${amount.toLocaleString('ko-KR')}원 (카드 취소)`);
  await expect(money.getByLabel('환불할 금액 (원)')).toHaveValue(String(amount));
  expect(await seriousViolations(finance)).toEqual([]);
  await finance.screenshot({ path: `${SHOTS}/admin-return-drawer.png` });
  await money.getByRole('button', { name: '카드 환불 실행' }).click();
  await answerDialog(
    finance,
    `신청 ${revokeId}에 ${amount.toLocaleString('ko-KR')}원을 환불합니다. 계속할까요?`,
  );
  await answerDialog(finance, `신청 ${revokeId}: 환불완료`);
  await expect(money.getByRole('region', { name: '환불 기록' })).toContainText(
    `카드 취소 · 완료 · ${amount.toLocaleString('ko-KR')}원`,
  );
  await finance.keyboard.press('Escape');
  await finance.getByRole('tab', { name: /환불완료/ }).click();
  await expect(finance.getByRole('button', { name: String(revokeId), exact: true })).toBeVisible();
  expect(await seriousViolations(finance)).toEqual([]);
  await finance.screenshot({ path: `${SHOTS}/admin-returns-page.png` });
  await finance.context().close();

  // the member: refunded, with the amount actually paid back and the adjustment
  await page.goto(`/mypage/revoke/detail/${revokeId}`);
  await expect(page.getByText('환불완료').first()).toBeVisible();
  const panel = page.getByRole('region', { name: '환불 금액' });
  await expect(panel).toContainText('환불 금액 조정');
  await expect(panel).toContainText('-2,000원');
  await expect(panel).toContainText(won(amount));
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/member-return-refunded.png`, fullPage: true });
});
