import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  agreeToOrder,
  answerDialog,
  closeSiteNotice,
  decideAtGateway,
  depositAtGatewayConsole,
  seriousViolations,
  signInParentKim,
  staffPage,
  toPayPage,
} from './journey-helpers.ts';

/**
 * 구매안전서비스 (decisions 0465–0468): a virtual-account order with escrow and an
 * income-deduction cash receipt; the deposit in the gateway simulator issues the receipt (its
 * approval number on the order), the warehouse ships it (the delivery registered with the
 * gateway), and the member confirms receipt on the gateway's page, which makes it 배송완료.
 * 1440 px pays in the gateway's popup, 390 px in its mobile window in the same tab.
 */
const SHOTS = '/tmp/shots-escrow';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
// a member, the gateway's window and console, a warehouse user, the gateway's decision page
test.describe.configure({ timeout: 240_000 });

for (const width of [390, 1440]) {
  test(`an escrow order is paid, shipped and confirmed by the member at ${width} px`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInParentKim(page, request);
    await toPayPage(page);
    await page.getByRole('radio', { name: '가상계좌' }).check();
    const receipt = page.getByRole('group', { name: '현금영수증' });
    await receipt.getByRole('radio', { name: '소득공제용' }).check();
    await receipt.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-1234-5678');
    const escrow = page.getByRole('group', { name: '구매안전서비스 (에스크로)' });
    const box = escrow.getByRole('checkbox', { name: '구매안전서비스를 이용합니다' });
    await expect(box).not.toBeChecked();
    await box.check();
    // the card payment is outside it: the box goes away
    await page.getByRole('radio', { name: '신용카드' }).check();
    await expect(escrow).toHaveCount(0);
    await page.getByRole('radio', { name: '가상계좌' }).check();
    await escrow.getByRole('checkbox', { name: '구매안전서비스를 이용합니다' }).check();
    await agreeToOrder(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/pay-${width}.png`, fullPage: true });

    const pay = page.getByRole('button', { name: '결제하기' }).filter({ visible: true }).last();
    await decideAtGateway(page, () => pay.click(), { inPlace: width < 1024, virtualAccount: true });
    await expect(page).toHaveURL(/\/mypage\/payment-ok\/vbank\/\d+$/i);
    const orderId = Number(page.url().split('/').pop());

    await depositAtGatewayConsole(page, orderId);
    await openDetail(page, orderId);
    await expect
      .poll(async () => (await openDetail(page, orderId)).receipt, { timeout: 60_000 })
      .toMatch(/소득공제용 · 승인번호 \d{9}/);
    await expect(page.getByTestId('escrow')).toContainText('배송 전');

    // the warehouse ships it: the delivery goes to the gateway
    const warehouse = await staffPage(
      browser,
      'warehouse.demo',
      `/admin/orders?orderId=${orderId}`,
    );
    await warehouse.getByRole('button', { name: String(orderId), exact: true }).click();
    const drawer = warehouse.getByRole('dialog', { name: `주문 ${orderId}` });
    await drawer.getByRole('button', { name: '배송준비중으로' }).click();
    await answerDialog(warehouse, `주문 ${orderId}을(를) 배송준비중으로 바꿀까요?`);
    await expect(drawer.getByText('배송준비중').first()).toBeVisible();
    await drawer.getByRole('button', { name: '출고 (송장 입력)' }).click();
    await drawer.getByLabel('택배사').selectOption({ label: 'CJ대한통운' });
    const invoice = width < 1024 ? '5683-1234-0390' : '5683-1234-1440';
    await drawer.getByLabel('송장번호').fill(invoice);
    await drawer.getByRole('button', { name: '출고', exact: true }).click();
    await answerDialog(warehouse, `주문 ${orderId}: 배송중`);
    await warehouse.context().close();

    // registered with the gateway (right after the step): the member may decide
    await expect
      .poll(async () => (await openDetail(page, orderId)).escrow, { timeout: 60_000 })
      .toContain('구매확정 대기');
    const panel = page.getByTestId('escrow');
    await expect(panel).toContainText(/자동 구매확정일 \d{4}-\d{2}-\d{2}/);
    await page.screenshot({ path: `${SHOTS}/detail-shipped-${width}.png`, fullPage: true });
    await panel.getByRole('button', { name: '구매확정 / 구매거절' }).click();

    // the gateway's own page: the buyer confirms there, and returns to the order
    await expect(page.getByRole('heading', { name: '구매안전서비스 구매확인' })).toBeVisible();
    await expect(page.getByText(invoice.replaceAll('-', ''))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/gateway-confirm-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: '구매확정', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/mypage/order/detail/${orderId}$`));
    await expect
      .poll(async () => (await openDetail(page, orderId)).escrow, { timeout: 60_000 })
      .toContain('구매확정');
    await expect(page.getByText('배송완료').first()).toBeVisible();
    await expect(page.getByTestId('cash-receipt')).toContainText(/승인번호 \d{9}/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/detail-confirmed-${width}.png`, fullPage: true });
  });
}

/** The order detail, its cash-receipt row and escrow panel as text. */
async function openDetail(page: Page, orderId: number) {
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByRole('heading', { name: '주문 상세' })).toBeVisible();
  if (await page.getByRole('dialog', { name: '공지사항' }).isVisible()) await closeSiteNotice(page);
  const text = async (testId: string) => {
    const el = page.getByTestId(testId);
    return (await el.count()) > 0 ? ((await el.textContent()) ?? '') : '';
  };
  return { receipt: await text('cash-receipt'), escrow: await text('escrow') };
}
