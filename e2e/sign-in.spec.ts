import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { skipSitePopup } from './journey-helpers.ts';
import { SHORT_SESSION_URL, SIM_URL } from './shop-ports.ts';

/**
 * Sign-in through the academy SSO simulator's login screen, the my-page frame, returning to a
 * my-page address, logout, and a 5-second session falling back to signed out (spec 1 §2.4, §4).
 */

/** On the SSO simulator's own page (another origin): the password form. */
async function logInAtSso(page: Page, loginId: string): Promise<void> {
  await expect(page).toHaveURL(/\/sso\/authorize\?/);
  await expect(page.getByRole('heading', { name: '크레버스 통합 로그인' })).toBeVisible();
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Accessibility of the my-page frame; the page inside it is checked by its own journeys. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('#mypage-content').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('sign-in', () => {
  test('the parent signs in through the SSO login screen and is greeted by name', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/');
    await page
      .getByRole('region', { name: '내 정보' })
      .getByRole('link', { name: '로그인' })
      .click();
    await logInAtSso(page, 'parent.kim');
    await expect(page.getByRole('heading', { name: '김민정님, 안녕하세요' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('최근 3개월 주문')).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'shop_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(await page.evaluate('document.cookie')).not.toContain('shop_session');
  });

  for (const size of [
    { label: 'desktop', width: 1440, height: 900, cardsSideBySide: 2 },
    { label: 'phone', width: 390, height: 844, cardsSideBySide: 1 },
  ] as const) {
    test(`signing in from a my-page address returns to it, with the summary bar and child cards (${size.label})`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await skipSitePopup(page, request);
      await page.goto('/mypage/class-material/5101');
      await logInAtSso(page, 'parent.kim');
      await expect(page).toHaveURL(/\/mypage\/class-material\/5101$/);

      const bar = page.getByRole('region', { name: '최근 3개월 이용 현황' });
      for (const name of [/주문\/배송/, /취소\/반품/, /1:1 문의/]) {
        const count = bar.getByRole('link', { name }).locator('strong');
        await expect(count).toHaveText(/^\d+$/);
        // a count above 0 is highlighted, 0 is not
        const value = Number(await count.textContent());
        await expect(count).toHaveAttribute('data-highlighted', String(value > 0));
      }

      const carousel = page.getByRole('region', { name: '우리 아이 교재 청구 현황' });
      const cards = carousel.getByRole('article');
      await expect(cards).toHaveCount(size.cardsSideBySide);
      const seojun = carousel.getByRole('article', { name: /김서준/ });
      await expect(seojun).toContainText('선택됨');
      await expect(seojun).toContainText(/무료배송 (가능 \(\d회 남음\)|사용 완료)/);
      // four branches: two rows and the combined row of the other two
      await expect(seojun.getByRole('row')).toHaveCount(4);
      await expect(seojun.getByRole('rowheader', { name: '그 외 지점 2곳' })).toBeVisible();
      await expect(seojun.getByRole('link', { name: /청구 내역 확인/ })).toHaveAttribute(
        'href',
        '/mypage/class-material/5101',
      );

      // 김도윤 (last card): nothing billed, not eligible for free delivery
      const next = carousel.getByRole('button', { name: '다음 학생' });
      while (await next.isEnabled()) await next.click();
      const doyun = carousel.getByRole('article', { name: /김도윤/ });
      await expect(doyun).toContainText('청구된 교재가 없습니다.');
      await expect(doyun).toContainText('무료배송 대상 아님');

      const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
      for (const name of [
        '청구 내역',
        '장바구니',
        '주문/배송 조회',
        '취소/반품 조회',
        '1:1 문의',
        'MP3 자료',
        '학원 자료',
      ]) {
        await expect(menu.getByRole('link', { name })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: /스마트북 사이트/ })).toBeVisible();

      await page.screenshot({
        path: testInfo.outputPath(`mypage-${size.width}.png`),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a parent without children reads that there is no class placement', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/mypage/cart');
    await logInAtSso(page, 'parent.lee');
    await expect(page).toHaveURL(/\/mypage\/cart$/);
    await expect(page.getByText('반 배정 정보가 없습니다.')).toBeVisible();
    await expect(page.getByText('재원 중인 학생이라면 다니는 학원에 문의해 주세요.')).toBeVisible();
  });

  test('an institute account carries the institute badge on every card', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/mypage/class-material');
    await logInAtSso(page, 'institute.hanbit');
    const card = page.getByRole('article', { name: /정하은/ });
    await expect(card).toContainText('기관 계정');
  });

  test('logout ends the session and returns home signed out', async ({ page, request }) => {
    await skipSitePopup(page, request);
    await page.goto('/mypage');
    await logInAtSso(page, 'student.park');
    await expect(page).toHaveURL(/\/mypage\/class-material/);
    await page.getByRole('button', { name: '로그아웃' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('region', { name: '내 정보' }).getByRole('link', { name: '로그인' }),
    ).toBeVisible();
    const state = await page.request.post('/api/auth-state-fetch', { data: {} });
    expect((await state.json()).authenticated).toBe(false);
  });

  test("a token the shop cannot accept ends on '동기화 실패'", async ({ page }) => {
    await page.goto('/creverse-logined?jwt=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMDAxIn0.');
    await expect(page.getByRole('dialog')).toContainText('동기화 실패');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('heading', { name: '동기화 실패' })).toBeVisible();
  });

  test('a member without the brand gets the menu-restriction dialog instead of the section', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/mypage');
    await logInAtSso(page, 'parent.choi');
    await page.goto('/product-list/talent');
    const dialog = page.getByRole('dialog', { name: '메뉴 이용 안내' });
    await expect(dialog).toContainText('이 메뉴는 탤런트 재원생만 이용 가능합니다.');
    await expect(page).not.toHaveURL(/product-list\/talent/);
  });

  test('developer sign-in by student id goes through the same login sync', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/dev-login');
    await page.getByLabel('학생 번호 (stdId)').fill('5201');
    await page.getByRole('button', { name: '강제 로그인' }).click();
    await expect(page.getByRole('heading', { name: '박지호님, 안녕하세요' })).toBeVisible();
  });
});

test.describe('PN-409', () => {
  test('when the academy re-links the account, the alert shows and the member is logged out', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/mypage/cart');
    await logInAtSso(page, 'parent.choi');
    await expect(page).toHaveURL(/\/mypage\/cart$/);
    await request.post(`${SIM_URL}/class-records/_control/members/1005`, {
      data: { account: { loginId: 'someone.else' } },
    });
    try {
      await page.reload();
      const alert = page.getByRole('dialog');
      await expect(alert).toContainText(
        '[PN-409] 로그인 정보가 불일치하여, 연결이 종료되었습니다.',
      );
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('region', { name: '내 정보' }).getByRole('link', { name: '로그인' }),
      ).toBeVisible();
    } finally {
      await request.post(`${SIM_URL}/class-records/_control/reset`, { data: {} });
    }
  });
});

test.describe('a 5-second session', () => {
  test.use({ baseURL: SHORT_SESSION_URL });

  test('falls back to signed out within 15 seconds of inactivity', async ({ page, request }) => {
    await skipSitePopup(page, request);
    await page.goto('/mypage/class-material');
    await logInAtSso(page, 'parent.kim');
    await expect(page.getByRole('region', { name: '최근 3개월 이용 현황' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '로그인이 필요합니다.' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: '로그인', exact: true }).first()).toBeVisible();
  });
});
