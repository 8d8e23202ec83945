import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInAtSso, seriousViolations, skipSitePopup } from './journey-helpers.ts';

/**
 * Browsing the catalog (spec 3 §2): a section's product list with its category tabs, sorts and
 * pages kept in the address; product details of a paper book and a smart book; global search.
 */
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

interface ListAnswer {
  list: { productId: number; displayName: string }[];
  totalCount: number;
}

/** What the API answers for a list page: the page must show the same rows. */
async function listPage(
  request: APIRequestContext,
  body: { categoryId: number; sort: string; page: number },
): Promise<ListAnswer> {
  const res = await request.post('/api/product-entry-list', { data: body });
  return (await res.json()) as ListAnswer;
}

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) =>
  main(page).getByRole('list', { name: '상품 목록' }).getByRole('listitem');
const tabs = (page: Page) => main(page).getByRole('navigation', { name: '카테고리' });
const pager = (page: Page) => main(page).getByRole('navigation', { name: '페이지 이동' });

async function expectRowsOf(page: Page, answer: ListAnswer): Promise<void> {
  await expect(rows(page)).toHaveCount(answer.list.length);
  await expect(rows(page).first()).toContainText(answer.list[0]!.displayName);
  await expect(rows(page).last()).toContainText(answer.list.at(-1)!.displayName);
}

test.describe('product list', () => {
  test('browse a section: category, sort and page live in the address, and back restores them', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/product-list/general-1');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      '일반 교재 1 - 초등 교과',
    );
    await expect(main(page).getByText('초등 수학, 국어, 영어, 과학')).toBeVisible();
    await expect(main(page).locator('img[src="/banners/general-1.svg"]')).toBeVisible();
    await expect(main(page).getByText('총 46개')).toBeVisible();
    await expectRowsOf(
      page,
      await listPage(request, { categoryId: 1236, sort: 'sortName.asc', page: 1 }),
    );

    // highest price first, then page 2
    const sorts = main(page).getByRole('list', { name: '정렬' });
    await expect(sorts.getByRole('link', { name: '이름순' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await sorts.getByRole('link', { name: '높은 가격순' }).click();
    await expect(page).toHaveURL(/\?page=1&sort=sellPrice\.desc$/);
    await expectRowsOf(
      page,
      await listPage(request, { categoryId: 1236, sort: 'sellPrice.desc', page: 1 }),
    );
    await pager(page).getByRole('button', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\?page=2&sort=sellPrice\.desc$/);
    const page2 = await listPage(request, { categoryId: 1236, sort: 'sellPrice.desc', page: 2 });
    await expectRowsOf(page, page2);

    // a branch: its 'All' child is chosen; then a leaf of it
    await tabs(page).getByRole('link', { name: '초등 수학' }).click();
    await expect(page).toHaveURL(/\?page=1&sort=sellPrice\.desc&categoryId=\d+$/);
    const branchUrl = page.url();
    await expect(tabs(page).getByRole('link', { name: '전체' }).nth(1)).toHaveAttribute(
      'aria-current',
      'page',
    );
    const leaf = tabs(page).getByRole('listitem').filter({ hasNotText: '전체' }).last();
    const leafName = (await leaf.textContent())!.trim();
    await leaf.getByRole('link').click();
    await expect(tabs(page).getByRole('link', { name: leafName })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const leafId = Number(new URL(page.url()).searchParams.get('categoryId'));
    await expectRowsOf(
      page,
      await listPage(request, { categoryId: leafId, sort: 'sellPrice.desc', page: 1 }),
    );

    // back: the branch, then page 2 of the whole section in price order
    await page.goBack();
    await expect(page).toHaveURL(branchUrl);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2&sort=sellPrice\.desc$/);
    await expectRowsOf(page, page2);
    await expect(pager(page).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sorts.getByRole('link', { name: '높은 가격순' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(tabs(page).getByRole('link', { name: '전체' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goForward();
    await expect(page).toHaveURL(branchUrl);
  });

  test('select-all, quantity limit and a visitor sent to sign-in', async ({ page, request }) => {
    await skipSitePopup(page, request);
    await page.goto('/product-list/general-1');
    await main(page).getByRole('button', { name: '선택 상품 장바구니 담기' }).click();
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText('하나 이상의 상품을 선택해 주세요.');
    await alert.getByRole('button', { name: '확인' }).click();

    await main(page).getByLabel('전체 선택').check();
    await expect(main(page).getByText('(20개 선택)')).toBeVisible();
    // a smart book is one licence per student: its counter is fixed at 1 (decision 0254)
    const first = rows(page)
      .filter({ has: page.getByRole('spinbutton', { disabled: false }) })
      .first();
    const qty = first.getByRole('spinbutton');
    await qty.fill('25');
    await expect(page.getByRole('dialog')).toContainText('20개까지 수량선택 가능합니다');
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(qty).toHaveValue('20');

    await first.getByRole('button', { name: '장바구니' }).click();
    await expect(page).toHaveURL(/\/sso\/authorize\?/);
  });

  test('an address with a category outside the section shows the whole section', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    // (the 'menu limit' refusal needs a deeper tree than the demo's; category-tree.test.ts has it)
    await page.goto('/product-list/general-1?page=3&sort=sellPrice.asc&categoryId=999999');
    await expect(page).toHaveURL(/\?page=1&sort=sellPrice\.asc$/);
    await expect(main(page).getByText('총 46개')).toBeVisible();
  });
});

test.describe('buying from the catalog', () => {
  test('a visitor signs in, adds the checked rows to the cart and buys a product now', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/product-list/general-1');
    await rows(page).first().getByRole('button', { name: '바로구매' }).click();
    await logInAtSso(page, 'parent.kim');
    await expect(page).toHaveURL(/\/product-list\/general-1$/);

    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await main(page).getByRole('button', { name: '선택 상품 장바구니 담기' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('장바구니에 상품을 담았습니다');
    await expect(confirm.getByRole('button', { name: '장바구니로 이동' })).toBeVisible();
    await confirm.getByRole('button', { name: '계속 쇼핑하기' }).click();
    await expect(page).toHaveURL(/\/product-list\/general-1$/);

    await page.goto('/product-detail/1');
    await main(page).getByRole('button', { name: '바로 구매' }).click();
    await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]+$/);
  });
});

test.describe('product detail', () => {
  test('a paper book shows its paper size, the total for the quantity and both notices', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    const { data } = (await (await request.get('/api/product-entry-by-id?productId=1')).json()) as {
      data: { displayName: string; sellPrice: number; isStb: boolean; paperSize: string };
    };
    expect(data.isStb).toBe(false);
    await page.goto('/product-detail/1');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(data.displayName);
    const info = main(page).getByRole('region', { name: '상품 정보' });
    await expect(info.getByText('판형')).toBeVisible();
    await expect(info.getByText(data.paperSize)).toBeVisible();
    await expect(info.getByText('지원 기기')).toHaveCount(0);
    await expect(info.getByText('안전 인증')).toBeVisible();

    // A cleared field shows the quantity kept (1), as a controlled input does, even though the
    // quantity asked for is the one shown already.
    const quantity = main(page).getByRole('group', { name: /수량/ }).getByRole('spinbutton');
    await quantity.fill('');
    await expect(quantity).toHaveValue('1');
    await main(page).getByRole('button', { name: '수량 늘리기' }).click();
    const total = (data.sellPrice * 2).toLocaleString('ko-KR');
    await expect(main(page).locator('output')).toHaveText(`${total}원`);
    await expect(quantity).toHaveValue('2');
    await expect(main(page).getByRole('region', { name: '배송 안내' })).toContainText('3~7일');
    await expect(main(page).getByRole('region', { name: '배송 안내' })).toContainText(
      '주말과 공휴일',
    );
    const returns = main(page).getByRole('region', { name: '교환/반품 안내' });
    // 전자상거래법 §17: 7 days from receipt for a change of mind, 3 months / 30 days for a defect
    await expect(returns).toContainText('받은 날부터 7일 이내');
    await expect(returns).toContainText('3개월 이내, 그 사실을 안 날부터 30일 이내');
    await expect(returns).toContainText('5,000원');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a smart book shows its devices and file size and no paper size', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/product-detail/7');
    // the e-book edition says so after its title (issue 16 item 4: no '스마트북: ' prefix)
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('(전자책)');
    const info = main(page).getByRole('region', { name: '상품 정보' });
    await expect(info.getByText('지원 기기')).toBeVisible();
    await expect(info.getByText('파일 크기')).toBeVisible();
    await expect(info.getByText('판형')).toHaveCount(0);
  });

  test('an invalid product id shows product 1', async ({ page, request }) => {
    await skipSitePopup(page, request);
    await page.goto('/product-detail/abc');
    await expect(page).toHaveURL(/\/product-detail\/1$/);
    await page.goto('/product-detail/99999999');
    await expect(page).toHaveURL(/\/product-detail\/1$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('search', () => {
  test('a 2-character Korean word finds products, with the count and category names', async ({
    page,
    request,
  }) => {
    await skipSitePopup(page, request);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '상품 검색' });
    await box.fill('수학');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-global\?searchWord=%EC%88%98%ED%95%99$/);
    const heading = main(page).getByRole('heading', { level: 1 });
    await expect(heading).toContainText("'수학' 검색 결과");
    await expect(heading).toContainText(/총 [1-9][0-9,]*건/);
    await expect(rows(page).first()).toContainText(' > ');
    await expect(rows(page).filter({ hasText: '수학' }).first()).toBeVisible();

    // the same word again asks the server again
    const again = page.waitForRequest('**/api/search-product-entry-list');
    await box.press('Enter');
    await again;
  });

  test('one character is refused with the 2-character rule', async ({ page, request }) => {
    await skipSitePopup(page, request);
    await page.goto('/product-list/general-1');
    const box = page.getByRole('combobox', { name: '상품 검색' });
    await box.fill('수');
    await box.press('Enter');
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText('최소 2글자 이상 입력해주세요.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/product-list\/general-1$/);
    await page.goto('/search-global?searchWord=%EC%88%98');
    await expect(main(page).getByText('최소 2글자 이상 입력해주세요.')).toBeVisible();
  });
});

test('external-vendor aids open their shops in a new tab', async ({ page, request }) => {
  await skipSitePopup(page, request);
  await page.goto('/extern-product-list/coding-aux');
  await expect(page.getByRole('tab', { name: '로봇·코딩 교구' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: '수학 교구' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('rowheader', { name: '패턴 블록 250조각' })).toBeVisible();
  const link = panel.getByRole('link', { name: /네이버쇼핑에서 구매/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const size of SIZES) {
  test(`catalog pages at ${size.viewport.width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize(size.viewport);
    await skipSitePopup(page, request);
    for (const [name, path, ready] of [
      ['list', '/product-list/general-1', '총 46개'],
      ['detail', '/product-detail/1', '교환/반품 안내'],
      ['smart-book', '/product-detail/7', '지원 기기'],
      ['search', '/search-global?searchWord=%EC%88%98%ED%95%99', '검색 결과'],
      ['extern', '/extern-product-list/coding-aux', '햄스터 로봇 S'],
    ] as const) {
      await page.goto(path);
      await expect(main(page).getByText(ready).first()).toBeVisible();
      // nothing wider than the screen
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(Number(overflow), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`catalog-${name}-${size.viewport.width}.png`),
        fullPage: true,
      });
    }
    await page.goto('/product-list/general-1');
    await expect(rows(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
