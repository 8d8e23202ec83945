import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipSitePopup } from './journey-helpers.ts';

/**
 * The home page's first paint (web/index.html): the header's frame and the first banner, drawn
 * before any script runs. React then draws the page over it; if the two disagree the page jumps,
 * so the banner must sit in the same place with and without scripts.
 */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

async function bannerBox(page: Page) {
  const banner = page.locator('img[src="/banners/general-2.svg"]').first();
  await expect(banner).toBeVisible();
  return banner.boundingBox();
}

async function staticPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const { label, viewport } of SIZES) {
  test(`${label}: the first paint puts the banner where the page draws it`, async ({
    browser,
    page,
    request,
  }) => {
    const noScript = await staticPage(browser, viewport);
    await noScript.page.goto('/');
    const painted = await bannerBox(noScript.page);
    await noScript.context.close();

    await page.setViewportSize(viewport);
    await skipSitePopup(page, request);
    await page.goto('/');
    await expect(page.getByRole('region', { name: '기획전 배너' })).toBeVisible();
    const drawn = await bannerBox(page);
    expect(painted).not.toBeNull();
    expect(drawn).toEqual(painted);
  });
}

test('the first paint goes only to the home page, and the page replaces it', async ({
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
