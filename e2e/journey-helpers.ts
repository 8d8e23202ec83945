import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { SIM_URL } from './shop-ports.ts';

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

/** Opens a my-page address signed out: the shop sends us to the SSO page and back. */
export async function signInAt(page: Page, path: string, loginId = 'parent.kim'): Promise<void> {
  await page.goto(path);
  await logInAtSso(page, loginId);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** axe-core's serious and critical violations on the page (or within `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The shop's 'notice' alert or confirm: checks the message and answers it. */
export async function answerDialog(page: Page, message: string, button = '확인'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * A member of staff signed in at /admin/login (demo password) in a context of its own, on
 * `path` (the sign-in returns to the path only, so a query string is opened again).
 */
export async function staffPage(browser: Browser, loginId: string, path = '/admin/inquiries') {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill('demo-staff-1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  if (path.includes('?')) await page.goto(path);
  return page;
}

/** A demo member signed in through the SSO page, landing on a student's billing list. */
export async function signInMember(
  page: Page,
  request: APIRequestContext,
  loginId: string,
  stdId: number,
): Promise<void> {
  await skipSitePopup(page, request);
  await page.goto(`/mypage/class-material/${stdId}`);
  await logInAtSso(page, loginId);
  await expect(page).toHaveURL(new RegExp(`/mypage/class-material/${stdId}$`));
}

/** The demo parent signed in through the SSO page, landing on the first child's billing list. */
export async function signInParentKim(page: Page, request: APIRequestContext): Promise<void> {
  await signInMember(page, request, 'parent.kim', 5101);
}

/**
 * From the billing list: one paper book of a student (default the demo parent's first child)
 * straight to the pay page.
 */
export async function toPayPage(
  page: Page,
  student: { stdId: number; name: string } = { stdId: 5101, name: '김서준' },
): Promise<void> {
  await page.goto(`/mypage/class-material/${student.stdId}`);
  await expect(page.getByRole('heading', { name: `${student.name} 청구 내역` })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /Student Book 선택/ })
    .first()
    .check();
  await page
    .getByRole('button', { name: /구매하기|바로 구매|주문하기/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: '주문/결제' })).toBeVisible();
}

/** Ticks the pay page's consent box (decision 0462: it starts unticked and blocks paying). */
export async function agreeToOrder(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /구매조건/ }).check();
}

/**
 * Decides in the gateway's window that `open` (a click) opens: a popup at PC widths, or in place
 * on a phone (`inPlace`: the pay page's mobile flow). An approved virtual account is acknowledged
 * on the gateway's issue page; a popup's return page sends its opener onwards and closes it.
 */
export async function decideAtGateway(
  page: Page,
  open: () => Promise<unknown>,
  {
    decision = '승인',
    inPlace = false,
    virtualAccount = false,
  }: { decision?: '승인' | '실패' | '취소'; inPlace?: boolean; virtualAccount?: boolean } = {},
): Promise<void> {
  const popupPromise = inPlace ? undefined : page.waitForEvent('popup');
  await open();
  const gateway = popupPromise ? await popupPromise : page;
  const closed = popupPromise ? gateway.waitForEvent('close') : undefined;
  await gateway.getByRole('button', { name: decision }).click();
  if (virtualAccount && decision === '승인') {
    await expect(gateway.getByRole('heading', { name: '가상계좌가 발급되었습니다' })).toBeVisible();
    await gateway.getByRole('button', { name: '확인' }).click();
  }
  await closed;
}

/**
 * Pays the pay page's order at the gateway with the given decision: in its popup at PC widths, in
 * place on a phone (`inPlace`).
 */
export async function payAtGateway(
  page: Page,
  method: '신용카드' | '가상계좌',
  {
    decision = '승인',
    inPlace = false,
  }: { decision?: '승인' | '실패' | '취소'; inPlace?: boolean } = {},
): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await agreeToOrder(page);
  const pay = page.getByRole('button', { name: '결제하기' }).filter({ visible: true }).last();
  await decideAtGateway(page, () => pay.click(), {
    decision,
    inPlace,
    virtualAccount: method === '가상계좌',
  });
}

/** The pay page and the payment results open no site notice over the order (issue 16 item 7). */
export async function expectNoSiteNotice(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
  await expect(page.getByRole('dialog', { name: '공지사항' })).toHaveCount(0);
}

/**
 * The result page clears local storage, so the site notice comes back on the next page the
 * shop shows without a reload: close it.
 */
export async function closeSiteNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: '공지사항' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '닫기' }).last().click();
  await expect(notice).toBeHidden();
}

/**
 * The gateway simulator's console: '입금하기' on the virtual account of this order, in the same
 * page (the caller navigates back). A second page closed afterwards once hung Chromium's close for
 * minutes in the full journey run. Waits for the deposit's answer.
 */
export async function depositAtGatewayConsole(page: Page, orderId: number): Promise<void> {
  await page.goto(`${SIM_URL}/pg/`);
  const deposited = page.waitForResponse(
    (r) => r.url().endsWith('/console/deposit') && r.request().method() === 'POST',
  );
  await page
    .getByRole('row')
    .filter({ hasText: `O${orderId}P` })
    .getByRole('button', { name: '입금하기' })
    .click();
  expect((await deposited).status()).toBeLessThan(400);
}

/**
 * A back-office rich-text field's HTML view (decision 0434): switched to it when the field shows
 * the editor, then its text area, for journeys that type HTML.
 */
export async function htmlView(scope: Locator, label: string): Promise<Locator> {
  const toggle = scope.getByRole('button', { name: `${label}: HTML로 보기` });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  return scope.getByLabel(label, { exact: true });
}

/** What a merchandiser types into the back office's 상품 등록 drawer. */
export interface NewProductFields {
  categoryId: number;
  name: string;
  author: string;
  isbn: string;
  pages: number;
  /** 안전 인증 ("KC" shows the mark), left empty when absent. */
  safetyCertification?: string;
  listPrice: number;
  price: number;
  weightGrams: number;
  descriptionHtml: string;
}

/**
 * Fills and saves 상품 등록 on /admin/products; returns the edit drawer that opens on the saved
 * product and its number. `beforeSave` looks at the filled drawer (its preview, say).
 */
export async function createProductInDrawer(
  md: Page,
  fields: NewProductFields,
  beforeSave?: (create: Locator) => Promise<void>,
): Promise<{ productId: number; edit: Locator }> {
  await md.getByRole('button', { name: '상품 등록' }).click();
  const create = md.getByRole('dialog', { name: '상품 등록' });
  await create.getByLabel('카테고리').selectOption(String(fields.categoryId));
  await create.getByLabel('상품명').fill(fields.name);
  await create.getByLabel('저자').fill(fields.author);
  await create.getByLabel('출판사/제조사').fill('아카데미북스');
  await create.getByLabel('ISBN-13').fill(fields.isbn);
  await create.getByLabel('쪽수').fill(String(fields.pages));
  if (fields.safetyCertification) {
    await create.getByLabel('안전 인증 (KC 입력 시 KC 마크 표시)').fill(fields.safetyCertification);
  }
  await create.getByLabel('정가 (원)').fill(String(fields.listPrice));
  await create.getByLabel('판매가 (원)').fill(String(fields.price));
  await create.getByLabel('배송 무게 (g, EMS 요금)').fill(String(fields.weightGrams));
  await (await htmlView(create, '상세 설명 (HTML)')).fill(fields.descriptionHtml);
  await beforeSave?.(create);
  await create.getByRole('button', { name: '저장' }).click();
  const edit = md.getByRole('dialog', { name: /상품 #\d+ 수정/ });
  await expect(edit).toBeVisible();
  const heading = (await edit.getByRole('heading').first().textContent()) ?? '';
  return { productId: Number(/#(\d+)/.exec(heading)?.[1]), edit };
}
