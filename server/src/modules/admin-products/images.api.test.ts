import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AdminImageMessage } from '@shop/contract/admin-images.ts';
import { coverThumbOf } from '@shop/contract/cover-url.ts';
import { queryRows } from '../../db/client.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

const s = staffTestApp('merchandiser', {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-images-')),
});

const PRODUCT = 1;

const picture = (format: 'png' | 'jpeg', width = 300, height = 420) => {
  const canvas = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 58, b: 138 } },
  });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};
const cover = (contentBase64: string | null, productId = PRODUCT) =>
  s.call('POST', '/api/admin/product-cover', { productId, contentBase64 });

async function shopImage(productId: number) {
  const res = await s.t.app.inject({ url: `/api/product-entry-by-id?productId=${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { imageUrl: string } }>().data.imageUrl;
}
async function served(url: string) {
  const res = await s.t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const { width, height, format } = await sharp(res.rawPayload).metadata();
  return { width, height, format };
}
const audits = (action: string) =>
  queryRows<{ entity_id: string; before: unknown; after: unknown }>(
    s.db(),
    sql`select entity_id, before, after from audit_logs where action = ${action} order by audit_log_id`,
  );

describe('uploaded covers and banners', () => {
  it("re-encodes a cover into the pages' sizes; the shop shows it at once; audited", async () => {
    const before = await shopImage(PRODUCT);
    const res = await cover((await picture('png')).toString('base64'));
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<{ data: { imageUrl: string } }>().data;
    expect(imageUrl).toMatch(/^\/files\/covers\/1-[0-9a-f]{16}-600\.webp$/);
    expect(await served(imageUrl)).toEqual({ width: 600, height: 840, format: 'webp' });
    expect(await served(coverThumbOf(imageUrl))).toEqual({
      width: 144,
      height: 200,
      format: 'webp',
    });
    expect(await shopImage(PRODUCT)).toBe(imageUrl);
    expect(await audits('product.cover')).toEqual([
      { entity_id: '1', before: { imageUrl: before }, after: { imageUrl } },
    ]);

    // back to the drawn cover
    const reset = await cover(null);
    expect(reset.json().data.imageUrl).toBe('/covers/1.svg');
    expect(await shopImage(PRODUCT)).toBe('/covers/1.svg');
  });

  it('refuses what is not a JPEG, PNG or WebP picture, or is too large; changes nothing', async () => {
    const before = await shopImage(2);
    const refusals = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        AdminImageMessage.notImage,
      ],
      [Buffer.from('%PDF-1.7\n1 0 obj'), AdminImageMessage.notImage],
      [
        Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(200)]),
        AdminImageMessage.unreadable,
      ],
      [Buffer.alloc(1_000_001, 0xff), AdminImageMessage.tooLarge],
    ] as const;
    for (const [bytes, message] of refusals) {
      const res = await cover(bytes.toString('base64'), 2);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const missing = await cover((await picture('jpeg')).toString('base64'), 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(await shopImage(2)).toBe(before);
    expect((await audits('product.cover')).filter((a) => a.entity_id === '2')).toEqual([]);
    expect((await s.t.app.inject({ url: '/files/covers/../../etc/passwd.webp' })).statusCode).toBe(
      404,
    );
  });

  it("sets a section's banner from a JPEG; the shop's header reads it", async () => {
    const jpeg = await picture('jpeg', 1600, 320);
    const res = await s.call('POST', '/api/admin/section-banner', {
      section: 'general-1',
      contentBase64: jpeg.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bannerUrl } = res.json<{ data: { bannerUrl: string } }>().data;
    expect(bannerUrl).toMatch(/^\/files\/banners\/general-1-[0-9a-f]{16}-2400\.webp$/);
    expect(await served(bannerUrl)).toEqual({ width: 2400, height: 480, format: 'webp' });
    const config = await s.t.app.inject({ url: '/api/section-config?section=general-1' });
    expect(config.json().data.bannerUrl).toBe(bannerUrl);
    expect(await audits('section.banner')).toEqual([
      {
        entity_id: 'general-1',
        before: { bannerUrl: '/banners/general-1.svg' },
        after: { bannerUrl },
      },
    ]);
  });
});
