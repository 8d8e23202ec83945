import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { minimalPdf } from '../server/src/test/test-documents.ts';
import { IN_FULL_CHROMIUM } from './chromium-args.ts';
import {
  answerDialog,
  createProductInDrawer,
  seriousViolations,
  signInParentKim,
  skipSitePopup,
  staffPage,
  toPayPage,
} from './journey-helpers.ts';

/**
 * Issue 19's combined journey at 1440 px: a merchandiser creates a product with a cover, puts it
 * in a section (general-4, whose list no other journey counts) and first among the recommended
 * books; a visitor finds it on the home page, in its list and by a 2-syllable search; marked 품절
 * a member cannot add or order it; hidden, its detail answers 404. Then the merchandiser moves the
 * season's last day (the member's pay page follows) and publishes a terms version the footer's
 * viewer lists. What it changes is put back or left hidden for the journeys that follow.
 */

// the footer's terms viewer shows the PDF in the full browser's viewer (the headless shell has
// none, decision 0525)
test.use({ launchOptions: IN_FULL_CHROMIUM });

const SHOTS = '/tmp/shots-content-admin';
const NAME = '펭귄 탐험 과학 워크북';
const WORD = '펭귄';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 480_000 });

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

test('a merchandiser runs a product, the season and the terms from the back office', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const md = await staffPage(browser, 'md.demo', '/admin/products');
  await expect(md.getByRole('heading', { name: '상품 관리', level: 1 })).toBeVisible();
  const categories = (await (await md.request.get('/api/admin/categories')).json()) as {
    list: { categoryId: number; rootId: number; leaf: boolean }[];
  };
  const leaf = categories.list.find((c) => c.rootId === 2685 && c.leaf)!;

  // a product in general-4, with a cover picture (drawn again as WebP)
  const { productId, edit } = await createProductInDrawer(md, {
    categoryId: leaf.categoryId,
    name: NAME,
    author: '김과학',
    isbn: '979-11-9999-002-9',
    pages: 96,
    listPrice: 12000,
    price: 10800,
    weightGrams: 300,
    descriptionHtml: '<p>남극의 <b>펭귄</b>과 함께 떠나는 과학 탐험</p>',
  });
  const png = await sharp({
    create: { width: 600, height: 840, channels: 3, background: { r: 14, g: 116, b: 144 } },
  })
    .png()
    .toBuffer();
  await edit
    .getByLabel('표지 올리기')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(edit.getByRole('img', { name: '표지' })).toHaveAttribute(
    'src',
    new RegExp(`^/files/covers/${productId}-[0-9a-f]{16}-600\\.webp$`),
  );
  await md.screenshot({ path: `${SHOTS}/product-cover-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);

  // first among the recommended books (another tab of the back office; the drawer stays open)
  const office = await md.context().newPage();
  await office.goto('/admin/recommended');
  const listed = office.getByRole('region', { name: /추천 목록/ }).getByRole('listitem');
  await expect(listed.first()).toBeVisible();
  const before = await listed.count();
  await office.getByLabel('상품명 또는 ISBN').fill(WORD);
  await office.getByRole('button', { name: '찾기' }).click();
  await office.getByRole('button', { name: `${NAME} 추천에 추가` }).click();
  await expect(listed).toHaveCount(before + 1);
  for (let i = 0; i < before; i += 1) {
    await office.getByRole('button', { name: `${NAME} 위로` }).click();
  }
  await office.getByRole('button', { name: '순서 저장' }).click();
  await expect(office.getByRole('status')).toHaveText('추천 교재를 저장했습니다.');

  // a visitor: the home page, the section's list, a 2-syllable search
  await skipSitePopup(page, request);
  await page.goto('/');
  const home = page.getByRole('region', { name: '추천 교재' });
  await expect(home.getByRole('link').first()).toContainText(NAME);
  await expect(home.locator(`img[src^="/files/covers/${productId}-"]`).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-1440.png` });
  await page.goto(`/product-list/general-4?categoryId=${leaf.categoryId}`);
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-1440.png` });
  await page.goto(`/search-global?searchWord=${encodeURIComponent(WORD)}`);
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-1440.png` });

  // 품절: a member sees why and can neither add it nor order it
  await edit.getByRole('button', { name: '품절로 바꾸기' }).click();
  await answerDialog(md, "판매 상태를 '품절' 상태로 바꿀까요?");
  await expect(edit.getByRole('heading', { name: /판매 상태/ })).toContainText('품절');
  await signInParentKim(page, request);
  await page.goto(`/product-detail/${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('품절');
  await expect(page.getByText('품절된 상품입니다. 재입고 후 다시 주문해 주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '장바구니 담기' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '바로 구매' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/detail-sold-out-1440.png` });

  // 숨김: its detail answers 404; it leaves the recommended list too
  await edit.getByRole('button', { name: '숨김으로 바꾸기' }).click();
  await answerDialog(md, "판매 상태를 '숨김' 상태로 바꿀까요?");
  await expect(edit.getByRole('heading', { name: /판매 상태/ })).toContainText('숨김');
  expect((await page.request.get(`/api/product-entry-by-id?productId=${productId}`)).status()).toBe(
    404,
  );
  await page.goto(`/product-detail/${productId}`);
  await expect(page).toHaveURL(/\/product-detail\/1$/);
  await office.getByRole('button', { name: `${NAME} 추천에서 빼기` }).click();
  await office.getByRole('button', { name: '순서 저장' }).click();
  await expect(listed).toHaveCount(before);

  // the season's last day: the member's pay page shows the benefit's new period
  await office.goto('/admin/fees');
  const currentRow = office.getByRole('row').filter({ hasText: '진행 중' });
  await expect(currentRow).toHaveCount(1);
  const [season, startDate, endDate] = (await currentRow.getByRole('cell').allInnerTexts()).map(
    (s) => s.trim(),
  );
  await toPayPage(page);
  await expect(page.getByText(`(${startDate} ~ ${endDate})`).first()).toBeVisible();
  const moveEnd = async (day: string) => {
    await office.getByRole('button', { name: `${season} 기간 바꾸기` }).click();
    const drawer = office.getByRole('dialog', { name: `${season} 기간` });
    await drawer.getByLabel('종료일 (이날까지)').fill(day);
    await drawer.getByRole('button', { name: '저장' }).click();
    await expect(drawer.getByRole('status')).toContainText('저장했습니다.');
    await drawer.getByRole('button', { name: '닫기' }).first().click();
  };
  const newEnd = addDays(endDate!, 7);
  await moveEnd(newEnd);
  await toPayPage(page);
  await expect(page.getByText(`(${startDate} ~ ${newEnd})`).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-page-season-1440.png`, fullPage: true });
  await moveEnd(endDate!);

  // a new terms version, effective in a week: the footer's viewer lists it
  const effective = addDays(seoulToday(), 7);
  await office.goto('/admin/policies');
  await expect(
    office.getByRole('heading', { name: '약관·개인정보처리방침', level: 1 }),
  ).toBeVisible();
  await office.getByLabel('문서').selectOption('terms');
  await office.getByLabel('시행일').fill(effective);
  await office
    .getByLabel('PDF 파일 (30MB 이하)')
    .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Terms') });
  await office.getByRole('button', { name: '게시', exact: true }).click();
  await expect(office.getByRole('status')).toHaveText(`이용약관 ${effective} 버전을 게시했습니다.`);
  await expect(office.getByRole('row').filter({ hasText: effective })).toContainText('시행 예정');
  await office.screenshot({ path: `${SHOTS}/policies-1440.png`, fullPage: true });
  expect(await seriousViolations(office)).toEqual([]);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: '이용약관' }).click();
  const viewer = page.getByRole('dialog', { name: '이용약관' });
  const versions = viewer.getByLabel('시행일');
  await expect(versions.locator('option').first()).toHaveText(`${effective} (시행 예정)`);
  // it opens at the version in force; the new one is a choice away
  await expect(versions).toHaveValue('2026-11-25');
  await versions.selectOption(effective);
  await expect(viewer.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`^/files/policies/terms-${effective}-[0-9a-f]{16}\\.pdf$`),
  );
  await page.waitForTimeout(1500); // the PDF viewer draws the page (as support.spec does)
  await page.screenshot({ path: `${SHOTS}/terms-viewer-1440.png` });

  // not yet in force, it may be withdrawn (after a confirmation): the viewer no longer lists it
  await office.getByRole('button', { name: `이용약관 ${effective} 철회` }).click();
  await answerDialog(office, `이용약관 ${effective} 버전의 게시를 철회할까요?`);
  await expect(office.getByRole('row').filter({ hasText: effective })).toHaveCount(0);
  // the version in force offers no withdrawal (members consented to it)
  await expect(office.getByRole('button', { name: '이용약관 2026-11-25 철회' })).toHaveCount(0);
  await md.context().close();
});
