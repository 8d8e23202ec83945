import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInAtSso, seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

/**
 * The shop's EMS fee table in the back office (issue 19 §5, decision 0523): a merchandiser
 * changes the fee of the bracket a member's overseas parcel falls in; the member's pay page then
 * charges the new fee. The post's tariff, loaded and applied, puts it back at the end.
 */

const SHOTS = '/tmp/shots-admin-ems-fees';
/** A paper book that may go abroad (as in checkout-oversea.spec.ts). */
const OVERSEA_BOOK = 3;

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The member's pay page for the book, sent by EMS to the United States: the fee it charges. */
async function usFeeOnPayPage(page: Page): Promise<number> {
  await page.goto(`/product-detail/${OVERSEA_BOOK}`);
  await page.getByRole('button', { name: '바로 구매' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
  await page.getByRole('radio', { name: '해외 우편 (EMS)' }).check();
  await page.getByLabel('배송 국가').selectOption('US');
  const cost = page.getByRole('dialog', { name: '해외 배송비 안내' });
  await expect(cost).toContainText('EMS (31)');
  const feeText = (await cost.getByTestId('oversea-cost').locator('dd').last().textContent())!;
  await cost.getByRole('button', { name: '확인' }).click();
  await expect(cost).toBeHidden();
  return Number(feeText.replace(/\D/g, ''));
}

async function signIn(page: Page, request: APIRequestContext) {
  await skipSitePopup(page, request);
  await page.goto('/mypage/order/list');
  await logInAtSso(page, 'parent.kim');
  await expect(page).toHaveURL(/\/mypage\/order\/list/);
}

test("a merchandiser changes an EMS fee; the member's overseas pay page charges it", async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request);
  const before = await usFeeOnPayPage(page);
  expect(before).toBeGreaterThan(0);

  const md = await staffPage(browser, 'md.demo', '/admin/ems-fees');
  await expect(md.getByRole('heading', { name: 'EMS 요금표', level: 1 })).toBeVisible();
  await expect(md.getByRole('tab', { name: 'EMS (31)' })).toHaveAttribute('aria-selected', 'true');
  // the United States is in zone 3, beside Russia, where the post has stopped taking EMS
  await md.getByLabel('지역').selectOption('3');
  await expect(md.getByText(/^3지역 국가: .*미국/)).toContainText('러시아(주문 불가)');
  await expect(md.getByText(/^3지역 국가: .*미국/)).not.toContainText('미국(주문 불가)');
  const charged = md.getByRole('row').filter({ hasText: won(before) });
  await expect(charged).toHaveCount(1);
  const weight = (await charged.getByRole('cell').first().innerText()).trim();
  expect(weight).toMatch(/^[\d,]+ g까지$/);
  const row = md
    .getByRole('row')
    .filter({ has: md.getByRole('button', { name: `${weight} 요금 바꾸기`, exact: true }) });
  await md.screenshot({ path: `${SHOTS}/ems-fees-1440.png`, fullPage: true });
  expect(await seriousViolations(md)).toEqual([]);

  // a fee below the bounds is refused by the form with the contract's words
  await md.getByRole('button', { name: `${weight} 요금 바꾸기` }).click();
  const drawer = md.getByRole('dialog', { name: `EMS (31) 3지역 · ${weight}` });
  const feeField = drawer.getByLabel('요금 (원)');
  await expect(feeField).toHaveValue(String(before));
  await feeField.fill('999');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(feeField).toHaveAccessibleDescription(
    'EMS 요금은 1,000원 이상 2,000,000원 이하의 원 단위로 입력해 주세요.',
  );
  const after = before + 1_000;
  await feeField.fill(String(after));
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer.getByRole('status')).toHaveText(`${won(after)}으로 바꿨습니다.`);
  await md.screenshot({ path: `${SHOTS}/ems-fee-drawer-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await drawer.getByRole('button', { name: '닫기' }).first().click();
  await expect(row.getByRole('cell').nth(1)).toHaveText(won(after));

  // the member's next pay page charges the new fee
  expect(await usFeeOnPayPage(page)).toBe(after);
  await page.screenshot({ path: `${SHOTS}/pay-page-after-1440.png` });

  // the post's tariff shows the one row that differs, and applying it puts the fee back
  await md.getByRole('button', { name: '우체국 요금표 불러오기' }).click();
  const tariff = md.getByRole('dialog', { name: '우체국 요금표 불러오기' });
  await expect(tariff).toContainText('바뀌는 항목 1개 · 같은 항목 319개');
  const change = tariff.getByRole('row').filter({ hasText: weight });
  await expect(change.getByRole('cell')).toHaveText([
    /^EMS \(31\)\s*3지역$/,
    weight,
    won(after),
    won(before),
  ]);
  await md.screenshot({ path: `${SHOTS}/ems-tariff-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await md.setViewportSize({ width: 390, height: 844 });
  await md.screenshot({ path: `${SHOTS}/ems-tariff-diff-390.png` });
  await md.setViewportSize({ width: 1440, height: 900 });
  await tariff.getByRole('button', { name: '적용' }).click();
  await expect(tariff.getByRole('status')).toHaveText('1개 항목을 적용했습니다.');
  await tariff.getByRole('button', { name: '닫기' }).first().click();
  await expect(row.getByRole('cell').nth(1)).toHaveText(won(before));
  expect(await usFeeOnPayPage(page)).toBe(before);

  // the same page on a phone, and the tariff now the same as the shop's
  await md.setViewportSize({ width: 390, height: 844 });
  await md.screenshot({ path: `${SHOTS}/ems-fees-390.png`, fullPage: true });
  await md.getByRole('button', { name: '우체국 요금표 불러오기' }).click();
  await expect(tariff).toContainText('쇼핑몰 요금표가 우체국 요금표와 같습니다.');
  await md.screenshot({ path: `${SHOTS}/ems-tariff-390.png` });
  expect(await seriousViolations(md)).toEqual([]);

  // the back office in English
  await tariff.getByRole('button', { name: '닫기' }).first().click();
  await md.setViewportSize({ width: 1440, height: 900 });
  await md.getByRole('button', { name: 'English', exact: true }).first().click();
  await expect(md.getByRole('heading', { name: 'EMS fee table', level: 1 })).toBeVisible();
  await expect(md.getByText(/^Countries in zone 3: .*UNITED STATES OF AMERICA/)).toContainText(
    'RUSSIAN FEDERATION (no orders)',
  );
  await md.screenshot({ path: `${SHOTS}/ems-fees-en-1440.png` });
  await md.context().close();
});
