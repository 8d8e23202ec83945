import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipSitePopup } from './journey-helpers.ts';

/**
 * The first paints (web/index.html; decisions 0285, 0287): the header's frame and the page's
 * largest image — the home page's first banner, a section's banner, a product's cover — drawn
 * before any script runs. React then draws the page over it; if the two disagree the page jumps,
 * so the image must sit in the same place with and without scripts.
 */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const PAGES = [
  { path: '/', image: '/banners/general-2.svg', drawn: '기획전 배너' },
  { path: '/product-list/general-1', image: '/banners/general-1.svg', drawn: '일반 교재 1' },
  { path: '/product-detail/1', image: '/covers/1.svg', drawn: 'CDI Phonics Fun 1 Student Book' },
] as const;

async function imageBox(page: Page, src: string) {
  const image = page.locator(`img[src="${src}"]`).first();
  await expect(image).toBeVisible();
  return image.boundingBox();
}

async function staticPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const { label, viewport } of SIZES) {
  for (const { path, image, drawn } of PAGES) {
    test(`${label}: the first paint of ${path} puts its image where the page draws it`, async ({
      browser,
      page,
      request,
    }) => {
      const noScript = await staticPage(browser, viewport);
      await noScript.page.goto(path);
      const painted = await imageBox(noScript.page, image);
      await noScript.context.close();

      await page.setViewportSize(viewport);
      await skipSitePopup(page, request);
      await page.goto(path);
      await expect(
        path === '/'
          ? page.getByRole('region', { name: drawn })
          : page.getByRole('heading', { level: 1, name: drawn }),
      ).toBeVisible();
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      const shown = await imageBox(page, image);
      expect(painted).not.toBeNull();
      expect(shown).toEqual(painted);
    });
  }
}

test('no first paint on other pages, and the page replaces it', async ({
  browser,
  page,
  request,
}) => {
  const noScript = await staticPage(browser, SIZES[1].viewport);
  await noScript.page.goto('/cs/faq');
  await expect(noScript.page.locator('#root > *')).toHaveCount(0);
  await noScript.context.close();

  await skipSitePopup(page, request);
  await page.goto('/');
  await expect(page.getByRole('region', { name: '기획전 배너' })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(1);
});
