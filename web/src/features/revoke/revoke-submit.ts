import {
  getParameterOfRevoke,
  recallCreate,
  RevokeType,
  type RecallReasonCd,
} from '@shop/contract/revoke.ts';
import { callApi } from '../../lib/api-client.ts';
import { isMobile, openGatewayWindow } from '../../lib/gateway-window.ts';
import type { RefundAccountForm } from '@shop/contract/revoke-forms.ts';

export type FeeMethod = '신용카드' | '가상계좌';

export interface RevokeRequest {
  orderId: number;
  recallItems: { orderItemId: number; qty: number }[];
  /** A return's reason (decision 0500); none for a cancel. */
  recallReasonCd: RecallReasonCd | undefined;
  /** Null when nothing is picked up (not shipped, or only smart books). */
  deliveryId: number | null;
  deliveryNote: string;
  /** Only for virtual-account orders. */
  bank: RefundAccountForm | null;
  recallFee: number;
  feeMethod: FeeMethod | null;
  /** One key per calculation: a double click or a retry makes one request. */
  idempotencyKey: string;
}

/**
 * Sends the request (spec 3 §4 cancel flow). Without a return fee it is done: the path of the
 * success page. With one, the gateway's window opens for the fee and its return page moves this
 * page on; null then.
 */
export async function submitRevoke(r: RevokeRequest): Promise<string | null> {
  const { data } = await callApi(recallCreate, {
    idempotencyKey: r.idempotencyKey,
    body: {
      orderId: r.orderId,
      recallItems: r.recallItems,
      recallReasonCd: r.recallReasonCd,
      deliveryType: 'domestic',
      deliveryId: r.deliveryId,
      deliveryNote: r.deliveryNote.trim() || null,
      bankName: r.bank?.bankName ?? null,
      bankAccount: r.bank?.bankAccount ?? null,
      bankAccountName: r.bank?.bankAccountName?.trim() ?? null,
      paymentTypeCd: r.recallFee > 0 ? r.feeMethod : null,
    },
  });
  if (r.recallFee > 0 && r.feeMethod) {
    const mobile = isMobile();
    const { data: form } = await callApi(getParameterOfRevoke, {
      body: {
        paymentTypeCd: r.feeMethod,
        revokeId: data.revokeId,
        frontDomain: location.origin,
        fromUrl: location.pathname + location.search,
        mobile,
      },
    });
    await openGatewayWindow(form, mobile);
    return null;
  }
  return data.revokeTypeCd === RevokeType.cancel
    ? `/mypage/cancel-success/${data.revokeId}`
    : `/mypage/recall-success/universal/${data.revokeId}`;
}
