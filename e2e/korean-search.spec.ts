import { expect, test, type Page } from '@playwright/test';
import { skipSitePopup } from './journey-helpers.ts';

/**
 * Search as Koreans type (issue 22): suggestions for initial consonants picked with the keyboard,
 * the keyboard left in English mode, and words typed without their spaces; phone and desktop.
 */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;
const SHOTS = '/tmp/shots-korean-search';

const main = (page: Page) => page.getByRole('main');
const box = (page: Page) => page.getByRole('combobox', { name: '상품 검색' });

for (const size of SIZES) {
  test(`Korean search at ${size.viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    await skipSitePopup(page, request);
    await page.goto('/');

    // 'ㅇㅇ' suggests names; ↓ ↓ and Enter open the second one
    await box(page).click();
    await box(page).pressSequentially('ㅇㅇ');
    const list = page.getByRole('listbox', { name: '추천 검색어' });
    await expect(list.getByRole('option')).toHaveCount(8);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: `${SHOTS}/suggestions-${size.label}.png` });
    await box(page).press('ArrowDown');
    await box(page).press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id'))!,
    );
    const name = (await second.textContent())!;
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/product-detail\/\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();

    // Esc closes the list; the box keeps its words
    await box(page).fill('');
    await box(page).pressSequentially('ㅈㄱㅂ');
    await expect(list.getByRole('option').first()).toBeVisible();
    await box(page).press('Escape');
    await expect(list).toBeHidden();
    await expect(box(page)).toHaveValue('ㅈㄱㅂ');

    // the keyboard left in English mode
    await box(page).fill('duddj');
    await box(page).press('Enter');
    await expect(main(page).getByText('‘영어’로 검색한 결과입니다')).toBeVisible();
    await expect(
      main(page).getByRole('list', { name: '상품 목록' }).getByRole('listitem').first(),
    ).toContainText('영어');
    await page.screenshot({ path: `${SHOTS}/keyboard-slip-${size.label}.png`, fullPage: true });
    await main(page).getByRole('link', { name: '‘duddj’ 그대로 검색' }).click();
    await expect(main(page).getByText("'duddj'에 대한 검색 결과가 없습니다.")).toBeVisible();

    // the words without their space
    await box(page).fill('영어교재');
    await box(page).press('Enter');
    await expect(main(page).getByText('총 1건')).toBeVisible();
    await expect(main(page).getByText('THE OPEN 수능 영어 독해 Power 6 보충교재')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/unspaced-${size.label}.png`, fullPage: true });
  });
}
