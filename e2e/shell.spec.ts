import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SECTION_CATEGORY_IDS, sectionByName } from '@shop/contract/sections.ts';
import { seriousViolations, skipSitePopup } from './journey-helpers.ts';

/** The app shell and main page (spec 1 §2.1–2.5) on a phone and on a desktop. */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

interface SitePopupAnswer {
  sitePopupId: number | null;
}
interface MenuAnswer {
  list: { label: string; path: string; section: string | null; group: string }[];
}
interface AuthAnswer {
  accessiableCategoryIds: number[];
  categoryAccessList: {
    categoryId: number;
    denyMsgOverride: string | null;
    accessControlRule: { text: string }[];
  }[];
}

const GROUP_LABELS: Record<string, string> = {
  publisher: '출판사 교재',
  general: '일반 교재',
  devices: '학습기기/교구',
};

async function siteMenu(request: APIRequestContext): Promise<MenuAnswer> {
  return (await (await request.get('/api/site-menu')).json()) as MenuAnswer;
}

/** Desktop: hover the group, click the item. Phone: the drawer's accordion. */
async function openFromMenu(page: Page, size: string, group: string, item: string): Promise<void> {
  if (size === 'desktop') {
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    await nav.getByRole('button', { name: group }).hover();
    await nav.getByRole('link', { name: item, exact: true }).click();
    return;
  }
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '메뉴' });
  await drawer.getByText(group, { exact: true }).click();
  await drawer.getByRole('link', { name: item, exact: true }).click();
}

for (const size of SIZES) {
  test.describe(`shell on a ${size.label} (${size.viewport.width} px)`, () => {
    test.use({ viewport: size.viewport });

    test('the main page shows recommended products and the FAQ widget', async ({
      page,
      request,
    }) => {
      await skipSitePopup(page, request);
      await page.goto('/');
      await expect(page).toHaveTitle(/ - 메인$/);

      const recommended = page.getByRole('region', { name: '추천 교재' });
      const product = recommended.getByRole('link').filter({ visible: true }).first();
      await expect(product).toHaveAttribute('href', /^\/product-detail\/\d+$/);
      await expect(product).toContainText(/\d{1,3}(,\d{3})*원/);
      await expect(product.locator('img')).toHaveAttribute('loading', 'lazy');

      const faq = page.getByRole('region', { name: '자주 묻는 질문' });
      await expect(faq.getByRole('tab')).toHaveText(['상품', '주문/결제', '배송']);
      const panel = faq.getByRole('tabpanel');
      await expect(panel.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/cs\/faq\?categoryCd=PRODUCT&faqId=\d+$/,
      );
      expect(await panel.getByRole('link').count()).toBeLessThanOrEqual(5);

      await faq.getByRole('tab', { name: '배송' }).click();
      await expect(faq.getByRole('tab', { name: '배송' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/cs\/faq\?categoryCd=DELIVERY&faqId=\d+$/,
      );
    });

    test('an unknown address lands on /404 and its button goes back to the start', async ({
      page,
      request,
    }) => {
      await skipSitePopup(page, request);
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다.' })).toBeVisible();
      await page.getByRole('link', { name: '처음으로' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: '추천 교재' })).toBeVisible();
    });

    test("a popup dismissed with '다시 보지 않기' stays dismissed after a reload", async ({
      page,
      request,
    }) => {
      const popup = (await (await request.get('/api/site-popup-check')).json()) as SitePopupAnswer;
      expect(popup.sitePopupId, 'the demo data has an active site popup').not.toBeNull();
      // the strict CSP (styles from our origin only, no nonce) refuses nothing the page does
      const refused: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('Content Security Policy')) {
          refused.push(m.text());
        }
      });

      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: '공지사항' });
      await expect(dialog).toBeVisible();
      expect(refused).toEqual([]);
      await dialog.getByRole('button', { name: '다시 보지 않기' }).click();
      await expect(dialog).toBeHidden();

      const checked = page.waitForResponse('**/api/site-popup-check');
      await page.reload();
      await checked;
      await expect(page.getByRole('region', { name: '추천 교재' })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test('searching needs 2 characters, then opens the global search', async ({
      page,
      request,
    }) => {
      await skipSitePopup(page, request);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: '상품 검색' });
      await box.fill(' 영 ');
      await box.press('Enter');
      const alert = page.getByRole('dialog', { name: '알림' });
      await expect(alert).toContainText('최소 2글자 이상 입력해주세요.');
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/$/);

      await box.fill('영어 원서');
      await box.press('Enter');
      await expect(page).toHaveURL(
        /\/search-global\?searchWord=%EC%98%81%EC%96%B4%20%EC%9B%90%EC%84%9C$/,
      );
      await expect(page).toHaveTitle(/ - 통합 검색$/);
    });

    test('the main menu and the site map open product lists', async ({ page, request }) => {
      const menu = await siteMenu(request);
      const [first, second] = ['general-2', 'general-3'].map((section) => {
        const item = menu.list.find((i) => i.section === section);
        if (!item) throw new Error(`the menu has no item for ${section}`);
        return item;
      });
      await skipSitePopup(page, request);
      await page.goto('/');

      await openFromMenu(page, size.label, GROUP_LABELS[first!.group]!, first!.label);
      await expect(page).toHaveURL(/\/product-list\/general-2$/);
      await expect(page).toHaveTitle(/ - 상품 목록$/);

      if (size.label === 'desktop') {
        await page.getByRole('button', { name: '전체 메뉴' }).click();
        const siteMap = page.getByRole('dialog', { name: '전체 메뉴' });
        await expect(siteMap.getByRole('link', { name: 'FAQ' })).toBeVisible();
        await siteMap.getByRole('link', { name: second!.label, exact: true }).click();
        await expect(siteMap).toBeHidden();
      } else {
        await openFromMenu(page, size.label, GROUP_LABELS[second!.group]!, second!.label);
      }
      await expect(page).toHaveURL(/\/product-list\/general-3$/);
    });

    test('a section closed to visitors shows the menu-restriction dialog and the page stays', async ({
      page,
      request,
    }) => {
      const auth = (await (
        await request.post('/api/auth-state-fetch', { data: { categoryIds: SECTION_CATEGORY_IDS } })
      ).json()) as AuthAnswer;
      const menu = await siteMenu(request);
      const closed = menu.list.find((item) => {
        const section = item.section ? sectionByName(item.section) : undefined;
        return section && !auth.accessiableCategoryIds.includes(section.categoryId);
      });
      expect(closed, 'the demo data closes a menu section to visitors').toBeDefined();
      const categoryId = sectionByName(closed!.section!)!.categoryId;
      const rule = auth.categoryAccessList.find((r) => r.categoryId === categoryId);
      const message =
        rule?.denyMsgOverride ??
        `이 메뉴는 ${rule?.accessControlRule.map((r) => r.text).join(', ')}만 이용 가능합니다.`;
      await skipSitePopup(page, request);

      // A direct load: the dialog over the main page.
      await page.goto(closed!.path);
      const dialog = page.getByRole('dialog', { name: '메뉴 이용 안내' });
      await expect(dialog).toContainText(message);
      await expect(page).toHaveURL(/\/$/);
      const admission = dialog.getByRole('link', { name: /입학 안내/ });
      await expect(admission).toHaveAttribute('target', '_blank');
      await expect(admission).toHaveAttribute('rel', /noopener/);
      await expect(dialog.getByRole('button', { name: '로그인' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // From the menu: the navigation is cancelled, we stay on the page we were on.
      await page.goto('/cs/faq');
      await openFromMenu(page, size.label, GROUP_LABELS[closed!.group]!, closed!.label);
      await expect(dialog).toContainText(message);
      await expect(page).toHaveURL(/\/cs\/faq$/);
    });

    test('home and /404 have no serious or critical accessibility violations', async ({
      page,
      request,
    }) => {
      await skipSitePopup(page, request);
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: '추천 교재' }).getByRole('link').first(),
      ).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/404');
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다.' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens the mobile menu with sign-in, shortcuts, sections and family sites', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeHidden();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await expect(drawer.getByRole('button', { name: '로그인' })).toBeVisible();
    const shortcuts = drawer.getByRole('navigation', { name: '바로가기' });
    await expect(shortcuts.getByRole('link', { name: '주문 내역' })).toHaveAttribute(
      'href',
      '/mypage/order/list',
    );
    await expect(shortcuts.getByRole('link', { name: '취소/반품 내역' })).toHaveAttribute(
      'href',
      '/mypage/revoke/list',
    );
    await expect(shortcuts.getByRole('link', { name: '1:1 문의' })).toHaveAttribute(
      'href',
      '/mypage/claim/list',
    );
    await expect(drawer.getByText('출판사 교재', { exact: true })).toBeVisible();
    await expect(
      drawer.getByRole('navigation', { name: '패밀리 사이트' }).getByRole('link'),
    ).toHaveCount(6);
    await drawer.getByRole('button', { name: '닫기' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the family sites and the main menu instead of the hamburger', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeHidden();
    const family = page.getByRole('navigation', { name: '패밀리 사이트' });
    await expect(family.getByRole('link')).toHaveCount(6);
    await expect(family.getByRole('link').first()).toHaveAttribute('rel', /noopener/);
    await expect(
      page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button'),
    ).toHaveText(['전체 메뉴', '출판사 교재', '일반 교재', '학습기기/교구']);
  });
});
