import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  answerDialog,
  htmlView,
  seriousViolations,
  skipSitePopup,
  staffPage,
} from './journey-helpers.ts';

/**
 * The FAQ in the back office (issue 19 §4): a merchandiser adds a question to a category; the
 * shop's FAQ page lists it under that tab at once (its answer sanitized); deleted, it is gone.
 */

const SHOTS = '/tmp/shots-admin-faq';
const QUESTION = '쿼카 교재는 언제 출고되나요?';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

test('a merchandiser adds an FAQ entry, members find it under its tab, then it is deleted', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const md = await staffPage(browser, 'md.demo', '/admin/faq');
  await expect(md.getByRole('heading', { name: '자주 묻는 질문', level: 1 })).toBeVisible();
  await expect(md.getByRole('row').nth(1)).toBeVisible();

  await md.getByRole('button', { name: '질문 등록' }).click();
  const create = md.getByRole('dialog', { name: '질문 등록' });
  const category = create.getByLabel('분류');
  const categoryName = (await category.locator('option:checked').innerText()).trim();
  await create.getByLabel('질문', { exact: true }).fill(QUESTION);
  await (
    await htmlView(create, '답변 (HTML)')
  ).fill('<p>평일 <b>13시 이전</b> 결제 시 당일 출고됩니다.</p><script>alert(1)</script>');
  await expect(
    create.getByText('평일 13시 이전 결제 시 당일 출고됩니다.', { exact: true }),
  ).toBeVisible();
  await create.getByRole('button', { name: '저장' }).click();
  const edit = md.getByRole('dialog', { name: /질문 #\d+ 수정/ });
  await expect(await htmlView(edit, '답변 (HTML)')).toHaveValue(
    '<p>평일 <b>13시 이전</b> 결제 시 당일 출고됩니다.</p>',
  );
  await md.screenshot({ path: `${SHOTS}/faq-drawer-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await edit.getByRole('button', { name: '닫기' }).first().click();
  await md.screenshot({ path: `${SHOTS}/faq-1440.png`, fullPage: true });

  // the shop's FAQ page: under its category's tab, with the sanitized answer
  await skipSitePopup(page, request);
  await page.goto('/cs/faq');
  await page.getByRole('tab', { name: categoryName }).click();
  const question = page.getByRole('tabpanel').getByRole('button', { name: QUESTION });
  await expect(question).toBeVisible();
  await question.click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText('평일 13시 이전 결제 시 당일 출고됩니다.', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-faq-1440.png`, fullPage: true });

  // deleted: gone from the shop
  await md.getByRole('button', { name: `${QUESTION} 수정` }).click();
  await md
    .getByRole('dialog', { name: /질문 #\d+ 수정/ })
    .getByRole('button', { name: '삭제' })
    .click();
  await answerDialog(md, `'${QUESTION}' 질문을 삭제할까요?`);
  await expect(md.getByRole('button', { name: `${QUESTION} 수정` })).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: categoryName }).click();
  await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: QUESTION })).toHaveCount(0);
  await md.context().close();
});
