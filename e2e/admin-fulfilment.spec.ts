import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  answerDialog,
  expectNoSiteNotice,
  payAtGateway,
  seriousViolations,
  signInParentKim,
  staffPage,
  toPayPage,
} from './journey-helpers.ts';
import { SIM_URL } from './shop-ports.ts';

/**
 * The back office's orders and payments (issue 9 §2, §3): a warehouse user ships a paid order
 * with an invoice number and the member sees the tracking link; a finance user confirms a
 * deposit whose notification never came, and the notification arriving afterwards pays nothing
 * twice.
 */

const SHOTS = '/tmp/shots-admin';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
// each journey has a member, one or two staff members and the gateway's window
test.describe.configure({ timeout: 180_000 });

test('a warehouse user ships a paid order with an invoice; the member sees the tracking link', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // the demo parent's order paid yesterday and not shipped yet
  const warehouse = await staffPage(
    browser,
    'warehouse.demo',
    `/admin/orders?progress=${encodeURIComponent('결제완료')}&memberId=1001`,
  );
  await expect(warehouse.getByRole('heading', { name: '주문 및 출고', level: 1 })).toBeVisible();
  const row = warehouse.getByRole('row').filter({ hasText: '결제완료' }).first();
  const orderId = Number(await row.getByRole('button').first().textContent());
  expect(orderId).toBeGreaterThan(0);
  await row.getByRole('button').first().click();
  const drawer = warehouse.getByRole('dialog', { name: `주문 ${orderId}` });
  await expect(drawer).toContainText('김민정');
  expect(await seriousViolations(warehouse)).toEqual([]);
  await warehouse.screenshot({ path: `${SHOTS}/admin-order-drawer.png` });

  await drawer.getByRole('button', { name: '배송준비중으로' }).click();
  await answerDialog(warehouse, `주문 ${orderId}을(를) 배송준비중으로 바꿀까요?`);
  await expect(drawer.getByText('배송준비중').first()).toBeVisible();
  await drawer.getByRole('button', { name: '출고 (송장 입력)' }).click();
  await drawer.getByLabel('택배사').selectOption({ label: 'CJ대한통운' });
  await drawer.getByLabel('송장번호').fill('5683-1234-5678');
  await drawer.getByRole('button', { name: '출고', exact: true }).click();
  await answerDialog(warehouse, `주문 ${orderId}: 배송중`);
  await expect(drawer.getByRole('link', { name: '568312345678' })).toHaveAttribute(
    'href',
    /cjlogistics\.com.*568312345678$/,
  );
  await drawer.getByLabel('메모 추가').fill('고객 요청: 경비실에 맡김');
  await drawer.getByRole('button', { name: '메모 추가' }).click();
  await expect(drawer.getByText('고객 요청: 경비실에 맡김')).toBeVisible();
  await warehouse.keyboard.press('Escape');
  // shipped, it leaves the list of paid orders waiting for the warehouse
  const inList = warehouse.getByRole('button', { name: String(orderId), exact: true });
  await expect(inList).toHaveCount(0);
  await warehouse.goto(`/admin/orders?orderId=${orderId}`);
  await expect(warehouse.getByRole('row').filter({ has: inList })).toContainText('568312345678');
  await warehouse.context().close();

  // the member's order detail: the new progress and the courier's tracking page
  await signInParentKim(page, request);
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByRole('heading', { name: '주문 상세' })).toBeVisible();
  await expect(page.getByText('배송중').first()).toBeVisible();
  // the carrier by its name beside the invoice, and 배송조회 opening its page (decision 0501)
  await expect(page.getByText('CJ대한통운 568312345678')).toBeVisible();
  const tracking = page.getByRole('link', { name: '배송조회' }).first();
  await expect(tracking).toHaveAttribute('href', /cjlogistics\.com.*wblNo=568312345678$/);
  await expect(page.getByText('경비실에 맡김')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/member-order-shipped.png`, fullPage: true });
});

test('a finance user confirms a missed deposit; the late notification pays nothing twice', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInParentKim(page, request);
  await toPayPage(page);
  await payAtGateway(page, '가상계좌');
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/vbank\/\d+$/i);
  await expectNoSiteNotice(page);
  const orderId = Number(page.url().split('/').pop());

  // the deposit's notification never reached the shop: finance checks the bank and confirms it
  const finance = await staffPage(browser, 'finance.demo', '/admin/payments');
  await expect(finance.getByRole('heading', { name: '입금·정산', level: 1 })).toBeVisible();
  const row = finance
    .getByRole('row')
    .filter({ has: finance.getByText(String(orderId), { exact: true }) });
  await expect(row).toContainText('입금대기');
  await row.getByRole('button', { name: '입금 확인' }).click();
  const dialog = finance.getByRole('dialog', { name: `수동 입금 확인 — 주문 ${orderId}` });
  await dialog
    .getByLabel('확인 사유 (감사 로그에 남습니다)')
    .fill('국민은행 입금 내역 확인, PG 통보 누락');
  expect(await seriousViolations(finance)).toEqual([]);
  await finance.screenshot({ path: `${SHOTS}/admin-deposit-confirm.png` });
  await dialog.getByRole('button', { name: '입금 확인 처리' }).click();
  await answerDialog(finance, `주문 ${orderId}을(를) 결제완료로 처리했습니다.`);
  await expect(
    finance.getByRole('row').filter({ has: finance.getByText(String(orderId), { exact: true }) }),
  ).toHaveCount(0);

  // now the gateway takes the deposit and posts its notification to the shop
  const transactions = await (await request.get(`${SIM_URL}/pg/_control/transactions`)).json();
  const tx = (transactions.list as { tid: string; window: { oid: string } }[]).find((x) =>
    x.window.oid.startsWith(`O${orderId}P`),
  )!;
  const deposit = await request.post(`${SIM_URL}/pg/_control/deposit`, { data: { tid: tx.tid } });
  expect(deposit.ok()).toBe(true);
  await expect
    .poll(async () => {
      const { list } = await (await request.get(`${SIM_URL}/pg/_control/notifications`)).json();
      const sent = (list as { fields: Record<string, string>; delivered: boolean }[]).find((n) =>
        Object.values(n.fields).includes(tx.tid),
      );
      return sent?.delivered;
    })
    .toBe(true);

  // paid once: one approved payment, shown to the member as paid
  const warehouseView = await staffPage(
    browser,
    'admin.demo',
    `/admin/orders?orderId=${orderId}&open=${orderId}`,
  );
  const drawer = warehouseView.getByRole('dialog', { name: `주문 ${orderId}` });
  await expect(drawer).toContainText('결제완료');
  await expect(drawer.getByText(/ 승인 /)).toHaveCount(1);
  await warehouseView.context().close();
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByText('결제완료').first()).toBeVisible();

  // the day's reconciliation: the gateway has the deposit too, so this order matches
  await finance.goto('/admin/payments?tab=reconciliation');
  await expect(finance.getByRole('table', { name: '일별 대사' })).toBeVisible();
  await expect(finance.getByRole('status')).toHaveCount(0);
  await expect(finance.getByRole('table', { name: '불일치' }).getByText(tx.tid)).toHaveCount(0);
  expect(await seriousViolations(finance)).toEqual([]);
  await finance.screenshot({ path: `${SHOTS}/admin-reconciliation-after.png`, fullPage: true });
  await finance.context().close();
});

test('the courier CSV with a bad line names its line and column and ships nothing', async ({
  browser,
}) => {
  const warehouse = await staffPage(browser, 'warehouse.demo', '/admin/orders');
  await warehouse.getByRole('button', { name: '송장 CSV 올리기' }).click();
  const dialog = warehouse.getByRole('dialog', { name: '택배 송장 CSV 올리기' });
  await dialog.getByLabel('CSV 파일').setInputFiles({
    name: 'invoices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('orderId,courier,invoice\n1,CJ,568300001111\nabc,CJ,568300002222\n'),
  });
  await dialog.getByRole('button', { name: '올리기' }).click();
  await expect(dialog.getByRole('alert')).toContainText('아무 주문도 바꾸지 않았습니다');
  // the problems are a table of the kit's CSV dialog (line, column, message)
  const problems = dialog.getByRole('table', { name: '오류 1건' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText("주문번호 'abc'가 숫자가 아닙니다.");
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  expect(await seriousViolations(warehouse)).toEqual([]);
  await warehouse.screenshot({ path: `${SHOTS}/admin-shipment-csv.png` });
  await warehouse.context().close();
});
