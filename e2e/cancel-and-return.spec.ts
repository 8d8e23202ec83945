import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  depositAtGatewayConsole,
  logInAtSso,
  payInPopup,
  seriousViolations,
  skipSitePopup,
} from './journey-helpers.ts';

/**
 * Cancel and return requests (spec 3, issue 7): a paid card order cancelled in full before
 * shipping, part of the demo delivered order returned for a change of mind with the 5,000 won
 * return fee paid by card in the gateway's popup, a virtual-account order cancelled to a refund
 * account, a shipped order aged 20 days whose return fee goes to a virtual account, a change of
 * mind 8 days after delivery refused and the same order returned as defective without a fee
 * (decision 0500), then the list and the detail pages. One shop for the file: the later tests read the
 * requests the earlier ones made.
 */
// each test pays in the gateway window and runs axe several times: more than the default minute
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await skipSitePopup(page, request);
  await page.goto('/mypage/order/list');
  await logInAtSso(page, 'parent.kim');
  await expect(page).toHaveURL(/\/mypage\/order\/list$/);
}

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** One billed book of the first child, paid in the gateway's popup; answers the order id. */
async function buyOneBook(page: Page, method: '신용카드' | '가상계좌'): Promise<number> {
  await page.goto('/mypage/class-material/5101');
  await expect(page.getByRole('heading', { name: '김서준 청구 내역' })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /Student Book 선택/ })
    .first()
    .check();
  await page
    .getByRole('button', { name: /구매하기|바로 구매|주문하기/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '주문/결제' })).toBeVisible();
  await payInPopup(page, method);
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/(universal|vbank)\/\d+$/i);
  // the result page clears local storage (spec 2 §2.2) and the site notice may come back over
  // it; the callers go on with a new page load, where skipSitePopup's mark is set again
  await expect(page.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeVisible();
  return Number(page.url().split('/').pop());
}

/** The order's '결제 금액' on its detail page, in won. */
async function paidTotal(page: Page, orderId: number): Promise<number> {
  await page.goto(`/mypage/order/detail/${orderId}`);
  const value = page.locator('div', { has: page.getByText('결제 금액', { exact: true }) }).last();
  const text = (await value.locator('dd').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

function calcRow(page: Page, label: string) {
  return page
    .getByRole('region', { name: '환불 예정 금액' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test('a paid card order not yet shipped is cancelled in full and refunded at once', async ({
  page,
  request,
}, info) => {
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
});

test('part of the delivered order is returned for a change of mind, the 5,000 won fee paid by card', async ({
  page,
  request,
}, info) => {
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
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '반품 배송비 결제하고 신청' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '승인' }).click();
  await closed;

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
});

test('a virtual-account order is cancelled to the refund account given on a phone', async ({
  page,
  request,
}, info) => {
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
});

test('a shipped card order aged 20 days by the test clock: the return fee by virtual account', async ({
  page,
  request,
}, info) => {
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
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '반품 배송비 결제하고 신청' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '승인' }).click();
  await expect(popup.getByRole('heading', { name: '가상계좌가 발급되었습니다' })).toBeVisible();
  await popup.getByRole('button', { name: '확인' }).click();
  await closed;

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
});

test('the list: period shortcuts, dates in the query, the end-before-start check, rows to the detail', async ({
  page,
  request,
}, info) => {
  await signIn(page, request);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/mypage/revoke/list');
    await expect(page.getByRole('heading', { name: '취소/반품 내역' })).toBeVisible();
    await expect(page.getByRole('button', { name: '3개월' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = page
      .getByRole('listitem')
      .filter({ has: page.locator('a[href^="/mypage/revoke/detail/"]') });
    await expect(rows).toHaveCount(4);
    await expect(page.getByText('총 4건')).toBeVisible();
    await expect(rows.filter({ hasText: '상품 회수중' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '반품비결제대기' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '[반품]' })).toHaveCount(2);
    await expect(rows.filter({ hasText: '[취소]' })).toHaveCount(2);
    await expectAccessible(page);
    await shot(page, info, `list-${width}`);
  }

  await page.getByRole('button', { name: '6개월' }).click();
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: '6개월' })).toHaveAttribute('aria-pressed', 'true');

  // an end date before the start date is refused before any call
  const url = page.url();
  await page.getByLabel('시작일').fill('2026-05-10');
  await page.getByLabel('종료일').fill('2026-05-01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('종료일이 시작일보다 이전일 수 없습니다');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  expect(page.url()).toBe(url);

  // a range without requests: the empty message
  await page.getByLabel('시작일').fill('2020-01-01');
  await page.getByLabel('종료일').fill('2020-02-01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page).toHaveURL(/startDate=2020-01-01&endDate=2020-02-01/);
  await expect(page.getByText('조회 기간에 취소/반품 내역이 없습니다.')).toBeVisible();

  // back in history to the rows, then the return's detail
  await page.goBack();
  await page.goBack();
  const returnRow = page.getByRole('listitem').filter({ hasText: '상품 회수중' });
  await returnRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/mypage\/revoke\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: '취소/반품 상세' })).toBeVisible();
  await expect(page.getByRole('region', { name: '상품 회수 정보' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, info, 'detail-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, info, 'detail-1440');
});

test('8 days after delivery a change of mind is refused with the reason; returned as defective, without a fee', async ({
  page,
  request,
}, info) => {
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
});
