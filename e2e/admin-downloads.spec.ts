import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { minimalZip } from '../server/src/test/test-documents.ts';
import { answerDialog, seriousViolations, signInParentKim, staffPage } from './journey-helpers.ts';

/**
 * The learning-support downloads in the back office (issue 19 §4, decision 0437): a merchandiser
 * adds an MP3 pack through the drawer (the file goes as the upload's body); the shop's MP3 page
 * lists it and serves the zip; deleted, it is gone from the page and its file from the shop.
 */

const SHOTS = '/tmp/shots-admin-downloads';
const PACK = 'TOEFL Junior 듣기 실전팩';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

test('a merchandiser uploads an MP3 pack members download, then deletes it', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const md = await staffPage(browser, 'md.demo', '/admin/downloads');
  await expect(md.getByRole('heading', { name: '학습자료', level: 1 })).toBeVisible();
  await md.getByLabel('탭').selectOption('MP3');
  await expect(md.getByRole('row')).toHaveCount(5); // the header and the four seeded packs

  await md.getByRole('button', { name: '자료 추가' }).click();
  const drawer = md.getByRole('dialog', { name: '자료 추가' });
  await drawer.getByLabel('이름').fill(PACK);
  await drawer.getByLabel('설명 (선택)').fill('중등 듣기 4회분');
  const file = drawer.getByLabel('파일', { exact: true });
  await expect(file).toHaveAccessibleDescription('MP3 파일을 묶은 ZIP 파일, 200MB 이하');
  await file.setInputFiles({
    name: 'listening.zip',
    mimeType: 'application/zip',
    buffer: minimalZip('listening'),
  });
  await md.screenshot({ path: `${SHOTS}/download-drawer-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer).toHaveCount(0);
  const row = md.getByRole('row').filter({ hasText: PACK });
  await expect(row).toContainText('올린 파일');
  await md.screenshot({ path: `${SHOTS}/downloads-1440.png`, fullPage: true });

  // a member's MP3 page lists it and the shop serves the zip as uploaded
  await signInParentKim(page, request);
  await page.goto('/mypage/support/mp3');
  const link = page.getByRole('link', { name: `${PACK} 다운로드` });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\/downloads\/MP3-[0-9a-f]{16}\.zip$/);
  const served = await request.get(href);
  expect(served.status()).toBe(200);
  expect(Buffer.compare(await served.body(), minimalZip('listening'))).toBe(0);

  // deleted after its confirmation: gone from the page, its file gone from the shop
  await md.getByRole('button', { name: `${PACK} 수정` }).click();
  const edit = md.getByRole('dialog', { name: '자료 수정' });
  await expect(edit.getByLabel('새 파일로 바꾸기 (선택)')).toBeVisible();
  await md.screenshot({ path: `${SHOTS}/download-edit-drawer-1440.png` });
  await edit.getByRole('button', { name: '삭제', exact: true }).click();
  await answerDialog(md, `'${PACK}' 자료를 삭제할까요?`);
  await expect(md.getByRole('row').filter({ hasText: PACK })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: /다운로드$/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${PACK} 다운로드` })).toHaveCount(0);
  expect((await request.get(href)).status()).toBe(404);
  await md.context().close();
});
