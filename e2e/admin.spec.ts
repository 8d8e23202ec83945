import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { answerDialog, seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

/**
 * The back office (issue 9): a customer-service user answers a member's 1:1 inquiry and the
 * member sees the answer; the sidebar follows the role; the main admin pages at 1440 px.
 */

const SHOTS = '/tmp/shots-admin';
/** A member no other journey counts inquiries of. */
const MEMBER = 'parent.lee';

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

test('a customer-service user answers an inquiry and the member sees the answer', async ({
  page,
  request,
  browser,
}) => {
  const title = `배송 주소를 바꿀 수 있나요 ${Date.now() % 100000}`;
  await skipSitePopup(page, request);
  await page.goto('/mypage/claim/write');
  await expect(page).toHaveURL(/\/sso\/authorize\?/);
  await page.getByLabel('아이디').fill(MEMBER);
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/claim\/write$/);
  await page.getByLabel('질문분야').selectOption('배송 > 배송 조회 / 지연');
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('질문내용').fill('어제 주문했는데 받는 주소를 학원으로 바꾸고 싶습니다.');
  await page.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '등록이 완료되었습니다. 신속하게 답변 드리도록 하겠습니다.');
  await expect(page.getByRole('button', { name: new RegExp(title) })).toContainText('답변대기');

  const staff = await staffPage(browser, 'cs.demo');
  await expect(staff).toHaveURL(/\/admin\/inquiries$/);
  await expect(staff.getByRole('heading', { name: '1:1 문의', level: 1 })).toBeVisible();
  // staff never get a member session, and the member's cookie is not the staff's
  const cookies = await staff.context().cookies();
  expect(cookies.find((c) => c.name === 'shop_session')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'shop_staff')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
  });

  await staff.getByRole('button', { name: `${title} 열기` }).click();
  const drawer = staff.getByRole('dialog', { name: /문의 #\d+/ });
  await expect(drawer).toContainText('어제 주문했는데 받는 주소를 학원으로 바꾸고 싶습니다.');
  await expect(drawer).toContainText('이 화면을 연 기록이 감사 로그에 남습니다.');
  await drawer.getByLabel('답변 템플릿').selectOption({ label: '기본 인사' });
  await drawer.getByRole('button', { name: '넣기' }).click();
  const answer = drawer.getByLabel('답변 내용');
  await expect(answer).toHaveValue(/^안녕하세요, 아카데미북스 고객센터입니다\./);
  await answer.fill(
    '안녕하세요, 아카데미북스 고객센터입니다.\n출고 전이라 받는 주소를 학원으로 바꿔 드렸습니다.',
  );
  await drawer.getByRole('button', { name: '답변 등록' }).click();
  await answerDialog(staff, '답변을 등록했습니다. 회원의 문의 내역에 바로 보입니다.');
  await expect(staff.getByRole('button', { name: `${title} 열기` })).toHaveCount(0);

  await page.goto('/mypage/claim/list');
  const entry = page.getByRole('button', { name: new RegExp(title) });
  await expect(entry).toContainText('답변완료');
  await entry.click();
  const region = page.getByRole('region', { name: new RegExp(title) });
  await expect(region).toContainText('출고 전이라 받는 주소를 학원으로 바꿔 드렸습니다.');
  await expect(region).toContainText(/답변일시 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // the member's session cannot reach the back office's calls
  const asMember = await page.request.get('/api/admin/inquiries');
  expect(asMember.status()).toBe(401);
  await staff.context().close();
});

test('the sidebar follows the role and other pages are refused', async ({ browser }) => {
  const staff = await staffPage(browser, 'warehouse.demo');
  await expect(staff.getByRole('alert')).toContainText('접근 권한이 없습니다.');
  const nav = staff.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(nav.getByRole('link')).toHaveText([
    '홈',
    '주문 및 출고',
    '알림 템플릿',
    '취소·반품 처리',
    '환불 기한',
  ]);
  await nav.getByRole('link', { name: '취소·반품 처리' }).click();
  await expect(staff.getByRole('heading', { name: '취소·반품 처리', level: 1 })).toBeVisible();
  await expect(staff.getByRole('tab', { name: /환불대기/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await staff.goto('/admin/payments');
  await expect(staff.getByRole('alert')).toContainText('접근 권한이 없습니다.');
  await staff.getByRole('button', { name: '로그아웃' }).click();
  await expect(staff).toHaveURL(/\/admin\/login/);
  await staff.goto('/admin');
  await expect(staff).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await staff.context().close();
});

test('wrong passwords get one answer, then the login id has to wait', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('아이디').fill('finance.demo');
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('비밀번호').fill(`wrong-password-${i}`);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  }
  // from the fifth failure on, each attempt makes the next one wait (1 s, 2 s, 4 s, …)
  await expect(async () => {
    await page.getByLabel('비밀번호').fill('wrong-password-again');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('잠시 후에 다시 시도해 주세요.', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/sign-in-wait-${width}.png` });
  }
});

test('main admin pages at 1440 px', async ({ browser }) => {
  const staff = await staffPage(browser, 'admin.demo');
  await expect(staff).toHaveURL(/\/admin\/inquiries$/);
  const pages: [string, string, string][] = [
    ['/admin', '정우진님, 안녕하세요.', 'admin-dashboard'],
    ['/admin/inquiries?status=all', '1:1 문의', 'admin-inquiries'],
    ['/admin/templates', '답변 템플릿', 'admin-templates'],
    ['/admin/staff', '직원 관리', 'admin-staff'],
    ['/admin/audit', '감사 로그', 'admin-audit'],
    ['/admin/orders', '주문 및 출고', 'admin-orders'],
    ['/admin/payments', '입금·정산', 'admin-payments'],
    ['/admin/payments?tab=reconciliation', '입금·정산', 'admin-reconciliation'],
    ['/admin/returns', '취소·반품 처리', 'admin-returns'],
    ['/admin/refunds-due', '환불 기한', 'admin-refunds-due'],
    ['/admin/holidays', '휴일', 'admin-holidays'],
    ['/admin/site-identity', '사업자 정보', 'admin-site-identity'],
  ];
  for (const [path, heading, name] of pages) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(staff.getByRole('status')).toHaveCount(0);
    expect(await seriousViolations(staff), path).toEqual([]);
    await staff.screenshot({ path: `${SHOTS}/${name}.png` });
  }

  await staff.goto('/admin/inquiries?status=all');
  await staff.getByRole('button', { name: /열기$/ }).first().click();
  await expect(staff.getByRole('dialog')).toContainText('회원 정보');
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.screenshot({ path: `${SHOTS}/admin-inquiry-drawer.png` });
  await staff.keyboard.press('Escape');

  await staff.goto('/admin/audit');
  const firstRow = staff.getByRole('button', { name: /자세히 보기/ }).first();
  await firstRow.click();
  const detail = staff.getByRole('dialog', { name: /감사 로그 #\d+/ });
  await expect(detail).toContainText('이 열람도 감사 로그에 남습니다.');
  // the fields by their names, the values in words: no stored key or code
  await expect(detail.getByRole('columnheader', { name: '항목' })).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/admin-audit-drawer.png` });
  await staff.keyboard.press('Escape');
  // opening the detail was itself logged, by this staff member
  await staff.getByLabel('작업').selectOption({ label: '개인정보 열람' });
  await staff.getByRole('button', { name: '조회' }).click();
  await expect(staff.getByRole('row').nth(1)).toContainText('정우진');
  await expect(staff.getByRole('row').nth(1)).toContainText('감사 로그');
  await expect(staff.getByRole('row').nth(1)).toContainText('열람한 정보: 감사 로그');
  await expect(staff.getByRole('row').nth(1)).not.toContainText('auditLog');

  await staff.goto('/admin/staff');
  await staff.getByRole('button', { name: '김하늘' }).click();
  await expect(staff.getByRole('dialog', { name: '김하늘 (cs.demo)' })).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/admin-staff-drawer.png` });
  await staff.context().close();
});
