// The cancel-and-return list of e2e/cancel-and-return.spec.ts: it reads the requests the journeys
// before it in the file made.
import { expect, type TestInfo } from '@playwright/test';
import { signIn, shot, expectAccessible, type RevokeJourney } from './revoke-journey-kit.ts';

/** the list: period shortcuts, dates in the query, the end-before-start check, rows to the detail */
export async function listPeriodsAndDetail(
  { page, request }: RevokeJourney,
  info: TestInfo,
): Promise<void> {
  await signIn(page, request);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/mypage/revoke/list');
    await expect(page.getByRole('heading', { name: '취소/반품 내역' })).toBeVisible();
    await expect(page.getByRole('button', { name: '3개월' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = page
      .getByRole('listitem')
      .filter({ has: page.locator('a[href^="/mypage/revoke/detail/"]') });
    await expect(rows).toHaveCount(4);
    await expect(page.getByText('총 4건')).toBeVisible();
    await expect(rows.filter({ hasText: '상품 회수중' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '반품비결제대기' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '[반품]' })).toHaveCount(2);
    await expect(rows.filter({ hasText: '[취소]' })).toHaveCount(2);
    await expectAccessible(page);
    await shot(page, info, `list-${width}`);
  }

  await page.getByRole('button', { name: '6개월' }).click();
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: '6개월' })).toHaveAttribute('aria-pressed', 'true');

  // an end date before the start date is refused before any call
  const url = page.url();
  await page.getByLabel('시작일').fill('2026-05-10');
  await page.getByLabel('종료일').fill('2026-05-01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('종료일이 시작일보다 이전일 수 없습니다');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  expect(page.url()).toBe(url);

  // a range without requests: the empty message
  await page.getByLabel('시작일').fill('2020-01-01');
  await page.getByLabel('종료일').fill('2020-02-01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page).toHaveURL(/startDate=2020-01-01&endDate=2020-02-01/);
  await expect(page.getByText('조회 기간에 취소/반품 내역이 없습니다.')).toBeVisible();

  // back in history to the rows, then the return's detail
  await page.goBack();
  await page.goBack();
  const returnRow = page.getByRole('listitem').filter({ hasText: '상품 회수중' });
  await returnRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/mypage\/revoke\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: '취소/반품 상세' })).toBeVisible();
  await expect(page.getByRole('region', { name: '상품 회수 정보' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, info, 'detail-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, info, 'detail-1440');
}
