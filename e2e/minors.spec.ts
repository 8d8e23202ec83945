import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { payAtGateway, seriousViolations, signInMember, toPayPage } from './journey-helpers.ts';

/**
 * Minors (issue 20 item 6, decision 0463): the SSO carries a student account's birth year and
 * the shop counts its age band. student.park (16) reads the notice of 민법 §5 ② on the pay page
 * before paying, and pays; student.yoon (12) is told that the parent account pays, and has no pay
 * button. student.park pays a TALENT book without the free-delivery benefit, so the CDI book and
 * the benefit admin-return.spec.ts uses stay as they were.
 */

const SHOTS = '/tmp/shots-minors';
const SIZES = [
  { label: '1440', viewport: { width: 1440, height: 900 } },
  { label: '390', viewport: { width: 390, height: 844 } },
] as const;

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const minorsNotice = (page: Page) => page.getByRole('region', { name: '미성년자 계약 취소 안내' });
const parentPays = (page: Page) =>
  page.getByRole('region', { name: '학부모(보호자) 계정이 결제합니다' });

for (const size of SIZES) {
  test(`${size.label}: a student under 19 reads the minors' notice before paying`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    await signInMember(page, request, 'student.park', 5201);
    await toPayPage(page, { stdId: 5201, name: '박지호' });
    const notice = minorsNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      '법정대리인(부모 등)의 동의 없이 체결한 계약은 미성년자 본인 또는 법정대리인이 취소할 수 있습니다',
    );
    // before paying: above the consent box and the pay button
    const consent = page.getByRole('checkbox', { name: /구매조건/ });
    const pay = page.getByRole('button', { name: '결제하기' });
    const bottom = async (l: typeof notice) => {
      const box = (await l.boundingBox())!;
      return box.y + box.height;
    };
    expect(await bottom(notice)).toBeLessThan((await consent.boundingBox())!.y);
    expect(await bottom(notice)).toBeLessThan((await pay.boundingBox())!.y);
    await expect(parentPays(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await notice.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/minor-notice-${size.label}.png` });
  });

  test(`${size.label}: a student under 14 is told the parent account pays`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    await signInMember(page, request, 'student.yoon', 5501);
    await toPayPage(page, { stdId: 5501, name: '윤하린' });
    const told = parentPays(page);
    await expect(told).toBeVisible();
    await expect(told).toContainText('만 14세 미만 학생 계정은 혼자 결제할 수 없습니다');
    await expect(told).toContainText('학부모(보호자) 계정으로 로그인하면');
    // no way to pay alone: no method, no consent box, no pay button
    await expect(page.getByRole('button', { name: '결제하기' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /구매조건/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '신용카드' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await told.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/parent-pays-${size.label}.png` });
  });
}

test('the same in English: the parent-pays message', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInMember(page, request, 'student.yoon', 5501);
  await toPayPage(page, { stdId: 5501, name: '윤하린' });
  await expect(parentPays(page)).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).first().click();
  const told = page.getByRole('region', { name: 'The parent (guardian) account pays' });
  await expect(told).toContainText('A student account under 14 cannot pay alone.');
  await told.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/parent-pays-en-1440.png` });
  await page.getByRole('button', { name: '한국어', exact: true }).first().click();
  await expect(parentPays(page)).toBeVisible();
});

test('a student under 19 pays from the page that showed the notice', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInMember(page, request, 'student.park', 5201);
  await page
    .getByRole('checkbox', { name: /탤런트 초등 수학 사고력 3단계 - 규칙과 추론 심화 선택/ })
    .check();
  await page
    .getByRole('button', { name: /구매하기|바로 구매|주문하기/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
  await expect(minorsNotice(page)).toBeVisible();
  // priced: the benefit picker, if any, is drawn
  await expect(page.getByRole('button', { name: '결제하기' })).toBeEnabled();
  const benefits = page.getByRole('group', { name: '무료배송 혜택' });
  if ((await benefits.count()) > 0) {
    await benefits.getByRole('radio', { name: '사용 안 함' }).check();
  }
  // the server refuses a student under 19 an order whose page did not show the notice
  const created = page.waitForResponse((r) => r.url().endsWith('/api/member-svc/order-create'));
  await payAtGateway(page, '신용카드');
  const answer = await created;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ consent: { minorsNotice: true } });
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/universal\/\d+$/i);
});
