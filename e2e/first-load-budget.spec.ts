import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_KB, gzipKbOf } from '../bench/web-metrics.ts';

/**
 * The home page's first load (decision 0281): every script and stylesheet a first visit loads
 * until the network is idle, gzip-compressed, within the budget at both widths — the bench's
 * figure, checked on every CI run so that a change that grows it is seen when it lands (it grew
 * past the budget twice unnoticed between bench runs).
 */
for (const width of [390, 1440]) {
  test(`the home page's first load at ${width} px stays within ${FIRST_LOAD_BUDGET_KB} KB gzip`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|css)$/.test(path)) files.add(path);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await context.close();
    const { js, css } = gzipKbOf(files);
    console.log(`home first load at ${width} px: ${files.size} files, ${(js + css).toFixed(1)} KB`);
    expect(files.size).toBeGreaterThan(0);
    expect(js + css).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });
}
