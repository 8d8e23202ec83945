import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Decisions 0285 and 0287: the first paints of web/index.html, each sent only to its own page.
const INDEX_SOURCE = fileURLToPath(new URL('../../../web/index.html', import.meta.url));
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
  copyFileSync(INDEX_SOURCE, join(webDist, 'index.html'));
  t = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The images #root holds before any script runs. */
async function paintedImages(url: string): Promise<string[]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).not.toContain('__FIRST_PAINT_IMAGE__');
  expect(res.body).not.toContain('<!--main:');
  const root = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(res.body)?.[1] ?? '';
  return [...root.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<img\s[^>]*?src="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
}

const recommended = async () =>
  (await t.app.inject({ url: '/api/product-entry-recommend' })).json<{
    list: { productId: number; imageUrl: string }[];
  }>().list;

describe('the first paint of a page', () => {
  it("draws a product's cover on its detail page, as the product call gives it", async () => {
    const product = (await recommended())[0]!;
    const images = await paintedImages(`/product-detail/${product.productId}`);
    expect(images.filter((src) => src !== '/favicon.svg')).toEqual([product.imageUrl]);
  });

  it("draws the section's banner on its list page, as its settings give it", async () => {
    const res = await t.app.inject({ url: '/api/section-config?section=THEOPEN' });
    const { bannerUrl } = res.json<{ data: { bannerUrl: string } }>().data;
    const images = await paintedImages('/product-list/THEOPEN?page=2');
    expect(images.filter((src) => src !== '/favicon.svg')).toEqual([bannerUrl]);
  });

  it('keeps the home page its own banner', async () => {
    const images = await paintedImages('/');
    expect(images.filter((src) => src.startsWith('/banners/'))).toHaveLength(1);
    expect(images.some((src) => src.startsWith('/covers/'))).toBe(false);
  });

  it('draws nothing for a hidden or unknown product, an unknown section or another page', async () => {
    const hidden = (await recommended())[1]!.productId;
    await t.database.db.execute(
      sql`update products set sale_status = 'hidden' where product_id = ${hidden}`,
    );
    for (const url of [
      `/product-detail/${hidden}`,
      '/product-detail/999999999',
      '/product-list/NO-SUCH-SECTION',
      '/cart',
      '/order/list',
    ]) {
      expect(await paintedImages(url), url).toEqual([]);
    }
  });
});
