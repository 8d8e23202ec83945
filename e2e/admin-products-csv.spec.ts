import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PRODUCT_CSV_COLUMNS } from '@shop/contract/admin-product-csv.ts';
import { seriousViolations, staffPage } from './journey-helpers.ts';

/**
 * Products in bulk (issue 19 §2, decision 0430): a merchandiser exports a category's products,
 * adds lines to the file, sees the preview name the bad line and its column, fixes it and applies
 * the file; the new product is in the list.
 */

const SHOTS = '/tmp/shots-admin-products-csv';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

test('a merchandiser exports products, previews an edited file with a bad line, then applies it', async ({
  browser,
}) => {
  const md = await staffPage(browser, 'md.demo', '/admin/products');
  const categories = (await (await md.request.get('/api/admin/categories')).json()) as {
    list: { categoryId: number; rootId: number; leaf: boolean }[];
  };
  const leaf = categories.list.find((c) => c.rootId === 1236 && c.leaf)!;
  await md.goto(`/admin/products?categoryId=${leaf.categoryId}`);
  await expect(md.getByRole('heading', { name: '상품 관리', level: 1 })).toBeVisible();
  await expect(md.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  await md.screenshot({ path: `${SHOTS}/list-1440.png` });
  const [download] = await Promise.all([
    md.waitForEvent('download'),
    md.getByRole('button', { name: '내보내기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{12}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const exported = bytes.subarray(3).toString('utf8');
  expect(exported.split('\r\n')[0]).toBe(PRODUCT_CSV_COLUMNS.map((c) => c.header).join(','));

  const stamp = Date.now() % 100_000;
  const row = (name: string, sellPrice: string) => {
    const cells: Record<string, string> = {
      categoryId: String(leaf.categoryId),
      kind: '도서',
      displayName: name,
      author: '홍길동',
      manufacture: '아카데미북스',
      language: '한국어',
      certificationMark: 'KC',
      canOversea: 'N',
      html: '<p>CSV로 등록한 교재</p>',
      isStb: 'N',
      markedPrice: '12000',
      sellPrice,
      canBuyMultiple: 'Y',
      shipWeightG: '300',
      isSupple: 'N',
      freeDelivery: 'N',
      // hidden: the shop's lists, which other journeys count, stay as seeded
      saleStatus: '숨김',
    };
    return PRODUCT_CSV_COLUMNS.map((c) => cells[c.key] ?? '').join(',');
  };
  const name = `CSV 가져오기 교재 ${stamp}`;
  const bad = `${exported}${row(name, '11000')}\r\n${row(`${name} 잘못`, '13000')}\r\n`;
  // the header and the exported products are lines 1 to n; the two added lines n + 1 and n + 2
  const badLine = exported.split('\r\n').length + 1;
  const good = `${exported}${row(name, '11000')}\r\n`;
  writeFileSync(`${SHOTS}/bad.csv`, bad);
  writeFileSync(`${SHOTS}/good.csv`, good);

  await md.getByRole('button', { name: '가져오기' }).click();
  const dialog = md.getByRole('dialog', { name: '상품 CSV 가져오기' });
  await dialog.getByLabel('CSV 파일').setInputFiles(`${SHOTS}/bad.csv`);
  await dialog.getByRole('button', { name: '미리 보기' }).click();
  const preview = dialog.getByRole('region', { name: '미리 보기 결과' });
  await expect(preview).toContainText('오류 1건');
  const column = PRODUCT_CSV_COLUMNS.findIndex((c) => c.key === 'sellPrice') + 1;
  await expect(preview.getByRole('row').filter({ hasText: `${column}열 (판매가)` })).toContainText(
    String(badLine),
  );
  await expect(preview.getByRole('row').filter({ hasText: name }).first()).toContainText('새 상품');
  await expect(dialog.getByRole('alert')).toHaveText(
    '오류를 고친 파일을 다시 올려 주세요. 오류가 있으면 적용할 수 없습니다.',
  );
  await expect(dialog.getByRole('button', { name: '적용' })).toBeDisabled();
  expect(await seriousViolations(md)).toEqual([]);
  await md.screenshot({ path: `${SHOTS}/preview-with-error-1440.png` });
  await md.setViewportSize({ width: 390, height: 844 });
  await md.screenshot({ path: `${SHOTS}/preview-with-error-390.png` });
  await md.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByLabel('CSV 파일').setInputFiles(`${SHOTS}/good.csv`);
  await dialog.getByRole('button', { name: '미리 보기' }).click();
  await expect(preview).toContainText('새 상품 1개 · 변경 0개');
  await expect(preview).toContainText('오류 0건');
  await md.screenshot({ path: `${SHOTS}/preview-clean-1440.png` });
  await dialog.getByRole('button', { name: '적용' }).click();
  await expect(dialog.getByRole('status')).toHaveText('새 상품 1개, 변경 0개를 적용했습니다.');
  await md.screenshot({ path: `${SHOTS}/applied-1440.png` });
  await dialog.getByRole('button', { name: '닫기' }).first().click();
  await expect(md.getByRole('table')).toContainText(name);
});
