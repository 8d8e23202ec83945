import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMe } from '@shop/contract/admin-auth.ts';
import { ROLE_PERMISSIONS } from '@shop/contract/admin-permissions.ts';
import { AdminOrderMessage } from '@shop/contract/admin-orders.ts';
import {
  adminRevokeDetail,
  RevokeStaffMessage,
  revokePickup,
  revokeReject,
} from '@shop/contract/admin-revokes.ts';
import type { RevokeView } from '@shop/contract/revoke-views.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { RevokeDrawer } from './revoke-drawer.tsx';

/** A return waiting for its pickup (환불대기), seen by the warehouse. */
const recalling: RevokeView = {
  revokeId: 7,
  orderId: 41,
  memberId: 5,
  revokeProgressCd: '환불대기',
  revokeReceiptDatetime: '2026-11-20T10:00:00+09:00',
  revokeTypeCd: '반품',
  pgPayMethod: 'Card',
  vbVirtualBankAccount: null,
  feeDueDatetime: null,
  refundTotal: 10_000,
  refundForProducts: 10_000,
  refundForDelivery: 0,
  refundAdjustment: 0,
  recallFee: 0,
  recallFeePaid: false,
  refundTypeCd: 'Card',
  bankName: null,
  bankAccount: null,
  bankAccountName: null,
  deliveryInfo: null,
  deliveryNote: null,
  recallLogisticCd: null,
  recallInvoiceNumber: null,
  recallReasonCd: '상품불량',
  rejectReason: null,
  refundFailed: false,
  refundedDatetime: null,
  items: [],
  hiddenItemCount: 0,
  productSummary: '국어 1',
  imageUrl: '/static/cover.svg',
};

const stepDone = {
  data: { revokeId: 7, revokeProgressCd: '환불대기', refundFailed: false, message: null },
};

function openDrawer() {
  const requests = stubApi([
    route(staffMe, {
      data: {
        staff: {
          staffId: 3,
          loginId: 'wh.demo',
          name: '창고',
          role: 'warehouse',
          mustChangePassword: false,
        },
        permissions: [...ROLE_PERMISSIONS.warehouse],
        csrfToken: 'csrf',
        expiresAt: '2026-11-27T20:00:00+09:00',
      },
    }),
    route(adminRevokeDetail, { data: { revoke: recalling, refundAccount: null, refunds: [] } }),
    route(revokePickup, stepDone),
    route(revokeReject, stepDone),
  ]);
  renderPage(<RevokeDrawer revokeId={7} onClose={() => undefined} />, {
    path: '/admin/returns',
    url: '/admin/returns',
  });
  const sent = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body);
  return { sent };
}

/** The text a field's aria-describedby points at (its error beside it). */
const describedBy = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("the return drawer's staff steps, on the contract's rules", () => {
  it('refuses a pickup invoice not in the courier format beside the field, then books it', async () => {
    const user = userEvent.setup();
    const { sent } = openDrawer();
    const form = await screen.findByRole('form', { name: '회수 송장 등록' });
    const invoice = within(form).getByRole('textbox', { name: '회수 송장번호' });
    const submit = within(form).getByRole('button', { name: '회수 송장 등록' });

    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(invoice));
    expect(invoice.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(invoice)).toBe(AdminOrderMessage.invoiceRequired);

    // 12 digits are a CJ invoice, not a post office one (13)
    await user.selectOptions(within(form).getByRole('combobox', { name: '택배사' }), 'POST');
    await user.type(invoice, '6500-0000-0001');
    await user.click(submit);
    await waitFor(() =>
      expect(describedBy(invoice)).toBe(AdminOrderMessage.invoiceFormat('우체국택배')),
    );
    expect(sent(revokePickup.path)).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: '택배사' }), 'CJ');
    await user.click(submit);
    await waitFor(() =>
      expect(sent(revokePickup.path)).toEqual([
        { revokeId: 7, recallLogisticCd: 'CJ', recallInvoiceNumber: '6500-0000-0001' },
      ]),
    );
    expect(invoice.getAttribute('aria-invalid')).toBe('false');
  });

  it('asks for the reason of a rejection beside the field before the confirm', async () => {
    const user = userEvent.setup();
    const { sent } = openDrawer();
    const form = await screen.findByRole('form', { name: '반려' });
    const reason = within(form).getByRole('textbox', { name: '반려 사유' });
    await user.type(reason, '   ');
    await user.click(within(form).getByRole('button', { name: '반려' }));
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(describedBy(reason)).toBe(RevokeStaffMessage.rejectReasonRequired);
    // no confirm yet: the drawer is the only dialog
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.type(reason, '회수 상품에 사용 흔적이 있습니다.');
    await user.click(within(form).getByRole('button', { name: '반려' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const confirm = screen.getAllByRole('dialog').at(-1)!;
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(sent(revokeReject.path)).toEqual([
        { revokeId: 7, rejectReason: '회수 상품에 사용 흔적이 있습니다.' },
      ]),
    );
  });
});
