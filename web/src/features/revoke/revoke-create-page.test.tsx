import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authStateFetch } from '@shop/contract/auth.ts';
import {
  orderForCreateRevoke,
  recallCalculate,
  recallCreate,
  RevokeMessage,
  type RevokeOrderItem,
} from '@shop/contract/revoke.ts';
import { refusalsEn } from '../../i18n/refusals-en.ts';
import { switchLanguage } from '../../i18n/language.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { RevokeCreatePage } from './revoke-create-page.tsx';

function item(orderItemId: number, name: string, rest: Partial<RevokeOrderItem> = {}) {
  return {
    orderItemId,
    productId: 100 + orderItemId,
    displayName: name,
    imageUrl: '/static/cover.svg',
    qtyOrigin: 3,
    qtyEffected: 3,
    refundable: true,
    cdi: null,
    sellPrice: 10_000,
    isStb: false,
    revocable: true,
    checked: true,
    ...rest,
  } satisfies RevokeOrderItem;
}

/** A virtual-account order of the signed-in parent, not shipped: a cancel refunded to an account. */
function openRequest() {
  const requests = stubApi([
    route(authStateFetch, {
      uuid: 'u-1',
      authenticated: true,
      memberId: 5,
      creverseAddrUrl: null,
      creverseAccount: { stdId: 70, stdName: '김엄마', stdHandPhone: null, loginType: 'P' },
      creverseAcl: { isInstituteAccount: false, list: [] },
      accessiableCategoryIds: [],
      categoryAccessList: [],
    }),
    route(orderForCreateRevoke, {
      data: {
        orderId: 41,
        memberId: 5,
        orderedDatetime: '2026-11-20T10:00:00+09:00',
        paidDatetime: '2026-11-20T10:05:00+09:00',
        items: [
          item(1, '국어 1'),
          item(2, '수학 2', { qtyEffected: 0, revocable: false, checked: false }),
        ],
        hiddenItemCount: 0,
        canRevoke: true,
        sentShipping: false,
        paymentTypeCd: '가상계좌',
        isOversea: false,
        deliveredDatetime: null,
        returnDeadlines: null,
        changeOfMindFee: 5000,
      },
    }),
    route(recallCalculate, (body) => {
      const qty = (body as { recallItems: { qty: number }[] }).recallItems[0]!.qty;
      return {
        data: {
          refundCount: qty,
          refundProductSum: qty * 10_000,
          refundDelivery: 0,
          refundTotal: qty * 10_000,
          recallFee: 0,
          revokeTypeCd: '취소' as const,
          needsRecall: false,
          needsRefundAccount: true,
          benefitReturned: false,
        },
      };
    }),
    route(recallCreate, {
      data: {
        revokeId: 88,
        revokeTypeCd: '취소',
        revokeProgressCd: '환불대기',
        recallFee: 0,
        refundTotal: 20_000,
      },
    }),
  ]);
  const page = renderPage(<RevokeCreatePage />, {
    path: '/mypage/revoke/create',
    url: '/mypage/revoke/create?orderId=41',
  });
  const sent = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body);
  return { sent, router: page.router };
}

/** The text a field's aria-describedby points at (its error beside it). */
const describedBy = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const currentStep = () =>
  within(screen.getByRole('list', { name: '신청 단계' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

describe('the cancel/return request, step by step', () => {
  it('starts with the revocable items chosen and refuses to go on with none', async () => {
    const user = userEvent.setup();
    const { sent } = openRequest();
    const first = await screen.findByRole<HTMLInputElement>('checkbox', { name: '국어 1 선택' });
    expect(currentStep()).toContain('상품 선택');
    expect(first.checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: '수학 2 선택' })).toMatchObject({
      checked: false,
      disabled: true,
    });

    await user.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    expect(first.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: '환불 금액 확인' }));
    const told = await screen.findByRole('dialog');
    expect(within(told).getByText(RevokeMessage.chooseItem)).toBeTruthy();
    await user.click(within(told).getByRole('button', { name: '확인' }));
    expect(sent(recallCalculate.path)).toEqual([]);
  });

  it('prices the chosen quantity, asks for the refund account, then sends the request', async () => {
    const user = userEvent.setup();
    const { sent, router } = openRequest();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '국어 1 신청 수량' }),
      '2',
    );
    await user.click(screen.getByRole('button', { name: '환불 금액 확인' }));
    await waitFor(() => expect(currentStep()).toContain('환불 금액 확인'));
    expect(sent(recallCalculate.path)).toEqual([
      { orderId: 41, recallItems: [{ orderItemId: 1, qty: 2 }] },
    ]);

    // the contract's refund-account rule, beside the first incomplete field, which takes the focus
    const account = screen.getByRole('group', { name: '환불 받을 계좌' });
    const bank = within(account).getByRole('combobox', { name: '은행' });
    const number = within(account).getByRole('textbox', { name: '계좌번호' });
    const holder = within(account).getByRole('textbox', { name: '예금주' });
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    await waitFor(() => expect(document.activeElement).toBe(bank));
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(bank)).toBe(RevokeMessage.refundAccount);
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(bank, '국민은행');
    await user.type(holder, '김엄마');
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(bank.getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(number)).toBe(RevokeMessage.refundAccount);

    // too short for an account number (the server's words too)
    await user.type(number, '12-34');
    expect(number).toHaveProperty('value', '1234');
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    await waitFor(() => expect(describedBy(number)).toBe(RevokeMessage.refundAccount));
    expect(sent(recallCreate.path)).toEqual([]);

    await user.clear(number);
    await user.type(number, '123-456-7890');
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/cancel-success/88'));
    expect(sent(recallCreate.path)).toMatchObject([
      {
        orderId: 41,
        recallItems: [{ orderItemId: 1, qty: 2 }],
        bankName: '국민은행',
        bankAccount: '1234567890',
        bankAccountName: '김엄마',
      },
    ]);
  });

  it('goes back to step 1 with the choice kept', async () => {
    const user = userEvent.setup();
    openRequest();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '국어 1 신청 수량' }),
      '2',
    );
    await user.click(screen.getByRole('button', { name: '환불 금액 확인' }));
    await user.click(await screen.findByRole('button', { name: '상품 다시 선택' }));
    expect(currentStep()).toContain('상품 선택');
    expect(screen.getByRole('combobox', { name: '국어 1 신청 수량' })).toHaveProperty('value', '2');
    expect(screen.getByRole('checkbox', { name: '국어 1 선택' })).toHaveProperty('checked', true);
  });
});

describe('the refund account in English', () => {
  afterEach(async () => {
    await act(() => switchLanguage('ko'));
  });

  it('names the banks in English, sends the Korean name, and refuses in English', async () => {
    await switchLanguage('en');
    const user = userEvent.setup();
    const { sent } = openRequest();
    await user.click(await screen.findByRole('button', { name: 'Check the refund' }));
    const account = await screen.findByRole('group', { name: 'Refund account' });
    const bank = within(account).getByRole('combobox', { name: 'Bank' });
    expect(within(bank).getByRole('option', { name: 'KB Kookmin Bank' })).toHaveProperty(
      'value',
      '국민은행',
    );
    await user.click(screen.getByRole('button', { name: 'Request cancellation' }));
    await waitFor(() => expect(document.activeElement).toBe(bank));
    expect(describedBy(bank)).toBe(refusalsEn['revoke.refundAccount']);

    await user.selectOptions(bank, 'KB Kookmin Bank');
    await user.type(within(account).getByRole('textbox', { name: 'Account number' }), '1234567890');
    await user.type(within(account).getByRole('textbox', { name: 'Account holder' }), '김엄마');
    await user.click(screen.getByRole('button', { name: 'Request cancellation' }));
    await waitFor(() => expect(sent(recallCreate.path)).toMatchObject([{ bankName: '국민은행' }]));
  });
});
