import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Ticks the site popup's 'don't show again' before the page loads, so it covers nothing. */
export async function skipSitePopup(page: Page, request: APIRequestContext): Promise<void> {
  const popup = (await (await request.get('/api/site-popup-check')).json()) as {
    sitePopupId: number | null;
  };
  if (popup.sitePopupId === null) return;
  await page.addInitScript({
    content: `localStorage.setItem('popup-hidden-${popup.sitePopupId}', '1');`,
  });
}

/** On the SSO simulator's own page (another origin): the password form. */
export async function logInAtSso(page: Page, loginId: string): Promise<void> {
  await expect(page).toHaveURL(/\/sso\/authorize\?/);
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** axe-core's serious and critical violations on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
