import { CashReceiptMessage } from '@shop/contract/cash-receipt.ts';
import { policyVersionList } from '@shop/contract/support-downloads.ts';
import { authStateFetch, type AgeBand } from '@shop/contract/auth.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calculatePrice, deliveryTerms, type FreeDeliveryBenefit } from '@shop/contract/billing.ts';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { deliveryListCall } from '@shop/contract/checkout-addresses.ts';
import { orderCreate, productForPay, sendArs, type PayProduct } from '@shop/contract/checkout.ts';
import { overseaConfigAndNation } from '@shop/contract/checkout-oversea.ts';
import { localCacheSet } from '../../lib/local-cache.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { PayPage } from './pay-page.tsx';

function product(productId: number, name: string, canOversea: boolean): PayProduct {
  return {
    productId,
    canOversea,
    canBuyMultiple: true,
    canBuy: true,
    additionalNotice: null,
    markedPrice: 12_000,
    sellPrice: 10_000,
    displayName: name,
    imageUrl: '/static/cover.svg',
    isStb: false,
    hasEbook: false,
    hasCd: false,
    isOptionalCd: false,
    isSupple: false,
    shipWeightG: 400,
  };
}

function benefit(fdbId: number, endDate: string, orderId: number | null): FreeDeliveryBenefit {
  return {
    fdbId,
    stdId: 7,
    stdName: '김하늘',
    brchType: '영재',
    startDate: '2026-09-01',
    endDate,
    orderId,
    orderedDatetime: orderId === null ? null : '2026-10-02T10:00:00+09:00',
    heldByUnpaidOrder: false,
  };
}

interface Setting {
  products?: PayProduct[];
  enableEms?: boolean;
  benefits?: FreeDeliveryBenefit[];
  /** A signed-in student account of this age band (decision 0463). */
  ageBand?: AgeBand;
}

/** The pay page of a hand-over of these products, one of each, on a stubbed API. */
/** The versions in force as the shop publishes them (decision 0436): the order sends these. */
const IN_FORCE = { terms: '2026-11-25', privacy: '2026-11-20' };

function openPayPage({
  products = [product(11, '국어 1', true), product(12, '수학 2', true)],
  enableEms = true,
  benefits = [],
  ageBand,
}: Setting = {}) {
  localCacheSet('pay-test', {
    items: products.map((p) => ({ productId: p.productId, qty: 1, cdi: null, cartId: null })),
    createdAt: '2026-11-25T10:00:00+09:00',
  });
  const requests = stubApi([
    route(deliveryTerms, {
      domesticFeeWon: 1_500,
      seasons: [{ code: 'winter', startDate: '2026-11-01', endDate: '2027-01-31' }],
    }),
    route(authStateFetch, {
      uuid: 'context-of-the-test',
      authenticated: true,
      memberId: 1003,
      creverseAddrUrl: null,
      creverseAccount: {
        stdId: 5201,
        stdName: '박지호',
        stdHandPhone: '010-5201-0000',
        loginType: ageBand ? 'S' : 'P',
      },
      creverseAcl: { isInstituteAccount: false, list: [] },
      accessiableCategoryIds: [],
      categoryAccessList: [],
      ageBand: ageBand ?? null,
    }),
    route(productForPay, { list: products }),
    route(policyVersionList, {
      terms: [{ kind: 'terms', version: '2026-11-25', state: 'inForce', url: '/t.pdf' }],
      privacy: [{ kind: 'privacy', version: '2026-11-20', state: 'inForce', url: '/p.pdf' }],
      inForce: IN_FORCE,
    }),
    route(deliveryListCall(), {
      list: [
        {
          deliveryId: 31,
          isDefault: true,
          name: '김엄마',
          mobile: '010-2222-3333',
          mobile2: null,
          tel: null,
          zipcode: '06236',
          addr1: '서울 강남구 테헤란로 1',
          addr2: '101호',
          deliveryNote: null,
          deliveryName: '집',
        },
      ],
      manageUrl: 'https://parent.example/address-book',
    }),
    route(overseaConfigAndNation, {
      data: {
        config: {
          enableEms,
          enableZipFinder: false,
          zipFindableNations: [],
          disableZipNations: [],
          enableLimitedNation: false,
          limitedNations: [],
          limitedMemo: '',
        },
        nations: [
          { nationCd: 'US', nationName: 'United States', nationNameKr: '미국', premiumCd: '31' },
        ],
      },
    }),
    route(calculatePrice, (body) => {
      const selected = (body as { fdbIdSelected?: number | '' | null }).fdbIdSelected;
      return {
        data: {
          priceTotal: 20_000 + (typeof selected === 'number' ? 0 : 3_000),
          productPriceTotal: 20_000,
          deliveryPriceTotal: typeof selected === 'number' ? 0 : 3_000,
          deliveryPriceOrigin: 3_000,
          needDelivery: true,
          freeDeliveryList: benefits,
          fdbIdApplied: typeof selected === 'number' ? selected : null,
          freeDeliveryReason: null,
          failCreverseAPi: false,
          hasNotPaidOrder: false,
          lines: [
            { listPrice: 11_000, salePrice: 10_000, classDiscount: 0, qty: 1, lineTotal: 10_000 },
            { listPrice: 11_000, salePrice: 10_000, classDiscount: 0, qty: 1, lineTotal: 10_000 },
          ],
          listPriceTotal: 22_000,
          saleDiscountTotal: 2_000,
          classDiscountTotal: 0,
        },
      };
    }),
    route(orderCreate, { data: { orderId: 77, priceTotal: 23_000, paymentTypeCd: 'ARS' } }),
    route(sendArs, {
      data: { orderId: 77, arsNumber: '1588-0000', expiresAt: '2026-12-05T10:00:00+09:00' },
    }),
  ]);
  const page = renderPage(<PayPage />, {
    path: '/mypage/pay-2/:cacheKey',
    url: '/mypage/pay-2/pay-test',
  });
  /** Until every call of the page has answered and been rendered. */
  const settled = () =>
    waitFor(() => {
      expect(requests.some((r) => r.path === calculatePrice.path)).toBe(true);
      expect(page.queryClient.isFetching()).toBe(0);
    });
  const sent = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body);
  return { settled, sent, router: page.router };
}

const deliveryMethod = () => screen.queryByRole('group', { name: '배송 방법' });

describe('the pay page', () => {
  it('offers the delivery method when EMS is on and every item may go abroad', async () => {
    const { settled } = openPayPage();
    await settled();
    const group = deliveryMethod();
    expect(group).toBeTruthy();
    expect(within(group!).getByRole('radio', { name: '국내 택배' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(group!).getByRole('radio', { name: '해외 우편 (EMS)' })).toBeTruthy();
  });

  it('does not offer it when one item may not go abroad', async () => {
    const { settled } = openPayPage({
      products: [product(11, '국어 1', true), product(13, '교구 3', false)],
    });
    await settled();
    expect(screen.getByText('교구 3')).toBeTruthy();
    expect(deliveryMethod()).toBeNull();
  });

  it('does not offer it when EMS is off', async () => {
    const { settled } = openPayPage({ enableEms: false });
    await settled();
    expect(deliveryMethod()).toBeNull();
  });

  it('picks the unused free-delivery benefit that ends first, and prices without one on 사용 안 함', async () => {
    const user = userEvent.setup();
    const { settled, sent } = openPayPage({
      benefits: [
        benefit(1, '2027-01-31', 900), // used: ends first, but not pickable
        benefit(2, '2027-08-31', null),
        benefit(3, '2027-02-28', null),
      ],
    });
    await settled();
    const picker = screen.getByRole('group', { name: '무료배송 혜택' });
    const radio = (end: string) =>
      within(picker).getByRole<HTMLInputElement>('radio', { name: new RegExp(`~ ${end}\\)`) });
    expect(radio('2027-02-28').checked).toBe(true);
    expect(radio('2027-08-31').checked).toBe(false);
    expect(radio('2027-01-31')).toMatchObject({ checked: false, disabled: true });
    const prices = () => sent(calculatePrice.path) as { fdbIdSelected?: unknown }[];
    await waitFor(() => expect(prices().at(-1)?.fdbIdSelected).toBe(3));

    await user.click(within(picker).getByRole('radio', { name: '사용 안 함' }));
    await waitFor(() => expect(prices().at(-1)?.fdbIdSelected).toBe(''));
  });

  it('asks for a method, and for ARS a mobile number, before it orders', async () => {
    const user = userEvent.setup();
    const { settled, sent, router } = openPayPage();
    await settled();
    const pay = screen.getByRole('button', { name: '결제하기' });
    const refusal = async (message: string) => {
      await user.click(pay);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(message)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await refusal(CheckoutMessage.choosePayment);
    expect(screen.queryByRole('textbox', { name: 'ARS 문자 수신 번호' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'ARS' }));
    const phone = screen.getByRole('textbox', { name: 'ARS 문자 수신 번호' });
    await refusal(CheckoutMessage.arsPhone);
    await user.type(phone, '010-12');
    await refusal(CheckoutMessage.arsPhoneFormat);
    expect(sent(orderCreate.path)).toEqual([]);

    await user.type(phone, '34-5678');
    // the consent box starts unticked and blocks the order until it is ticked (decision 0462)
    const consent = screen.getByRole<HTMLInputElement>('checkbox', { name: /구매조건/ });
    expect(consent.checked).toBe(false);
    await refusal(CheckoutMessage.consentRequired);
    expect(sent(orderCreate.path)).toEqual([]);
    await user.click(consent);
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/payment-ok/ars/77'));
    expect(sent(orderCreate.path)).toMatchObject([
      {
        paymentTypeCd: 'ARS',
        arsPhone: '010-1234-5678',
        deliveryId: 31,
        consent: {
          termsVersion: IN_FORCE.terms,
          privacyVersion: IN_FORCE.privacy,
          minorsNotice: false,
        },
      },
    ]);
    expect(sent(sendArs.path)).toMatchObject([{ orderId: 77, arsPhone: '010-1234-5678' }]);
  });

  it('asks a virtual-account order for its cash receipt, on the contract’s rule (decision 0464)', async () => {
    const user = userEvent.setup();
    const { settled, sent } = openPayPage();
    await settled();
    expect(screen.queryByRole('group', { name: '현금영수증' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '가상계좌' }));
    const section = screen.getByRole('group', { name: '현금영수증' });
    expect(
      within(section).getByRole<HTMLInputElement>('radio', { name: '신청 안 함' }).checked,
    ).toBe(true);
    await user.click(within(section).getByRole('radio', { name: '지출증빙용' }));
    const number = within(section).getByRole('textbox', { name: '사업자등록번호' });
    await user.type(number, '220-81-62518');
    await user.click(screen.getByRole('checkbox', { name: /구매조건/ }));
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    expect(await within(section).findByText(CashReceiptMessage.businessNumberFormat)).toBeTruthy();
    expect(sent(orderCreate.path)).toEqual([]);

    await user.clear(number);
    await user.type(number, '220-81-62517');
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(sent(orderCreate.path)).toHaveLength(1));
    expect(sent(orderCreate.path)[0]).toMatchObject({
      paymentTypeCd: '가상계좌',
      cashReceipt: { kind: 'expense', identifier: '220-81-62517' },
    });
  });

  it('offers 구매안전서비스 to a virtual-account order that ships, unticked (decision 0465)', async () => {
    const user = userEvent.setup();
    const { settled, sent } = openPayPage();
    await settled();
    const escrow = () => screen.queryByRole('group', { name: '구매안전서비스 (에스크로)' });
    expect(escrow()).toBeNull();
    await user.click(screen.getByRole('radio', { name: '신용카드' }));
    expect(escrow()).toBeNull();
    await user.click(screen.getByRole('radio', { name: '가상계좌' }));
    const box = within(escrow()!).getByRole<HTMLInputElement>('checkbox', {
      name: '구매안전서비스를 이용합니다',
    });
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByRole('checkbox', { name: /구매조건/ }));
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(sent(orderCreate.path)).toHaveLength(1));
    expect(sent(orderCreate.path)[0]).toMatchObject({ paymentTypeCd: '가상계좌', escrow: true });
  });

  it('shows a student under 19 the notice of 민법 §5 before paying, and says it was shown', async () => {
    const user = userEvent.setup();
    const { settled, sent } = openPayPage({ ageBand: 'minor' });
    await settled();
    const notice = await screen.findByRole('region', { name: '미성년자 계약 취소 안내' });
    expect(within(notice).getByText(/법정대리인\(부모 등\)의 동의 없이/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '신용카드' }));
    await user.click(screen.getByRole('checkbox', { name: /구매조건/ }));
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(sent(orderCreate.path)).toHaveLength(1));
    expect(sent(orderCreate.path)[0]).toMatchObject({ consent: { minorsNotice: true } });
  });

  it('tells an account under 14 that the parent account pays, with no way to pay', async () => {
    const { settled, sent } = openPayPage({ ageBand: 'child' });
    await settled();
    const told = await screen.findByRole('region', { name: '학부모(보호자) 계정이 결제합니다' });
    expect(within(told).getByText(/만 14세 미만 학생 계정은 혼자 결제할 수 없습니다/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '결제하기' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /구매조건/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '미성년자 계약 취소 안내' })).toBeNull();
    expect(sent(orderCreate.path)).toEqual([]);
  });

  it('shows neither to a parent account', async () => {
    const { settled } = openPayPage();
    await settled();
    expect(screen.getByRole('button', { name: '결제하기' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '미성년자 계약 취소 안내' })).toBeNull();
    expect(screen.queryByRole('region', { name: '학부모(보호자) 계정이 결제합니다' })).toBeNull();
  });
});
