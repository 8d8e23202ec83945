import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { answerDialog, seriousViolations, staffPage } from './journey-helpers.ts';

/**
 * Issue 21 item 4 in the back office (decision 0504): a merchandiser keeps the holiday table
 * (fees.manage) — a temporary holiday added, renamed and removed, the form's rules said before
 * any call — and finance reads the refunds due today or overdue (revokes.read), which the
 * merchandiser's menu does not offer.
 */

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

test('a merchandiser adds, renames and removes a holiday of 2027', async ({ browser }, info) => {
  const md = await staffPage(browser, 'md.demo', '/admin/holidays?year=2027');
  await expect(md.getByRole('heading', { name: '휴일', level: 1 })).toBeVisible();
  const table = md.getByRole('table', { name: '2027년 휴일' });
  // the migration's 2027 days, with their weekday
  await expect(table.getByRole('row').filter({ hasText: '2027-01-01' })).toContainText('금');
  await expect(table.getByRole('row').filter({ hasText: '2027-06-02' })).toHaveCount(0);
  await shot(md, info, 'holidays-1440');
  expect(await seriousViolations(md)).toEqual([]);

  await md.getByRole('button', { name: '휴일 추가' }).click();
  const add = md.getByRole('dialog', { name: '휴일 추가' });
  await add.getByRole('button', { name: '저장' }).click();
  await expect(add.getByText('날짜는 YYYY-MM-DD 형식이어야 합니다.')).toBeVisible();
  await expect(add.getByText('휴일 이름을 입력해 주세요.')).toBeVisible();
  await shot(md, info, 'holiday-errors-1440');
  expect(await seriousViolations(md)).toEqual([]);
  await add.getByLabel('날짜').fill('2027-06-02');
  await add.getByLabel('이름').fill('임시공휴일');
  await add.getByRole('button', { name: '저장' }).click();

  // saved: the drawer of the new day, the row in its year
  const edit = md.getByRole('dialog', { name: '2027-06-02 휴일 수정' });
  await expect(edit).toBeVisible();
  const added = table.getByRole('row').filter({ hasText: '2027-06-02' });
  await expect(added).toContainText('수');
  await expect(added).toContainText('임시공휴일');

  await edit.getByLabel('이름').fill('임시공휴일(지방선거)');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit.getByRole('status')).toHaveText('저장했습니다.');
  await expect(added).toContainText('임시공휴일(지방선거)');

  await edit.getByRole('button', { name: '삭제' }).click();
  await answerDialog(md, '2027-06-02 임시공휴일(지방선거)을(를) 휴일에서 뺄까요?');
  await expect(edit).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: '2027-06-02' })).toHaveCount(0);

  // the merchandiser has no refunds to read
  await expect(md.getByRole('link', { name: '환불 기한' })).toHaveCount(0);
  await md.setViewportSize({ width: 390, height: 844 });
  await shot(md, info, 'holidays-390');
  await md.context().close();
});

test('finance reads the refunds due today or overdue', async ({ browser }, info) => {
  const finance = await staffPage(browser, 'finance.demo', '/admin');
  await finance.getByRole('link', { name: '환불 기한' }).click();
  await expect(finance).toHaveURL(/\/admin\/refunds-due$/);
  await expect(finance.getByRole('heading', { name: '환불 기한', level: 1 })).toBeVisible();
  await expect(
    finance.getByText(/^오늘\(\d{4}-\d{2}-\d{2}\) 기준 \d+건, 그중 기한 지남 \d+건$/),
  ).toBeVisible();
  await expect(finance.getByRole('table', { name: '환불 기한' })).toBeVisible();
  await shot(finance, info, 'refunds-due-1440');
  expect(await seriousViolations(finance)).toEqual([]);
  // the holiday table is the merchandiser's (fees.manage)
  await expect(finance.getByRole('link', { name: '휴일', exact: true })).toHaveCount(0);
  await finance.context().close();
});
