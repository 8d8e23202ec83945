import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

/**
 * The sections' headers in the back office (issue 19 §3): a merchandiser changes a section's
 * title and description; the shop's list page of that section shows them at once. Put back at
 * the end for the journeys that follow.
 */

const SHOTS = '/tmp/shots-admin-sections';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

test("a merchandiser changes a section's header; the shop's list shows it", async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const md = await staffPage(browser, 'md.demo', '/admin/sections');
  await expect(md.getByRole('heading', { name: '메뉴(섹션) 머리말', level: 1 })).toBeVisible();
  const sections = (await (await md.request.get('/api/admin/sections')).json()) as {
    list: { section: string; categoryName: string; title: string; description: string }[];
  };
  const general = sections.list.find((s) => s.section === 'general-1')!;

  await md.getByRole('button', { name: `${general.categoryName} 머리말 수정` }).click();
  const drawer = md.getByRole('dialog', { name: `${general.categoryName} 머리말` });
  await drawer.getByLabel('섹션 제목').fill('쿼카 초등 교과 교재');
  await drawer.getByLabel('설명').fill('새 학기 교과서와 함께 쓰는 문제집을 모았습니다.');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer.getByRole('status')).toHaveText('저장했습니다.');
  await md.screenshot({ path: `${SHOTS}/section-drawer-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);

  // the shop's list page of that section
  const menu = (await (await request.get('/api/site-menu')).json()) as {
    list: { section: string | null; path: string }[];
  };
  const path = menu.list.find((m) => m.section === 'general-1')!.path;
  await skipSitePopup(page, request);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '쿼카 초등 교과 교재', level: 1 })).toBeVisible();
  await expect(page.getByText('새 학기 교과서와 함께 쓰는 문제집을 모았습니다.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-section-1440.png` });

  // a banner picture: uploaded, redrawn, shown above the shop's list; then back to the drawn one
  const png = await sharp({
    create: { width: 1500, height: 300, channels: 3, background: { r: 180, g: 83, b: 9 } },
  })
    .png()
    .toBuffer();
  await drawer
    .getByLabel('배너 이미지 올리기')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(drawer.getByRole('img', { name: '배너 이미지' })).toHaveAttribute(
    'src',
    /^\/files\/banners\/general-1-[0-9a-f]{16}-2400\.webp$/,
  );
  await page.reload();
  await expect(page.locator('img[src^="/files/banners/general-1-"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-banner-1440.png` });
  await drawer.getByRole('button', { name: '기본 이미지로 되돌리기' }).click();
  await expect(drawer.getByRole('img', { name: '배너 이미지' })).toHaveAttribute(
    'src',
    '/banners/general-1.svg',
  );

  // put back
  await drawer.getByLabel('섹션 제목').fill(general.title);
  await drawer.getByLabel('설명').fill(general.description);
  await drawer.getByRole('button', { name: '저장' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: general.title, level: 1 })).toBeVisible();
  await md.context().close();
});
