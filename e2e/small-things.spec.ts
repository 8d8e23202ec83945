import { expect, test } from '@playwright/test';
import { GUIDE_PDF_PATH } from '@shop/contract/constants.ts';
import { answerDialog, logInAtSso, signInParentKim, skipSitePopup } from './journey-helpers.ts';

/** Issue 16 item 8: the small things a parent notices, on a phone and on a desktop. */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const PORT = Number(process.env.E2E_PORT ?? 3100);

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
