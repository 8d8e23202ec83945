import { expect, test, type Page } from '@playwright/test';
import { logInAtSso, seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

/**
 * English reachable (issue 17 §6): on a phone, the menu's 한국어 / English switch shows the shop
 * in English — home, a product list, the cart, the pay page and a refusal of the server — keeps
 * it across pages and a sign-in, and switches back to Korean; the back office in English at
 * 1440 px.
 */

const SHOTS = '/tmp/shots-english';
/** A paper book every demo member may buy (canOversea in the demo data, so two delivery methods). */
const BOOK = 3;

async function chooseInPhoneMenu(page: Page, menuLabel: string, language: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('button', { name: language, exact: true }).click();
  await expect(menu.getByRole('button', { name: language, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('a phone user switches to English, shops and reads a refusal in English, then back to Korean', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSitePopup(page, request);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await chooseInPhoneMenu(page, '메뉴 열기', 'English');

  // home
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // a product list, reached by a new page load: the choice is kept by the browser
  await page.goto('/product-list/general-1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: /page/i }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });

  // sign in (the SSO page is the identity provider's own, in Korean) and the cart
  await page.goto('/mypage/cart');
  await logInAtSso(page, 'parent.kim');
  await expect(page).toHaveURL(/\/mypage\/cart/);
  await expect(page.getByRole('heading', { name: 'Cart' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cart-390.png`, fullPage: true });

  // the pay page, its own check and the server's refusal of an incomplete address, in English
  await page.goto(`/product-detail/${BOOK}`);
  await page.getByRole('button', { name: 'Buy now' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Order and payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const alert = page.getByRole('dialog', { name: 'Notice' });
  await expect(alert).toContainText('Choose a payment method.');
  await page.screenshot({ path: `${SHOTS}/pay-check-390.png` });
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Change address' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a delivery address' });
  await chooser.getByRole('button', { name: /시댁/ }).click();
  await expect(chooser).toBeHidden();
  await page.getByRole('radio', { name: 'Credit card' }).check();
  // the order consent (decision 0462) is asked before the address
  await page.getByRole('checkbox', { name: /agree to the purchase terms/ }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(alert).toContainText('The recipient has no detailed address.');
  await expect(alert).not.toContainText('받는 분');
  await page.screenshot({ path: `${SHOTS}/pay-refusal-390.png` });
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.keyboard.press('Escape');

  // back to Korean
  await chooseInPhoneMenu(page, 'Open menu', '한국어');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: '주문/결제' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
});

test('the back office in English at 1440 px', async ({ browser }) => {
  const page = await staffPage(browser, 'cs.demo', '/admin/inquiries');
  await page
    .getByRole('group', { name: /Language|언어/ })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: /inquiries/i }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-inquiries-1440.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('group', { name: /Language|언어/ })
    .getByRole('button', { name: '한국어' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.context().close();
});
