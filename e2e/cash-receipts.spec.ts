import { expect, test, type Page } from '@playwright/test';
import {
  agreeToOrder,
  closeSiteNotice,
  decideAtGateway,
  depositAtGatewayConsole,
  signInParentKim,
  toPayPage,
} from './journey-helpers.ts';
import { SIM_URL } from './shop-ports.ts';

/**
 * Cash receipts (decision 0464): a virtual-account order asks for an income-deduction receipt;
 * the deposit in the gateway simulator issues it, and the order detail shows its approval number.
 * At 390 px only the pay page's question (its refusal and the screenshot); 1440 px pays.
 */
for (const width of [390, 1440]) {
  test(`virtual-account order with an income-deduction receipt at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInParentKim(page, request);
    await toPayPage(page);
    await page.getByRole('radio', { name: '가상계좌' }).check();
    const section = page.getByRole('group', { name: '현금영수증' });
    await section.getByRole('radio', { name: '소득공제용' }).check();
    const phone = section.getByRole('textbox', { name: '휴대폰 번호' });
    await phone.fill('010-12');
    await phone.blur();
    await agreeToOrder(page);
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(section.getByText(/휴대폰 번호\(예: 010-1234-5678\)/)).toBeVisible();
    await phone.fill('010-1234-5678');
    await phone.blur();
    await expect(section.getByText(/휴대폰 번호\(예: 010-1234-5678\)/)).toBeHidden();
    await page.screenshot({ path: `/tmp/shots-receipts/pay-${width}.png`, fullPage: true });
    // a phone pays in the gateway's mobile window (the same tab): the desktop run pays
    if (width < 1024) return;

    await decideAtGateway(page, () => page.getByRole('button', { name: '결제하기' }).click(), {
      virtualAccount: true,
    });
    await expect(page).toHaveURL(/\/mypage\/payment-ok\/vbank\/\d+$/i);
    const orderId = Number(page.url().split('/').pop());

    await depositAtGatewayConsole(page, orderId);
    await expect
      .poll(() => receiptText(page, orderId), { timeout: 60_000 })
      .toMatch(/소득공제용 · 승인번호 \d{9}/);
    await page.screenshot({ path: `/tmp/shots-receipts/detail-${width}.png`, fullPage: true });

    await page.goto(`${SIM_URL}/pg/receipts`);
    await expect(page.getByRole('heading', { name: '현금영수증 발급 내역' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `O${orderId}P` })).toContainText(
      '010-****-5678',
    );
    await page.screenshot({ path: `/tmp/shots-receipts/sim-${width}.png`, fullPage: true });
  });
}

async function receiptText(page: Page, orderId: number): Promise<string> {
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByRole('heading', { name: '주문 상세' })).toBeVisible();
  if (await page.getByRole('dialog', { name: '공지사항' }).isVisible()) await closeSiteNotice(page);
  const row = page.getByTestId('cash-receipt');
  return (await row.count()) > 0 ? ((await row.textContent()) ?? '') : '';
}
