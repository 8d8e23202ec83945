import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { answerDialog, seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

/**
 * Home and content in the back office (issue 19 §4, decisions 0431–0434): a merchandiser adds a
 * home banner with a picture, which a visitor sees first on the home page; adds and renames an
 * FAQ category, whose tab the FAQ page shows; and edits a guide tab in the rich-text editor,
 * which the guide page shows.
 */

const SHOTS = '/tmp/shots-admin-home-content';
const ALT = '쿼카 여름 특강 교재 모음';
const seoulDay = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 240_000 });

test('a merchandiser adds a home banner with a picture; a visitor sees it first on the home page', async ({
  page,
  request,
  browser,
}) => {
  const md = await staffPage(browser, 'md.demo', '/admin/banners');
  await expect(md.getByRole('heading', { name: '메인 배너', level: 1 })).toBeVisible();
  await expect(md.getByRole('row')).toHaveCount(3); // the header and the two banners of before

  await md.getByRole('button', { name: '배너 등록' }).click();
  const create = md.getByRole('dialog', { name: '배너 등록' });
  const png = await sharp({
    create: { width: 1500, height: 300, channels: 3, background: { r: 13, g: 148, b: 136 } },
  })
    .png()
    .toBuffer();
  await create
    .getByLabel('배너 이미지')
    .setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: png });
  await expect(create.getByText('새 이미지: summer.png')).toBeVisible();
  await create.getByLabel('설명 (대체 텍스트)').fill(ALT);
  await create.getByLabel('연결 주소').fill('/product-list/general-3');
  await create.getByLabel('게시 시작일').fill(seoulDay(0));
  await create.getByLabel('게시 종료일 (포함)').fill(seoulDay(30));
  await create.getByRole('button', { name: '저장' }).click();

  const edit = md.getByRole('dialog', { name: /배너 #\d+ 수정/ });
  await expect(edit.getByText('게시 중', { exact: true })).toBeVisible();
  await expect(edit.locator('img').first()).toHaveAttribute(
    'src',
    /^\/files\/carousel\/banner-[0-9a-f]{16}-2400\.webp$/,
  );
  await md.screenshot({ path: `${SHOTS}/banner-drawer-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await edit.getByRole('button', { name: '닫기' }).first().click();
  await md.screenshot({ path: `${SHOTS}/banners-1440.png`, fullPage: true });

  // a visitor: the new banner is the carousel's first slide, and opens its list
  await skipSitePopup(page, request);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '기획전 배너' });
    const picture = carousel.getByRole('img', { name: ALT });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /^\/files\/carousel\/banner-/);
    await expect(carousel.getByText('1 / 3')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/shop-home-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('region', { name: '기획전 배너' }).getByRole('img', { name: ALT }).click();
  await expect(page).toHaveURL(/\/product-list\/general-3$/);

  // switched off (so the other journeys see the carousel of before): gone from the home page
  await md.getByRole('button', { name: `${ALT} 배너 수정` }).click();
  const again = md.getByRole('dialog', { name: /배너 #\d+ 수정/ });
  await again.getByLabel('배너 켜기').uncheck();
  await again.getByRole('button', { name: '저장' }).click();
  await expect(again.getByText('꺼짐', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: '기획전 배너' }).getByText('1 / 2')).toBeVisible();
  await expect(page.getByRole('img', { name: ALT })).toHaveCount(0);
  await md.context().close();
});

test('a merchandiser adds and renames an FAQ category and edits a guide tab; the shop shows both', async ({
  page,
  request,
  browser,
}) => {
  const md = await staffPage(browser, 'md.demo', '/admin/faq-categories');
  await expect(md.getByRole('heading', { name: 'FAQ 분류', level: 1 })).toBeVisible();

  // a category with questions cannot be deleted: the drawer says why
  await md.getByRole('button', { name: '상품 분류 수정' }).click();
  const used = md.getByRole('dialog', { name: "'상품' 분류 수정" });
  await expect(used.getByText(/질문 \d+개가 있어 삭제할 수 없습니다/)).toBeVisible();
  await expect(used.getByRole('button', { name: '삭제' })).toBeDisabled();
  await md.screenshot({ path: `${SHOTS}/faq-category-in-use-1440.png` });
  await used.getByRole('button', { name: '닫기' }).first().click();

  await md.getByRole('button', { name: '분류 등록' }).click();
  const create = md.getByRole('dialog', { name: '분류 등록' });
  await create.getByLabel('분류 이름').fill('쿼카 안내');
  await create.getByLabel('순서').fill('0');
  await create.getByRole('button', { name: '저장' }).click();
  await expect(md.getByRole('dialog', { name: "'쿼카 안내' 분류 수정" })).toBeVisible();

  await skipSitePopup(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cs/faq');
  await expect(page.getByRole('tab', { name: '쿼카 안내' })).toBeVisible();

  // renamed: the tab follows
  const edit = md.getByRole('dialog', { name: "'쿼카 안내' 분류 수정" });
  await edit.getByLabel('분류 이름').fill('쿼카 이용 안내');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(md.getByRole('button', { name: '쿼카 이용 안내 분류 수정' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: '쿼카 이용 안내' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-faq-1440.png` });

  // a guide tab through the rich-text editor: a bold line at its end
  await md.goto('/admin/guide');
  await md.getByRole('button', { name: '회원 정보 탭 수정' }).click();
  const tab = md.getByRole('dialog', { name: "'회원 정보' 탭 수정" });
  const editor = tab.getByRole('textbox', { name: '안내 내용' });
  await expect(editor).toContainText('회원 가입과 로그인');
  await editor.click();
  await md.keyboard.press('Control+End');
  await md.keyboard.press('Enter');
  await md.keyboard.press('Enter');
  await tab.getByRole('button', { name: '굵게' }).click();
  await md.keyboard.type('쿼카 회원은 여름 특강 교재를 먼저 받습니다.');
  await expect(tab.getByRole('button', { name: '굵게' })).toHaveAttribute('aria-pressed', 'true');
  await md.screenshot({ path: `${SHOTS}/guide-editor-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await tab.getByRole('button', { name: '저장' }).click();
  await expect(tab.getByText('저장했습니다.')).toBeVisible();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cs/guide/0');
    await expect(
      page
        .getByRole('tabpanel')
        .locator('strong', { hasText: '쿼카 회원은 여름 특강 교재를 먼저 받습니다.' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/shop-guide-${width}.png`, fullPage: true });
  }

  // the empty category is deleted: its tab leaves the FAQ page
  await md.goto('/admin/faq-categories');
  await md.getByRole('button', { name: '쿼카 이용 안내 분류 수정' }).click();
  await md
    .getByRole('dialog', { name: "'쿼카 이용 안내' 분류 수정" })
    .getByRole('button', { name: '삭제' })
    .click();
  await answerDialog(md, "'쿼카 이용 안내' 분류를 삭제할까요?");
  await expect(md.getByRole('button', { name: '쿼카 이용 안내 분류 수정' })).toHaveCount(0);
  await page.goto('/cs/faq');
  await expect(page.getByRole('tab', { name: '상품' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '쿼카 이용 안내' })).toHaveCount(0);
  await md.context().close();
});
