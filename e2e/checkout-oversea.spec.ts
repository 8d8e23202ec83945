import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  agreeToOrder,
  expectNoSiteNotice,
  logInAtSso,
  payAtGateway,
  seriousViolations,
  skipSitePopup,
} from './journey-helpers.ts';

/**
 * The pay page's overseas EMS delivery (spec 2 §4.4, spec 3 dialogs), the delivery-address
 * chooser's create mode with the Korean address search, the shipping-date notice, the certificate
 * guide for large card payments, and a zero-price order.
 */

const SHOTS = '/tmp/shots-checkout';
/** A paper book every demo member may buy and that may go abroad (canOversea in the demo data). */
const OVERSEA_BOOK = 3;
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function signIn(page: Page, request: APIRequestContext, loginId = 'parent.kim') {
  await skipSitePopup(page, request);
  await page.goto('/mypage/order/list');
  await logInAtSso(page, loginId);
  await expect(page).toHaveURL(/\/mypage\/order\/list/);
}

/** From the product page, buy now: the pay page with that one book. */
async function buyNow(page: Page, productId: number): Promise<void> {
  await page.goto(`/product-detail/${productId}`);
  await page.getByRole('button', { name: '바로 구매' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/mypage\/pay-2\/pay-[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: '주문/결제' })).toBeVisible();
}

async function expectAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('dialog', { name: '알림' });
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

for (const size of widths) {
  test(`overseas EMS order with the postcode and cost dialogs, paid by card (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, request);
    await buyNow(page, OVERSEA_BOOK);
    await expect(page.getByTestId('ship-date')).toContainText('출고');
    await page.screenshot({ path: `${SHOTS}/pay-domestic-${size.width}.png`, fullPage: true });

    await page.getByRole('radio', { name: '해외 우편 (EMS)' }).check();
    await expect(page.getByText('영문으로만 입력해 주세요')).toBeVisible();
    // each refused field has the contract's message beside it; the first one has the focus
    await agreeToOrder(page);
    await page.getByRole('button', { name: '결제하기' }).click();
    const name = page.getByLabel('받는 분 이름 (영문)');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('받는 분 이름을 영문으로 입력하세요.');
    await expect(page.getByLabel('이메일')).toHaveAccessibleDescription('이메일을 입력하세요.');
    await expect(page.getByRole('textbox', { name: '국가번호' })).toHaveAccessibleDescription(
      '연락처의 국가번호와 전화번호를 입력하세요.',
    );
    await expect(page.getByLabel('배송 국가')).toHaveAccessibleDescription(
      '배송 국가를 선택하세요.',
    );
    await page.screenshot({ path: `${SHOTS}/oversea-errors-${size.width}.png`, fullPage: true });
    await name.fill('김민지');
    await expect(name).toHaveAccessibleDescription('해외 배송지는 영문으로만 입력할 수 있습니다.');
    await name.fill('Minji Kim');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('textbox', { name: '국가번호' }).fill('1');
    await page.getByRole('textbox', { name: '지역번호' }).fill('213');
    await page.getByRole('textbox', { name: '번호 1' }).fill('555');
    await page.getByRole('textbox', { name: '번호 2' }).fill('0142');
    await page.getByLabel('이메일').fill('minji@example.com');
    await agreeToOrder(page);
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page.getByLabel('배송 국가')).toBeFocused();

    // a limited nation shows its memo and is not priced
    await page.getByLabel('배송 국가').selectOption('RU');
    await expectAlert(page, '러시아는 현지 사정으로 EMS 접수가 중단되어');
    await expect(page.getByTestId('price-preview')).toHaveCount(0);

    // the country prices the order: the cost notice with the fee
    await page.getByLabel('배송 국가').selectOption('US');
    const cost = page.getByRole('dialog', { name: '해외 배송비 안내' });
    await expect(cost).toBeVisible();
    await expect(cost).toContainText('UNITED STATES OF AMERICA');
    await expect(cost).toContainText('EMS (31)');
    const feeText = (await cost.getByTestId('oversea-cost').locator('dd').last().textContent())!;
    expect(feeText).toMatch(/^\d{1,3}(,\d{3})*원$/);
    const fee = Number(feeText.replace(/\D/g, ''));
    expect(fee).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/oversea-cost-${size.width}.png` });
    await cost.getByRole('button', { name: '확인' }).click();
    await expect(cost).toBeHidden();
    const productsText = await page.getByTestId('subtotal-products').textContent();
    const products = Number(productsText!.replace(/\D/g, ''));
    await expect(page.getByTestId('price-total')).toHaveText(won(products + fee));

    // the EMS postcode search: all three or the spec's message
    await page.getByRole('button', { name: '우편번호 찾기' }).click();
    const ems = page.getByRole('dialog', { name: 'EMS 우편번호 찾기' });
    await ems.getByRole('button', { name: '사용' }).click();
    await expectAlert(page, 'State, City, and Zip Code를 모두 선택해주세요.');
    await ems.getByLabel('State').selectOption('California');
    await ems.getByLabel('City').selectOption('Los Angeles');
    await ems.getByLabel('Zip Code').selectOption('90005');
    await page.screenshot({ path: `${SHOTS}/ems-postcode-${size.width}.png` });
    await ems.getByRole('button', { name: '사용' }).click();
    await expect(ems).toBeHidden();
    await expect(page.getByLabel('우편번호 (Zip Code)')).toHaveValue('90005');
    await expect(page.getByLabel('도시 (City)')).toHaveValue('Los Angeles');
    await expect(page.getByLabel('주/도 (State)')).toHaveValue('California');
    await agreeToOrder(page);
    await page.getByRole('button', { name: '결제하기' }).click();
    const addr1 = page.getByLabel('주소 1 (Address 1)');
    await expect(addr1).toBeFocused();
    await expect(addr1).toHaveAccessibleDescription('주소(Address 1)를 입력하세요.');
    await addr1.fill('3600 Wilshire Blvd');
    await page.getByLabel('주소 2 (Address 2)').fill('Suite 1200');
    await page.getByRole('radio', { name: '신용카드' }).check();
    await page.screenshot({ path: `${SHOTS}/pay-oversea-${size.width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // on a phone the gateway's window opens in place
    await payAtGateway(page, '신용카드', { inPlace: size.width <= 600 });
    await expect(page).toHaveURL(/\/mypage\/payment-ok\/universal\/\d+$/);
    await expectNoSiteNotice(page);
    await expect(page.getByText('주문 및 결제가 완료되었습니다.')).toBeVisible();
    const orderId = page.url().split('/').pop()!;

    await page.goto(`/mypage/order/detail/${orderId}`);
    await expect(page.getByRole('heading', { name: '주문 상세' })).toBeVisible();
    await expect(page.getByText('Minji Kim')).toBeVisible();
    await expect(page.getByText('1-213-555-0142')).toBeVisible();
    await expect(
      page.getByText(
        /3600 Wilshire Blvd Suite 1200, Los Angeles, California, UNITED STATES OF AMERICA 90005/,
      ),
    ).toBeVisible();
    await expect(page.getByText(won(products + fee)).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-oversea-${size.width}.png`, fullPage: true });
  });

  test(`the address chooser adds an address through the Korean address search (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, request);
    await buyNow(page, OVERSEA_BOOK);
    // an address without its detail part: the order is refused and the chooser opens
    await page.getByRole('button', { name: '배송지 변경' }).click();
    const chooser = page.getByRole('dialog', { name: '배송지 선택' });
    await chooser.getByRole('button', { name: '선택: 시댁 (상세주소 없음)' }).click();
    await expect(chooser).toBeHidden();
    await page.getByRole('radio', { name: '신용카드' }).check();
    await agreeToOrder(page);
    await page.getByRole('button', { name: '결제하기' }).click();
    await expectAlert(page, '[받는 분 정보] 상세 주소가 없습니다.');
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('link', { name: '배송지 관리' })).toBeVisible();
    await chooser.getByRole('button', { name: '새 배송지 추가' }).click();
    const create = page.getByRole('dialog', { name: '새 배송지 추가' });
    await create.getByRole('button', { name: '저장' }).click();
    // the contract's rules beside each field, the first one focused
    await expect(create.getByLabel('배송지 이름')).toBeFocused();
    for (const message of [
      '배송지 이름을 입력하세요.',
      '받는 분 이름을 입력하세요.',
      '휴대폰 번호를 입력하세요.',
      '주소 검색으로 주소를 선택하세요.',
      '상세 주소를 입력하세요.',
    ]) {
      await expect(create.getByText(message)).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/address-create-errors-${size.width}.png` });
    await create.getByLabel('배송지 이름').fill('할머니 댁');
    await create.getByLabel('받는 분').fill('김민지');
    await create.getByLabel('휴대폰 번호').fill('010-2345-6789');

    await create.getByRole('button', { name: '주소 검색' }).click();
    const search = page.getByRole('dialog', { name: '주소 검색' });
    await search.getByRole('textbox').fill('중');
    await search.getByRole('button', { name: '검색' }).click();
    await expectAlert(page, '검색어는 2글자 이상 입력해주세요.');
    await search.getByRole('textbox').fill('중계로 201');
    await search.getByRole('button', { name: '검색' }).click();
    const first = search.getByRole('button', { name: /01700.*서울 노원구 중계로 201/ }).first();
    await expect(first).toContainText('지번 서울 노원구 중계동 359');
    await page.screenshot({ path: `${SHOTS}/address-search-${size.width}.png` });
    await first.click();
    await expect(search).toBeHidden();
    await expect(create.getByLabel('우편번호')).toHaveValue('01700');
    await create.getByLabel('상세 주소').fill('101동 1203호');
    await page.screenshot({ path: `${SHOTS}/address-create-${size.width}.png` });
    await create.getByRole('button', { name: '저장' }).click();
    await expect(create).toBeHidden();
    const chosen = page.getByTestId('chosen-address');
    await expect(chosen).toContainText('할머니 댁');
    await expect(chosen).toContainText('(01700) 서울 노원구 중계로 201 101동 1203호');
    // the address book has it: the chooser lists it after a reload
    await page.reload();
    await page.getByRole('button', { name: '배송지 변경' }).click();
    await expect(
      page.getByRole('dialog', { name: '배송지 선택' }).getByText('101동 1203호').first(),
    ).toBeVisible();
  });
}

test('a member without saved addresses: no registered address, the management link, a choice required', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, 'parent.lee');
  await buyNow(page, OVERSEA_BOOK);
  await expect(page.getByTestId('chosen-address')).toHaveText('등록된 배송지가 없습니다.');
  await expect(page.getByRole('link', { name: '배송지 관리' })).toHaveAttribute(
    'href',
    /\/manage$/,
  );
  await page.getByRole('radio', { name: '가상계좌' }).check();
  await agreeToOrder(page);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expectAlert(page, '배송지를 선택하세요');
  await page.getByRole('button', { name: '배송지 선택' }).click();
  await expect(
    page.getByRole('dialog', { name: '배송지 선택' }).getByText('등록된 배송지가 없습니다.'),
  ).toBeVisible();
});

test('card payments of 300,000 won or more point to the certificate guide', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request);
  await buyNow(page, 32); // 34,300원: 20 of them pass 300,000원
  await page.getByRole('radio', { name: '신용카드' }).check();
  const guide = page.getByRole('link', { name: '30만원 이상 카드 결제 공동인증서 안내' });
  await expect(guide).toHaveCount(0);
  await page.getByRole('group', { name: /수량/ }).getByRole('spinbutton').fill('20');
  await expect(guide).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await guide.click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/static\/public-cert-guide\.html$/);
  await expect(popup.getByRole('heading', { name: /공동인증서 안내/ })).toBeVisible();
  await popup.close();
});

/** The demo catalog's free guide booklet (0 won, shipped free). */
async function freeBookletId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/search-product-entry-list', {
    data: { searchWord: '안내 책자 (무료 배포)' },
  });
  expect(res.ok()).toBe(true);
  const { list } = (await res.json()) as { list: { productId: number; sellPrice: number }[] };
  const free = list.find((p) => p.sellPrice === 0);
  expect(free, 'the demo data has a 0-won booklet').toBeDefined();
  return free!.productId;
}

for (const size of widths) {
  test(`a zero-price order goes straight to the success page (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const productId = await freeBookletId(request);
    await signIn(page, request);
    await buyNow(page, productId);
    await expect(page.getByTestId('price-total')).toHaveText('0원');
    await expect(page.getByText('결제 금액이 0원이라 결제 없이 주문됩니다.')).toBeVisible();
    await expect(page.getByRole('radio', { name: '신용카드' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/pay-zero-${size.width}.png`, fullPage: true });
    await agreeToOrder(page);
    await page.getByRole('button', { name: '결제하기' }).click();
    // an in-page navigation: the site notice, shown on page loads, does not come back here
    await expect(page).toHaveURL(/\/mypage\/payment-ok\/ZERO_PRICE\/\d+$/);
    await expect(page.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeVisible();
    // ZERO_PRICE shows no payment message
    await expect(page.getByText('주문 및 결제가 완료되었습니다.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '주문 내역 보기' })).toBeVisible();
  });
}
