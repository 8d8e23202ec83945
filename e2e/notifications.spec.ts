import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  depositAtGatewayConsole,
  expectNoSiteNotice,
  payAtGateway,
  signInParentKim,
  toPayPage,
} from './journey-helpers.ts';
import { SIM_URL } from './shop-ports.ts';

/**
 * Issue 21 item 1 (decision 0502), as the parent lives it on a phone: a virtual-account order
 * puts the account (bank, number, amount, due date and time) on the phone through the message
 * provider's simulator, the deposit made in the gateway's console brings the deposit message, and
 * the order's page lists both as sent. The sender job runs every 5 s in the shop, so the phone
 * page is read again until the message is there.
 */

/** The demo parent's mobile (class records' stdHandPhone 010-2345-6789), as the provider has it. */
const KIM_PHONE = '01023456789';
const INBOX = `${SIM_URL}/messages/inbox?to=${KIM_PHONE}`;

/** `주문번호: 12` and not `주문번호: 123`. */
const orderNo = (orderId: number) => new RegExp(`주문번호: ${orderId}(?!\\d)`);

/** A message line's value, whole (the next character is not part of the value). */
const line = (label: string, value: string) =>
  new RegExp(`${label}: ${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d,])`);

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/** The definition's value of a `<dt>` term inside `region`. */
function valueOf(region: Locator, term: string): Locator {
  return region
    .locator('div')
    .filter({ has: region.page().getByText(term, { exact: true }) })
    .locator('dd');
}

/** The phone page's message of this order that says `words`, once the sender job sent it. */
async function messageOnPhone(page: Page, orderId: number, words: string): Promise<Locator> {
  const bubble = page
    .getByRole('region', { name: '받은 메시지' })
    .getByRole('article')
    .filter({ hasText: orderNo(orderId) })
    .filter({ hasText: words });
  await expect
    .poll(
      async () => {
        await page.goto(INBOX);
        return bubble.count();
      },
      { timeout: 45_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(1);
  return bubble;
}

test('a virtual-account order: the account on the phone, then the deposit, both on the order page', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInParentKim(page, request);
  await toPayPage(page);

  // on a phone the gateway's window opens in place (the pay page's own flow at 390 px)
  await payAtGateway(page, '가상계좌', { inPlace: true });
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/vbank\/\d+$/i);
  await expectNoSiteNotice(page);
  const orderId = Number(page.url().split('/').pop());

  // what the result page says the account is: the message must say the same
  const account = page.getByRole('region', { name: '입금 계좌 안내' });
  const bank = (await valueOf(account, '은행').innerText()).trim();
  const number = (
    await account.getByRole('button', { name: '계좌번호 복사' }).locator('..').innerText()
  )
    .replace('계좌번호 복사', '')
    .trim();
  const amount = (await valueOf(account, '입금 금액').innerText()).trim();
  const due = (await valueOf(account, '입금 기한').innerText()).trim();
  expect(bank).not.toBe('');
  expect(number).toMatch(/\d/);
  expect(amount).toMatch(/^[\d,]+원$/);
  expect(due).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  // the phone: the 알림톡 with the account, as the provider's outbox page shows it
  const accountMessage = await messageOnPhone(page, orderId, '아래 계좌로 입금해 주세요.');
  await expect(accountMessage).toHaveAttribute('aria-label', '알림톡');
  await expect(accountMessage).toContainText(`입금은행: ${bank}`);
  await expect(accountMessage).toContainText(line('계좌번호', number));
  await expect(accountMessage).toContainText(line('입금금액', amount));
  await expect(accountMessage).toContainText(`입금기한: ${due}까지`);
  // no slot left unfilled
  await expect(accountMessage).not.toContainText('#{');
  await accountMessage.scrollIntoViewIfNeeded();
  await shot(page, info, 'phone-account-390');

  // the deposit in the gateway's console; no deposit message before it
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: orderNo(orderId) })
      .filter({
        hasText: '입금이 확인되었습니다.',
      }),
  ).toHaveCount(0);
  await depositAtGatewayConsole(page, orderId);
  const depositMessage = await messageOnPhone(page, orderId, '입금이 확인되었습니다.');
  await expect(depositMessage).toContainText(line('입금금액', amount));
  await depositMessage.scrollIntoViewIfNeeded();
  await shot(page, info, 'phone-deposit-390');

  // the order's page lists what was sent, each message once, with the text as sent
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByRole('heading', { name: '주문 상세' })).toBeVisible();
  const sent = page.getByRole('region', { name: '보낸 알림' });
  // the phone's copy of each (an order with an e-mail address lists the e-mail beside it)
  const phoneRows = sent.getByRole('listitem').filter({ hasText: '카카오 알림톡' });
  const accountRow = phoneRows.filter({ hasText: '입금 계좌 안내' });
  const depositRow = phoneRows.filter({ hasText: '입금 확인 안내' });
  await expect(accountRow).toHaveCount(1);
  await expect(depositRow).toHaveCount(1);
  await accountRow.locator('summary').click();
  await expect(accountRow).toContainText(`계좌번호: ${number}`);
  await expect(accountRow).toContainText(`입금기한: ${due}까지`);
  await sent.scrollIntoViewIfNeeded();
  await sent.screenshot({ path: info.outputPath('order-notices-part-390.png') });
  await shot(page, info, 'order-notices-390');
  let width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);

  // the same pages on a desktop
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, info, 'order-notices-1440');
  await page.goto(INBOX);
  await expect(page.getByRole('region', { name: '받은 메시지' })).toBeVisible();
  await shot(page, info, 'phone-1440');
  width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(1440);
});
