import { expect, test, type Page } from '@playwright/test';
import { XSS_PAYLOADS, dangerousLeftovers } from '../web/src/test/xss-corpus.ts';
import {
  answerDialog,
  logInAtSso,
  payAtGateway,
  signInParentKim,
  skipSitePopup,
  staffPage,
  toPayPage,
  htmlView,
} from './journey-helpers.ts';

/**
 * The XSS corpus (issue 18): every payload stored through the places a member or staff can
 * write text or HTML that is shown — 1:1 inquiries and their answers, answer templates, a
 * product's description and a site popup (with the back office's live previews), a delivery
 * address and an order note — and, past the server's own
 * cleaning, FAQ entries, the site popup and a product served raw as a hostile row would be.
 * On every page that shows them: no dialog, no `window.__xss`, no navigation, no renderer crash,
 * and no handler or script address left in the shown HTML.
 */
test.describe.configure({ timeout: 300_000 });

const ALL = XSS_PAYLOADS.join('\n');
const CHUNKS = [0, 1, 2, 3].map((k) =>
  XSS_PAYLOADS.slice(k * 17, (k + 1) * 17 + (k === 3 ? 100 : 0)),
);

/** Watches a page for anything a payload would do; `clean` checks it after the page settled. */
function watch(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('crash', () => seen.push('renderer crash'));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /xss-navigated/.test(frame.url())) {
      seen.push(`navigated: ${frame.url()}`);
    }
  });
  return {
    async clean(where: string) {
      // a broken image's error, an autofocus or a toggle fires within a moment
      await page.waitForTimeout(500);
      const flag = await page.evaluate(() => (globalThis as { __xss?: unknown }).__xss ?? null);
      expect(flag, where).toBeNull();
      expect(page.url(), where).not.toContain('xss-navigated');
      expect(seen, where).toEqual([]);
      const leftovers = await page.evaluate(
        `[...document.querySelectorAll('[data-safe-html]')].flatMap(${dangerousLeftovers.toString()})`,
      );
      expect(leftovers, where).toEqual([]);
    },
  };
}

test('inquiries, answers and templates: shown as text to the member and to staff', async ({
  page,
  request,
  browser,
}) => {
  const member = watch(page);
  await skipSitePopup(page, request);
  await page.goto('/mypage/claim/list');
  await logInAtSso(page, 'student.park');
  await expect(page).toHaveURL(/\/mypage\/claim\/list$/);
  const { uuid } = (await (
    await page.request.post('/api/auth-state-fetch', { data: { categoryIds: [] } })
  ).json()) as { uuid: string };
  const titles: string[] = [];
  for (const [k, chunk] of CHUNKS.entries()) {
    const title = `XSS 묶음 ${k + 1} <img src=x onerror=alert(1)>`;
    titles.push(title);
    const res = await page.request.post('/api/member-svc/claim-website-create', {
      headers: { 'X-Context-Uuid': uuid },
      data: { categoryName: '기타 > 기타 문의', title, inquiryMemo: chunk.join('\n') },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.reload();
  for (const [k, title] of titles.entries()) {
    await page.getByRole('button', { name: new RegExp(`XSS 묶음 ${k + 1} `) }).click();
    const region = page.getByRole('region', { name: new RegExp(`XSS 묶음 ${k + 1} `) });
    // the text as typed, not markup
    await expect(region).toContainText(CHUNKS[k]![0]!);
    await expect(page.getByText(title).first()).toBeVisible();
  }
  await member.clean('member: the inquiry list');

  const staff = await staffPage(browser, 'cs.demo');
  const cs = watch(staff);
  for (const [k, title] of titles.entries()) {
    await staff.getByRole('button', { name: `${title} 열기` }).click();
    const drawer = staff.getByRole('dialog', { name: /문의 #\d+/ });
    await expect(drawer).toContainText(CHUNKS[k]![1]!);
    await cs.clean(`staff: inquiry ${k + 1}`);
    await drawer.getByLabel('답변 내용').fill(CHUNKS[(k + 1) % 4]!.join('\n'));
    await drawer.getByRole('button', { name: '답변 등록' }).click();
    await answerDialog(staff, '답변을 등록했습니다. 회원의 문의 내역에 바로 보입니다.');
  }
  const { data } = (await (await staff.request.get('/api/admin/me')).json()) as {
    data: { csrfToken: string };
  };
  for (const [k, chunk] of CHUNKS.entries()) {
    const saved = await staff.request.post('/api/admin/answer-template-save', {
      headers: { 'x-staff-csrf': data.csrfToken },
      data: {
        title: `XSS 템플릿 ${k + 1} <svg onload=alert(1)>`,
        categoryName: null,
        body: chunk.join('\n'),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await staff.goto('/admin/templates');
  await expect(staff.getByText('XSS 템플릿 1 <svg onload=alert(1)>').first()).toBeVisible();
  await cs.clean('staff: the answer templates');
  await staff.goto('/admin/inquiries?status=all');
  await expect(staff.getByText(titles[0]!).first()).toBeVisible();
  await cs.clean('staff: the inquiry queue');

  await page.reload();
  for (const k of [0, 1, 2, 3]) {
    await page.getByRole('button', { name: new RegExp(`XSS 묶음 ${k + 1} `) }).click();
    const region = page.getByRole('region', { name: new RegExp(`XSS 묶음 ${k + 1} `) });
    await expect(region).toContainText(CHUNKS[(k + 1) % 4]![2]!);
  }
  await member.clean('member: the answers');
  await staff.context().close();
});

test("a product's description by staff: the live preview and the product page", async ({
  page,
  request,
  browser,
}) => {
  const md = await staffPage(browser, 'md.demo', '/admin/products');
  const staff = watch(md);
  const categories = (await (await md.request.get('/api/admin/categories')).json()) as {
    list: { categoryId: number; rootId: number; leaf: boolean }[];
  };
  const leaf = categories.list.find((c) => c.rootId === 1236 && c.leaf)!;
  await md.getByRole('button', { name: '상품 등록' }).click();
  const create = md.getByRole('dialog', { name: '상품 등록' });
  await create.getByLabel('카테고리').selectOption(String(leaf.categoryId));
  await create.getByLabel('상품명').fill('XSS 말뭉치 교재');
  await create.getByLabel('저자').fill('홍길동');
  await create.getByLabel('출판사/제조사').fill('아카데미북스');
  await create.getByLabel('ISBN-13').fill('979-11-9999-002-9');
  await create.getByLabel('쪽수').fill('120');
  await create.getByLabel('정가 (원)').fill('15000');
  await create.getByLabel('판매가 (원)').fill('13500');
  await create.getByLabel('배송 무게 (g, EMS 요금)').fill('400');
  // the preview shows the staff member's own markup before the server ever cleans it
  await (
    await htmlView(create, '상세 설명 (HTML)')
  ).fill(`<p>말뭉치 시작</p>\n${ALL}\n<p>말뭉치 끝</p>`);
  // (a payload that opens raw text, as <noscript> or <style> in MathML, swallows what follows)
  await expect(create.getByText('말뭉치 시작', { exact: true })).toBeVisible();
  await staff.clean('staff: the description preview');
  await create.getByRole('button', { name: '저장' }).click();
  const edit = md.getByRole('dialog', { name: /상품 #\d+ 수정/ });
  await expect(edit).toBeVisible();
  const productId = Number(
    /#(\d+)/.exec((await edit.getByRole('heading').first().textContent())!)![1],
  );
  await staff.clean('staff: the saved product');

  const visitor = watch(page);
  await skipSitePopup(page, request);
  await page.goto(`/product-detail/${productId}`);
  await expect(page.getByText('말뭉치 시작', { exact: true })).toBeVisible();
  await visitor.clean('visitor: the product page');
  await md.context().close();
});

test('a site popup by staff, switched off: the live previews and the saved one', async ({
  browser,
}) => {
  const md = await staffPage(browser, 'md.demo', '/admin/popups');
  const staff = watch(md);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Asia/Seoul',
    });
  await md.getByRole('button', { name: '팝업 등록' }).click();
  const create = md.getByRole('dialog', { name: '팝업 등록' });
  await create.getByLabel('제목 (관리용)').fill('XSS 말뭉치 팝업');
  await create.getByLabel('게시 시작일').fill(day(30));
  await create.getByLabel('게시 종료일 (이날까지)').fill(day(31));
  // off, so that no member is shown it while the other journeys run
  await create.getByLabel('팝업 켜기').uncheck();
  await (await htmlView(create, 'PC용 내용 (HTML)')).fill(`<p>팝업 PC 시작</p>\n${ALL}`);
  await (await htmlView(create, '모바일용 내용 (HTML)')).fill(`<p>팝업 모바일 시작</p>\n${ALL}`);
  await expect(create.getByText('팝업 PC 시작', { exact: true })).toBeVisible();
  await expect(create.getByText('팝업 모바일 시작', { exact: true })).toBeVisible();
  await staff.clean('staff: the popup previews');
  await create.getByRole('button', { name: '저장' }).click();
  const edit = md.getByRole('dialog', { name: /팝업 #\d+ 수정/ });
  await expect(edit.getByText('꺼짐', { exact: true })).toBeVisible();
  await expect(edit.getByText('팝업 PC 시작', { exact: true })).toBeVisible();
  await staff.clean('staff: the saved popup');
  await md.context().close();
});

test('an address and an order note: the pay page, the order detail and the back office', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = watch(page);
  await signInParentKim(page, request);
  await toPayPage(page);
  await page.getByRole('button', { name: '배송지 변경' }).click();
  const chooser = page.getByRole('dialog', { name: '배송지 선택' });
  await chooser.getByRole('button', { name: '새 배송지 추가' }).click();
  const create = page.getByRole('dialog', { name: '새 배송지 추가' });
  await create.getByLabel('배송지 이름').fill('<i onclick=alert(1)>');
  await create.getByLabel('받는 분').fill('<svg/onload=alert()>');
  await create.getByLabel('휴대폰 번호').fill('010-2345-6789');
  await create.getByRole('button', { name: '주소 검색' }).click();
  const search = page.getByRole('dialog', { name: '주소 검색' });
  await search.getByRole('textbox').fill('중계로 201');
  await search.getByRole('button', { name: '검색' }).click();
  await search
    .getByRole('button', { name: /01700.*서울 노원구 중계로 201/ })
    .first()
    .click();
  const addr2 = '<img src=x onerror=alert(1)><script>window.__xss=1</script>';
  await create.getByLabel('상세 주소').fill(addr2);
  await create.getByRole('button', { name: '저장' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByTestId('chosen-address')).toContainText(addr2);
  const note = XSS_PAYLOADS.filter((p) => p.length < 40)
    .slice(0, 6)
    .join(' ')
    .slice(0, 200);
  await page.getByLabel('배송 메모').fill(note);
  await member.clean('member: the pay page with the address');
  await payAtGateway(page, '신용카드');
  await expect(page).toHaveURL(/\/mypage\/payment-ok\/[^/]+\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())![1]);
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(addr2, { exact: false })).toBeVisible();
  await member.clean('member: the order detail');

  const warehouse = await staffPage(
    browser,
    'warehouse.demo',
    `/admin/orders?progress=${encodeURIComponent('결제완료')}&memberId=1001`,
  );
  const staff = watch(warehouse);
  await warehouse.getByRole('button', { name: String(orderId), exact: true }).click();
  const drawer = warehouse.getByRole('dialog', { name: `주문 ${orderId}` });
  await expect(drawer).toContainText(note);
  await expect(drawer).toContainText(addr2);
  await staff.clean('staff: the order drawer');
  await warehouse.context().close();
});

for (const width of [1440, 390]) {
  test(`stored HTML served raw, past the server's cleaning: FAQ, popup, product at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const visitor = watch(page);
    await page.route('**/api/site-popup-check', (route) =>
      route.fulfill({ json: { sitePopupId: 990001, htmlContents: ALL, htmlMobile: ALL } }),
    );
    await page.route('**/api/faq-list-top10', (route) =>
      route.fulfill({
        json: {
          list: XSS_PAYLOADS.map((payload, i) => ({
            faqId: 990000 + i,
            categoryCd: 'XSS',
            title: `XSS ${i + 1} ${payload}`,
            htmlContents: `<p>답 ${i + 1}</p>${payload}`,
          })),
        },
      }),
    );
    await page.route(/\/api\/product-entry-by-id\?/, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      json.data.html = `<p>원본 그대로 시작</p>${ALL}`;
      json.data.deliveryHtml = ALL;
      await route.fulfill({ response, json });
    });

    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await visitor.clean('visitor: the home page with the popup');
    // no popup over the next pages
    await page.unroute('**/api/site-popup-check');
    await page.route('**/api/site-popup-check', (route) =>
      route.fulfill({ json: { sitePopupId: null, htmlContents: null, htmlMobile: null } }),
    );

    await page.goto('/cs/faq');
    await expect(page.getByText(`XSS 1 ${XSS_PAYLOADS[0]}`)).toBeVisible();
    for (const i of [0, 10, 20, 40, 60]) {
      await page
        .getByRole('button', { name: new RegExp(`XSS ${i + 1} `) })
        .first()
        .click();
    }
    await expect(page.getByText('답 61', { exact: true })).toBeVisible();
    await visitor.clean('visitor: the FAQ');

    await page.goto('/product-detail/42');
    await expect(page.getByText('원본 그대로 시작', { exact: true })).toBeVisible();
    await visitor.clean('visitor: a product page');
  });
}
