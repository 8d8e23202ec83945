import { expect, test } from '@playwright/test';
import { GUIDE_PDF_PATH } from '@shop/contract/constants.ts';
import {
  answerDialog,
  logInAtSso,
  signInMember,
  signInParentKim,
  skipSitePopup,
  toPayPage,
} from './journey-helpers.ts';
import { SHOP_PORT } from './shop-ports.ts';

/** Issue 16 item 8: the small things a parent notices, on a phone and on a desktop. */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const PORT = SHOP_PORT;

test('the favicon and the header guide PDF (signed in) answer', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);

  await page.setViewportSize(SIZES[1].viewport);
  await signInParentKim(page, request);
  await expect(page.getByRole('link', { name: /이용 가이드 PDF/ })).toHaveAttribute(
    'href',
    GUIDE_PDF_PATH,
  );
  const pdf = await request.get(GUIDE_PDF_PATH);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

for (const size of SIZES) {
  test(`${size.label}: a shop opened on 127.0.0.1 says which address signs in, and signs in there`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    await skipSitePopup(page, request);
    await page.goto(`http://127.0.0.1:${PORT}/mypage/class-material/5101`);
    const dialog = page.getByRole('dialog').filter({ hasText: `http://localhost:${PORT}` });
    await expect(dialog).toContainText('에서만 할 수 있습니다');
    await page.screenshot({ path: `test-results/other-address-${size.viewport.width}.png` });
    await answerDialog(page, `http://localhost:${PORT}`);
    await logInAtSso(page, 'parent.kim');
    await expect(page).toHaveURL(`http://localhost:${PORT}/mypage/class-material/5101`);
    await expect(page.getByRole('heading', { name: '김서준 청구 내역' })).toBeVisible();
  });
}

for (const size of SIZES) {
  test(`${size.label}: the buy bar, the prefilled ARS phone, answered inquiries and the account's own wording`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    await signInParentKim(page, request);
    await expect(page.getByRole('heading', { name: '우리 아이 교재 청구 현황' })).toBeVisible();

    // the product detail's buy buttons stay on screen on a phone while the details scroll
    await page.goto('/product-detail/1');
    const bar = page.getByTestId('buy-bar');
    await expect(bar.getByRole('button', { name: '바로 구매' })).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    const box = await bar.boundingBox();
    if (size.label === 'phone') {
      expect(box!.y + box!.height).toBeLessThanOrEqual(size.viewport.height + 1);
      expect(box!.y).toBeGreaterThan(size.viewport.height - 120);
      await page.screenshot({ path: `test-results/buy-bar-${size.viewport.width}.png` });
    }

    // ARS: the member's own mobile is already there
    await toPayPage(page);
    await page.getByRole('radio', { name: 'ARS' }).check();
    await expect(page.getByLabel('ARS 문자 수신 번호')).toHaveValue('010-2345-6789');

    // an answered inquiry offers no delete button
    await page.goto('/mypage/claim/list');
    const answered = page.getByRole('button', { name: /받은 교재 표지가 찢어져 왔어요/ });
    await answered.click();
    await expect(page.getByText('불편을 드려 죄송합니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '삭제' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/claim-answered-${size.viewport.width}.png` });
  });
}

test('a student sees its own wording; an institute (delivery always free) sees no benefit picker', async ({
  page,
  browser,
  request,
}) => {
  await signInMember(page, request, 'student.park', 5201);
  await expect(page.getByRole('heading', { name: '나의 교재 청구 현황' })).toBeVisible();

  const institute = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInMember(institute, request, 'institute.hanbit', 5301);
  await expect(institute.getByRole('heading', { name: '소속 학생 교재 청구 현황' })).toBeVisible();
  await toPayPage(institute, { stdId: 5301, name: '정하은' });
  await expect(institute.getByRole('radio', { name: '신용카드' })).toBeVisible();
  await expect(institute.getByRole('group', { name: '무료배송 혜택' })).toHaveCount(0);
  await institute.screenshot({ path: 'test-results/institute-pay-390.png', fullPage: true });
  await institute.close();
});

for (const size of SIZES) {
  test(`${size.label}: a book bought from its product page may use the parent's unused free delivery`, async ({
    page,
    request,
  }) => {
    // decision 0264; a parent whose one benefit no other journey uses, and no order is made
    await page.setViewportSize(size.viewport);
    await signInMember(page, request, 'parent.choi', 5401);
    await page.goto('/product-detail/319');
    await page.getByTestId('buy-bar').getByRole('button', { name: '바로 구매' }).click();
    await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
    const benefits = page.getByRole('group', { name: '무료배송 혜택' });
    await expect(benefits).toContainText(
      '청구 교재가 아닌 상품에도 남은 무료배송 혜택을 쓸 수 있습니다.',
    );
    await expect(benefits.getByRole('radio', { name: /최민준 · 노이지/ })).toBeChecked();
    const price = page.getByTestId('price-preview');
    await expect(price).toContainText('무료배송 혜택 적용');
    const total = async () =>
      Number((await page.getByTestId('price-total').textContent())?.replace(/\D/g, ''));
    const free = await total();
    await page.screenshot({
      path: `test-results/catalog-benefit-${size.viewport.width}.png`,
      fullPage: true,
    });
    // '사용 안 함' keeps it for a billed order: this one pays the 1,500 won fee
    await benefits.getByRole('radio', { name: '사용 안 함' }).check();
    await expect(price).not.toContainText('무료배송 혜택 적용');
    await expect.poll(total).toBe(free + 1500);
  });
}
