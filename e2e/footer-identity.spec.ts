import { expect, test } from '@playwright/test';
import type { DEFAULT_BUSINESS_IDENTITY } from '@shop/contract/business-identity.ts';
import { ftcBusinessInfoUrl } from '@shop/contract/site-identity.ts';
import { seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

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

test("a merchandiser edits the identity in the back office; the shop's footer shows it at 1440 px", async ({
  page,
  request,
  browser,
}, info) => {
  const shot = (p: typeof page, name: string) =>
    p.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  const before = (await (
    await request.get('/api/site-identity')
  ).json()) as typeof DEFAULT_BUSINESS_IDENTITY;
  const md = await staffPage(browser, 'md.demo', '/admin/site-identity');
  await expect(md.getByRole('heading', { name: '사업자 정보', level: 1 })).toBeVisible();
  const now = md.getByRole('region', { name: '지금 보이는 정보' });
  await expect(now).toContainText(before.representative);
  await expect(now).toContainText(before.businessNo);
  await shot(md, 'admin-identity-1440');
  expect(await seriousViolations(md)).toEqual([]);

  await md.getByRole('button', { name: '사업자 정보 수정' }).click();
  const drawer = md.getByRole('dialog', { name: '사업자 정보 수정' });
  await expect(drawer.getByLabel('상호')).toHaveValue(before.companyName);
  // the contract's rules beside the fields, before any call: nothing is saved
  await drawer.getByLabel('사업자등록번호').fill('1234567890');
  await drawer.getByLabel('대표자').fill('  ');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(
    drawer.getByText('사업자등록번호는 000-00-00000 형식으로 입력하세요.'),
  ).toBeVisible();
  await expect(drawer.getByText('대표자 이름을 입력해 주세요.')).toBeVisible();
  await expect(drawer.getByLabel('사업자등록번호')).toHaveAttribute('aria-invalid', 'true');
  await shot(md, 'admin-identity-errors-1440');
  expect(await seriousViolations(md)).toEqual([]);
  expect(await (await request.get('/api/site-identity')).json()).toEqual(before);

  const next = { representative: '박서연', businessNo: '214-86-12345', phone: '02-555-0100' };
  await drawer.getByLabel('대표자').fill(next.representative);
  await drawer.getByLabel('사업자등록번호').fill(next.businessNo);
  await drawer.getByLabel('고객센터 전화').fill(next.phone);
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer.getByRole('status')).toHaveText('저장했습니다.');
  await drawer.getByRole('button', { name: '닫기' }).first().click();
  await expect(now).toContainText(next.representative);
  await expect(now).toContainText(next.businessNo);

  // the shop's footer, on a desktop: the saved values and the FTC link for the new number
  await page.setViewportSize({ width: 1440, height: 900 });
  await skipSitePopup(page, request);
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  for (const value of Object.values(next)) {
    await expect(footer.getByText(value, { exact: true }).first()).toBeVisible();
  }
  await expect(footer.getByText(before.representative, { exact: true })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: '사업자정보확인' })).toHaveAttribute(
    'href',
    ftcBusinessInfoUrl(next.businessNo),
  );
  await footer.screenshot({ path: info.outputPath('footer-1440.png') });

  // the back office on a narrow screen still reads
  await md.setViewportSize({ width: 390, height: 844 });
  await shot(md, 'admin-identity-390');

  // put back what the lane had, through the same form
  await md.setViewportSize({ width: 1440, height: 900 });
  await md.getByRole('button', { name: '사업자 정보 수정' }).click();
  await drawer.getByLabel('대표자').fill(before.representative);
  await drawer.getByLabel('사업자등록번호').fill(before.businessNo);
  await drawer.getByLabel('고객센터 전화').fill(before.phone);
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer.getByRole('status')).toHaveText('저장했습니다.');
  expect(await (await request.get('/api/site-identity')).json()).toEqual(before);
  await md.context().close();
});
