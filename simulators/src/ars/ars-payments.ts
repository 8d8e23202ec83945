import { formSignature } from '../form-signature.ts';
import type { NotificationSender } from '../notification-sender.ts';
import { compact, type ArsLedger, type ArsRequest } from './ars-ledger.ts';

/**
 * A card approved on the phone, and what follows: the service notifies the shop (signed form,
 * retried until it answers `OK`); when the shop never confirms, the service cancels the approval
 * and notifies that too, so no money is taken for a payment the shop did not record.
 */

export interface ArsShop {
  shopId: string;
  secret: string;
}

export const CARD_NAMES: Record<string, string> = {
  '4': 'BC카드',
  '5': '신한카드',
  '9': 'KB국민카드',
  '3': '삼성카드',
};

export function notificationFields(
  shop: ArsShop,
  request: ArsRequest,
  status: 'APPROVED' | 'CANCELLED',
  notiAt: Date,
): Record<string, string> {
  const a = request.approval!;
  const fields = {
    shop_id: shop.shopId,
    request_id: request.requestId,
    order_no: request.orderNo,
    amount: String(request.amount),
    status,
    tid: a.tid,
    approval_no: a.approvalNo,
    approved_at: compact(a.approvedAt),
    card_name: a.cardName,
    card_no: a.cardNo,
    installment: a.installment,
    cancel_reason: status === 'CANCELLED' ? (request.cancelReason ?? '') : '',
    noti_at: compact(notiAt),
  };
  return { ...fields, sign: formSignature(fields, shop.secret) };
}

/** Approves the card for the request and notifies the shop; resolves after the first attempt. */
export async function approveOnPhone(
  ledger: ArsLedger,
  sender: NotificationSender,
  shop: ArsShop,
  request: ArsRequest,
  cardNumber: string,
  installment: string,
): Promise<{ delivered: boolean }> {
  const digits = cardNumber.replace(/\D/g, '');
  ledger.approve(request, {
    cardName: CARD_NAMES[digits[0] ?? ''] ?? '신용카드',
    cardNo: `${digits.slice(0, 4)}********${digits.slice(-4)}`,
    installment,
  });
  const record = await sender.send(
    'ars-approved',
    request.notiUrl,
    notificationFields(shop, request, 'APPROVED', ledger.now()),
    (settled) => {
      if (settled.delivered || request.status !== 'approved') return;
      request.status = 'cancelled';
      request.cancelReason = 'not-confirmed';
      request.cancelledAmount = request.amount;
      void sender.send(
        'ars-cancelled',
        request.notiUrl,
        notificationFields(shop, request, 'CANCELLED', ledger.now()),
      );
    },
  );
  return { delivered: record.delivered };
}

/** Card numbers the phone accepts: 15 or 16 digits passing the Luhn check. */
export function validCardNumber(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{15,16}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
