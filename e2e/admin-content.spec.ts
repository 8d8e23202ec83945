import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { htmlView, seriousViolations, staffPage } from './journey-helpers.ts';

/**
 * Home content in the back office (issue 19 §4): a merchandiser adds a popup for this week; a
 * visitor's home page shows it (script removed), on PC and on a phone; switched off, the popup
 * shown before is back. And a product found by a 2-syllable search put first among the home
 * page's recommended books.
 */

const SHOTS = '/tmp/shots-admin-content';
const TITLE = '쿼카 겨울 학기 교재 안내';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

const seoulDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

test('a merchandiser adds a popup for this week, members see it, then switches it off', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const md = await staffPage(browser, 'md.demo', '/admin/popups');
  await expect(md.getByRole('heading', { name: '사이트 팝업', level: 1 })).toBeVisible();
  const before = md.getByRole('row').filter({ hasText: '게시 중' });
  await expect(before).toHaveCount(1);
  const beforeTitle = (await before.getByRole('cell').first().innerText()).split('\n')[0]!;

  await md.getByRole('button', { name: '팝업 등록' }).click();
  const create = md.getByRole('dialog', { name: '팝업 등록' });
  await create.getByLabel('제목 (관리용)').fill(TITLE);
  await create.getByLabel('게시 시작일').fill(seoulDay(0));
  await create.getByLabel('게시 종료일 (이날까지)').fill(seoulDay(6));
  await (
    await htmlView(create, 'PC용 내용 (HTML)')
  ).fill('<h3>쿼카 겨울 학기</h3><p>교재를 미리 준비하세요.</p><script>alert(1)</script>');
  await (await htmlView(create, '모바일용 내용 (HTML)')).fill('<p>쿼카 겨울 학기 교재 준비</p>');
  await expect(create.getByText('교재를 미리 준비하세요.', { exact: true })).toBeVisible();
  await md.screenshot({ path: `${SHOTS}/popup-drawer-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await create.getByRole('button', { name: '저장' }).click();

  const edit = md.getByRole('dialog', { name: /팝업 #\d+ 수정/ });
  await expect(edit.getByText('게시 중', { exact: true })).toBeVisible();
  await expect(await htmlView(edit, 'PC용 내용 (HTML)')).toHaveValue(
    '<h3>쿼카 겨울 학기</h3><p>교재를 미리 준비하세요.</p>',
  );
  await edit.getByRole('button', { name: '닫기' }).first().click();
  await expect(md.getByRole('row').filter({ hasText: beforeTitle })).toContainText('대기');
  await md.screenshot({ path: `${SHOTS}/popups-1440.png`, fullPage: true });
  expect(await seriousViolations(md)).toEqual([]);

  // a visitor's home page: the new popup
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '공지사항' });
  await expect(dialog.getByRole('heading', { name: '쿼카 겨울 학기' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-popup-1440.png` });

  // on a phone: the mobile text
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/');
  await expect(
    phonePage.getByRole('dialog', { name: '공지사항' }).getByText('쿼카 겨울 학기 교재 준비'),
  ).toBeVisible();
  await phonePage.screenshot({ path: `${SHOTS}/home-popup-390.png` });
  await phone.close();

  // switched off: the popup shown before is back
  await md.getByRole('button', { name: `${TITLE} 팝업 수정` }).click();
  const again = md.getByRole('dialog', { name: /팝업 #\d+ 수정/ });
  await again.getByLabel('팝업 켜기').uncheck();
  await again.getByRole('button', { name: '저장' }).click();
  await expect(again.getByRole('status')).toHaveText('저장했습니다.');
  await expect(again.getByText('꺼짐', { exact: true })).toBeVisible();
  await again.getByRole('button', { name: '닫기' }).first().click();
  await expect(md.getByRole('row').filter({ hasText: beforeTitle })).toContainText('게시 중');

  await page.goto('/');
  await expect(page.getByRole('dialog', { name: '공지사항' })).toBeVisible();
  await expect(page.getByText('쿼카 겨울 학기')).toHaveCount(0);
  await md.context().close();
});

test('a merchandiser puts a product first among the recommended books; the home page follows', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const md = await staffPage(browser, 'md.demo', '/admin/recommended');
  await expect(md.getByRole('heading', { name: '추천 교재', level: 1 })).toBeVisible();
  const listed = md.getByRole('region', { name: /추천 목록/ }).getByRole('listitem');
  await expect(listed.first()).toBeVisible();
  const before = await listed.count();

  // a 2-syllable search, then 추가: last in the list; ↑ until first
  await md.getByLabel('상품명 또는 ISBN').fill('수학');
  await md.getByRole('button', { name: '찾기' }).click();
  const results = md.getByRole('list', { name: '찾은 상품' }).getByRole('listitem');
  // the first product found that is not on the list yet (its button is 'X 추천에 추가')
  const candidate = results.filter({ has: md.locator('button:enabled') }).first();
  await expect(candidate).toBeVisible();
  const name = (await candidate.locator('span').first().innerText()).split('\n')[0]!;
  await candidate.getByRole('button', { name: `${name} 추천에 추가` }).click();
  await expect(listed).toHaveCount(before + 1);
  for (let i = 0; i < before; i += 1) {
    await md.getByRole('button', { name: `${name} 위로` }).click();
  }
  await expect(listed.first()).toContainText(name);
  await md.screenshot({ path: `${SHOTS}/recommended-1440.png`, fullPage: true });
  expect(await seriousViolations(md)).toEqual([]);
  await md.getByRole('button', { name: '순서 저장' }).click();
  await expect(md.getByRole('status')).toHaveText('추천 교재를 저장했습니다.');

  // the visitor's home page: first among the recommended books
  await page.goto('/');
  await page
    .getByRole('dialog', { name: '공지사항' })
    .getByRole('button', { name: '닫기' })
    .first()
    .click();
  const home = page.getByRole('region', { name: '추천 교재' });
  await expect(home.getByRole('link').first()).toContainText(name);
  await page.screenshot({ path: `${SHOTS}/home-recommended-1440.png` });

  // taken out again for the journeys that follow
  await md.getByRole('button', { name: `${name} 추천에서 빼기` }).click();
  await md.getByRole('button', { name: '순서 저장' }).click();
  await expect(listed).toHaveCount(before);
  await page.reload();
  await expect(home.getByRole('link').first()).not.toContainText(name);
  await md.context().close();
});
