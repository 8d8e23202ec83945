import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { answerDialog, seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

/**
 * Issue 22 items 5 and 6: a search without results names the closest products and the popular
 * searches (phone and desktop); a merchandiser adds a synonym group that the next search applies,
 * and reads the words searched without results; the group is deleted at the end for reruns.
 */

const SHOTS = '/tmp/shots-search-tuning';
const TYPO = '학생용 현미겅 세뚜';
const SYNONYM = '쿼카현미경';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

const main = (page: Page) => page.getByRole('main');

async function searchFor(page: Page, word: string) {
  await page.goto(`/search-global?${new URLSearchParams({ searchWord: word })}`);
}

test('a search without results is not a dead end; staff tune the search', async ({
  page,
  request,
  browser,
}) => {
  await skipSitePopup(page, request);
  const md = await staffPage(browser, 'md.demo', '/admin/search');
  await expect(md.getByRole('heading', { name: '검색 관리', level: 1 })).toBeVisible();

  // a word that finds products, so that the week has a popular search
  await searchFor(page, '현미경');
  await expect(main(page).getByText('학생용 현미경 세트').first()).toBeVisible();
  await md.reload(); // the staff's list writes the shop's gathered counts

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await searchFor(page, TYPO);
    await expect(main(page).getByText(`'${TYPO}'에 대한 검색 결과가 없습니다.`)).toBeVisible();
    const closest = main(page).getByRole('region', { name: '이 상품을 찾으셨나요?' });
    await expect(closest.getByRole('link').first()).toHaveText('학생용 현미경 세트');
    const popular = main(page).getByRole('region', { name: '인기 검색어' });
    await expect(popular.getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/no-results-${width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await closest.getByRole('link', { name: '학생용 현미경 세트', exact: true }).click();
    await expect(page).toHaveURL(/\/product-detail\/\d+$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: '학생용 현미경 세트' }),
    ).toBeVisible();
  }
  await searchFor(page, TYPO);
  await main(page).getByRole('region', { name: '인기 검색어' }).getByRole('link').first().click();
  await expect(main(page).getByText(/^총 [\d,]+건$/)).toBeVisible();

  // the staff's list of words without results, counted today
  await md.reload();
  const misses = md.getByRole('table', { name: '결과 없는 검색어' });
  await expect(misses.getByRole('row').filter({ hasText: TYPO })).toBeVisible();

  // a synonym group, applied by the shop's next search
  await searchFor(page, SYNONYM);
  await expect(main(page).getByText(`'${SYNONYM}'에 대한 검색 결과가 없습니다.`)).toBeVisible();
  const add = md.getByRole('form', { name: '새 동의어 묶음' });
  await add.getByLabel('검색어 (쉼표로 구분)').fill(`${SYNONYM}, 현미경`);
  await add.getByRole('button', { name: '묶음 추가' }).click();
  const group = md.getByRole('form', { name: /^동의어 묶음 \d+$/ }).filter({
    has: md.locator(`input[value="${SYNONYM}, 현미경"]`),
  });
  await expect(group).toBeVisible();
  await md.screenshot({ path: `${SHOTS}/admin-search-1440.png`, fullPage: true });
  expect(await seriousViolations(md)).toEqual([]);

  await searchFor(page, SYNONYM);
  await expect(main(page).getByText('학생용 현미경 세트').first()).toBeVisible();

  // a term already in a group is refused with the server's words
  await add.getByLabel('검색어 (쉼표로 구분)').fill('현미경, 돋보기');
  await add.getByRole('button', { name: '묶음 추가' }).click();
  await answerDialog(md, "'현미경'은(는) 이미 다른 동의어 묶음에 있습니다.");

  await group.getByRole('button', { name: '삭제' }).click();
  await answerDialog(md, `'${SYNONYM}, 현미경' 묶음을 삭제할까요?`);
  await expect(group).toBeHidden();
  await md.context().close();
});
