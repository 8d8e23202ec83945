import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { IN_FULL_CHROMIUM } from './chromium-args.ts';
import { seriousViolations, signInAt, skipSitePopup } from './journey-helpers.ts';

/**
 * The PDFs people read in the browser (issue 8): a learning-support book opened in a new tab and
 * the terms viewer's versions. In Debian's full Chromium: the journeys' headless shell has no PDF
 * viewer, so it downloads a PDF and the terms viewer offers the file instead (decision 0525).
 */
test.use({ launchOptions: IN_FULL_CHROMIUM });

const SHOTS = '/tmp/shots-support';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.beforeEach(async ({ page, request }) => {
  await skipSitePopup(page, request);
});

test.describe('learning support', () => {
  test('a support-book download opens a real PDF in a new tab', async ({ page, context }) => {
    await signInAt(page, '/mypage/support/book');
    await expect(page.getByRole('heading', { name: '어학원 학습자료' })).toBeVisible();
    await page.getByRole('tab', { name: 'Book2 (A)' }).click();
    await expect(page.getByText('A2 Unit 01 워크시트')).toBeVisible();
    expect(await seriousViolations(page, '#mypage-content')).toEqual([]);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'A2 Unit 01 단어장 파일 다운로드 (새 창)' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/files\/support\/A2-u01-voca\.pdf$/);
    const res = await page.request.get(tab.url());
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();
  });
});

test.describe('terms and privacy', () => {
  test('the terms viewer switches versions and shows the PDF', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: '이용약관' }).click();
    const dialog = page.getByRole('dialog', { name: '이용약관' });
    const frame = dialog.locator('iframe');
    // it opens at the version in force (decision 0436: the migration's 2026-11-25 texts)
    await expect(frame).toHaveAttribute('src', '/files/policy/terms-2026-11-25.pdf');
    await dialog.getByLabel('시행일').selectOption('2022-07-01');
    await expect(frame).toHaveAttribute('src', '/files/policy/terms-2022-07-01.pdf');
    const res = await page.request.get('/files/policy/terms-2022-07-01.pdf');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    await page.waitForTimeout(1500); // the PDF viewer draws the page
    await page.screenshot({ path: `${SHOTS}/journey-terms-viewer.png` });
    await dialog.getByRole('button', { name: '닫기' }).click();

    await page.getByRole('contentinfo').getByRole('button', { name: '개인정보처리방침' }).click();
    const privacy = page.getByRole('dialog', { name: '개인정보처리방침' });
    await expect(privacy.getByLabel('시행일').locator('option')).toHaveText([
      '2026-11-25',
      '2024-12-16',
      '2024-10-07',
      '2023-10-16',
      '2022-07-05',
    ]);
    for (const version of ['2024-10-07', '2023-10-16', '2022-07-05']) {
      const pdf = await page.request.get(`/files/policy/privacy-${version}.pdf`);
      expect(pdf.status(), version).toBe(200);
    }
  });
});
