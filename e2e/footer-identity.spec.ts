import { expect, test } from '@playwright/test';
import type { DEFAULT_BUSINESS_IDENTITY } from '@shop/contract/business-identity.ts';
import { ftcBusinessInfoUrl } from '@shop/contract/site-identity.ts';
import { skipSitePopup } from './journey-helpers.ts';

/**
 * Issue 21 item 5 (decision 0503): the home page's footer on a phone shows the seller's identity
 * as the shop answers it, the FTC link for its registration number, the escrow confirmation and
 * the privacy policy in bold. Reads the identity through the API (another journey may have saved
 * one), never assumes the defaults.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("the footer shows the seller's identity at 390 px", async ({ page, request }) => {
  const id = (await (
    await request.get('/api/site-identity')
  ).json()) as typeof DEFAULT_BUSINESS_IDENTITY;
  await skipSitePopup(page, request);
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  for (const value of [
    id.companyName,
    id.representative,
    id.address,
    id.email,
    id.businessNo,
    id.mailOrderNo,
  ]) {
    await expect(footer.getByText(value, { exact: true }).first()).toBeVisible();
  }
  await expect(footer.getByText(id.phone, { exact: true }).first()).toBeVisible();
  await expect(footer.getByText(id.escrowNote)).toBeVisible();
  await expect(footer.getByRole('link', { name: '사업자정보확인' })).toHaveAttribute(
    'href',
    ftcBusinessInfoUrl(id.businessNo),
  );
  await expect(footer.getByRole('button', { name: '개인정보처리방침' })).toHaveCSS(
    'font-weight',
    '700',
  );
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
});
