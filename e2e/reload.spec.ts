import { expect, test, type Page, type Response } from '@playwright/test';
import { signInParentKim } from './journey-helpers.ts';

/**
 * Issue 16 item 2: every page that loads data, opened fresh and reloaded by a signed-in member,
 * shows its data. The first calls of a loaded page used to leave before the page knew its
 * session's context uuid and came back 403 CONTEXT-MISMATCH (decision 0250).
 */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

/** Each page with what it shows once its data is there. */
const PAGES: { path: string; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/', shows: (p) => p.getByRole('region', { name: '기획전 배너' }) },
  {
    path: `/search-global?searchWord=${encodeURIComponent('영어')}`,
    shows: (p) => p.locator('main a[href^="/product-detail/"]').first(),
  },
  { path: '/product-list/CDI', shows: (p) => p.locator('a[href^="/product-detail/"]').first() },
  { path: '/cs/faq', shows: (p) => p.getByRole('tab').first() },
  {
    path: '/mypage/class-material/5101',
    shows: (p) => p.getByRole('heading', { name: /청구 내역/ }),
  },
  { path: '/mypage/cart', shows: (p) => p.getByRole('heading', { name: '장바구니' }).first() },
  { path: '/mypage/order/list', shows: (p) => p.getByRole('heading', { name: /주문/ }).first() },
  {
    path: '/mypage/revoke/list',
    shows: (p) => p.getByRole('heading', { name: /취소|반품/ }).first(),
  },
  { path: '/mypage/claim/list', shows: (p) => p.getByRole('heading', { name: /문의/ }).first() },
  { path: '/mypage/support/book', shows: (p) => p.getByRole('heading').first() },
  { path: '/mypage/support/mp3', shows: (p) => p.getByRole('heading').first() },
  { path: '/mypage/counseling/list', shows: (p) => p.getByRole('heading').first() },
];

/** Opens the page, waits for its calls, and says which API calls it failed (none expected). */
async function failedCalls(page: Page, open: () => Promise<unknown>): Promise<string[]> {
  const failed: string[] = [];
  const watch = (response: Response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  };
  page.on('response', watch);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', watch);
  return failed;
}

for (const size of SIZES) {
  test(`${size.label}: signed in, every page that loads data survives a fresh load and a reload`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    await signInParentKim(page, request);
    const pages = [...PAGES];
    await page.goto('/mypage/order/list');
    const detail = await page
      .locator('a[href^="/mypage/order/detail/"]')
      .first()
      .getAttribute('href');
    const product = await (async () => {
      await page.goto('/product-list/CDI');
      return page.locator('a[href^="/product-detail/"]').first().getAttribute('href');
    })();
    for (const path of [detail, product]) {
      expect(path).toBeTruthy();
      pages.push({ path: path!, shows: (p) => p.getByRole('heading').first() });
    }
    for (const { path, shows } of pages) {
      for (const open of [() => page.goto(path), () => page.reload()]) {
        expect(await failedCalls(page, open), path).toEqual([]);
        await expect(shows(page), path).toBeVisible();
        await expect(
          page.getByText(/불러오지 못했습니다|요청을 확인할 수 없습니다/),
          path,
        ).toHaveCount(0);
      }
    }
    await page.goto(`/search-global?searchWord=${encodeURIComponent('영어')}`);
    await expect(PAGES[1]!.shows(page)).toBeVisible();
    await page.screenshot({ path: `test-results/reload-search-${size.viewport.width}.png` });
  });
}
