import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  answerDialog,
  createProductInDrawer,
  seriousViolations,
  signInParentKim,
  skipSitePopup,
  staffPage,
  htmlView,
} from './journey-helpers.ts';

/**
 * The publisher's products in the back office (issue 19 §2): a merchandiser creates a product,
 * a visitor finds it by a 2-syllable search and in its list; marked 품절 it shows the badge and a
 * member can no longer add or order it; hidden, its detail is gone.
 */

const SHOTS = '/tmp/shots-admin-products';
const NAME = '관리자 등록 쿼카 수학 교재';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

test('a merchandiser creates a product, marks it 품절, then hides it', async ({
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
  const leaf = categories.list.find((c) => c.rootId === 1236 && c.leaf)!;

  const { productId, edit } = await createProductInDrawer(
    md,
    {
      categoryId: leaf.categoryId,
      name: NAME,
      author: '홍길동',
      isbn: '979-11-9999-001-2',
      pages: 120,
      safetyCertification: 'KC',
      listPrice: 15000,
      price: 13500,
      weightGrams: 400,
      descriptionHtml: '<p>쿼카와 함께 배우는 <b>중등 수학</b></p><script>alert(1)</script>',
    },
    // The sanitized preview (the text area holds the same words as markup).
    (create) =>
      expect(create.getByText('쿼카와 함께 배우는 중등 수학', { exact: true })).toBeVisible(),
  );
  await expect(await htmlView(edit, '상세 설명 (HTML)')).toHaveValue(
    '<p>쿼카와 함께 배우는 <b>중등 수학</b></p>',
  );
  expect(await seriousViolations(md)).toEqual([]);
  await md.screenshot({ path: `${SHOTS}/edit-drawer.png` });

  // a visitor finds it by a 2-syllable word, and in its section's list
  await skipSitePopup(page, request);
  await page.goto(`/search-global?searchWord=${encodeURIComponent('쿼카')}`);
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await page.goto(`/product-list/general-1?categoryId=${leaf.categoryId}`);
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();

  // 품절: shown with the badge, not sold
  await edit.getByRole('button', { name: '품절로 바꾸기' }).click();
  await answerDialog(md, "판매 상태를 '품절' 상태로 바꿀까요?");
  await expect(edit.getByRole('heading', { name: /판매 상태/ })).toContainText('품절');

  await signInParentKim(page, request);
  await page.goto(`/product-detail/${productId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(NAME);
  await expect(heading).toContainText('품절');
  await expect(page.getByText('품절된 상품입니다. 재입고 후 다시 주문해 주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '장바구니 담기' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '바로 구매' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/detail-sold-out.png` });
  const box = page.getByRole('combobox', { name: '상품 검색' });
  await box.fill('쿼카');
  await box.press('Enter');
  const row = page.getByRole('listitem').filter({ hasText: NAME });
  await expect(row).toContainText('품절');
  await page.screenshot({ path: `${SHOTS}/search-sold-out.png` });

  // 숨김: gone from search, and its detail is no product (the page falls back to product 1)
  await edit.getByRole('button', { name: '숨김으로 바꾸기' }).click();
  await answerDialog(md, "판매 상태를 '숨김' 상태로 바꿀까요?");
  await expect(edit.getByRole('heading', { name: /판매 상태/ })).toContainText('숨김');
  const detail = await page.request.get(`/api/product-entry-by-id?productId=${productId}`);
  expect(detail.status()).toBe(404);
  await page.goto(`/product-detail/${productId}`);
  await expect(page).toHaveURL(/\/product-detail\/1$/);
  await box.fill('쿼카');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: "'쿼카' 검색 결과" })).toBeVisible();
  await expect(page.getByRole('link', { name: NAME })).toHaveCount(0);

  await md.context().close();
});
