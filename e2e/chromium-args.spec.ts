import { expect, test } from '@playwright/test';
import { PLAYWRIGHT_DISABLED_FEATURES } from './chromium-args.ts';

// Chromium keeps the last --disable-features only: ours must carry every feature Playwright's own
// switch disables, or upgrading Playwright would quietly switch one back on (e2e/chromium-args.ts)
test("the journeys' browser keeps every feature Playwright disables switched off", async ({
  page,
}) => {
  await page.goto('chrome://version');
  const args = (await page.locator('#command_line').innerText()).split(/\s+/);
  const lists = args
    .filter((a) => a.startsWith('--disable-features='))
    .map((a) => a.slice('--disable-features='.length).split(','));
  expect(lists).toHaveLength(2); // Playwright's, then ours
  const [playwright, ours] = lists as [string[], string[]];
  expect(playwright.filter((feature) => !ours.includes(feature))).toEqual([]);
  expect(playwright).toEqual(PLAYWRIGHT_DISABLED_FEATURES);
  expect(ours).toContain('WebUIOmniboxPopup');
});

test("no window of the journeys' browser preloads the omnibox popup", async ({ browser, page }) => {
  await page.goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.map((t) => t.url).filter((url) => url.includes('omnibox-popup'))).toEqual([]);
});
