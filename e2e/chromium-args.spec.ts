import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PLAYWRIGHT_DISABLED_FEATURES } from './chromium-args.ts';

// Chromium keeps the last --disable-features only: ours must carry every feature Playwright's own
// switch disables, or upgrading Playwright would quietly switch one back on (e2e/chromium-args.ts)
test("the journeys' browser keeps every feature Playwright disables switched off", async ({
  playwright: pw,
}, testInfo) => {
  // the journeys' launch, its browser process's command line read from /proc (the headless
  // shell has no chrome://version)
  const server = await pw.chromium.launchServer(testInfo.project.use.launchOptions);
  const args = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
  await server.close();
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
