import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import type { PaymentTypeCd } from './checkout.ts';

/**
 * 구매안전서비스 (escrow) for cash payments: 전자상거래법 §13 ② 10 and §24 (결제대금예치) —
 * a buyer who pays by virtual account may choose it; card payments and orders of smart books
 * only (nothing delivered) are outside it (decision 0465). The money stays with the gateway
 * until the buyer confirms receipt (구매확정) on the gateway's page, or the gateway's period
 * after the delivery registration runs out (decision 0466). Until then the order refunds whole,
 * never in part (the gateway's limit, decision 0467).
 */

export const EscrowMessage = {
  notOffered:
    '구매안전서비스(에스크로)는 배송 상품이 있는 가상계좌(무통장입금) 결제에서만 이용할 수 있습니다',
  notDecidable: '배송이 시작된 구매안전서비스 주문만 구매확정 또는 구매거절할 수 있습니다.',
  wholeOnly:
    '구매안전서비스(에스크로) 주문은 구매확정 전에는 일부만 취소·반품할 수 없습니다. 주문 전체를 신청해 주세요.',
} as const;

export const EscrowErrorCode = { wholeOnly: 'ESCROW-WHOLE-ONLY' } as const;

/** The pay page offers escrow, and the server takes it, only for this: a virtual account that ships. */
export function escrowOffered(choice: {
  paymentTypeCd: PaymentTypeCd | null;
  shipsGoods: boolean;
}): boolean {
  return choice.paymentTypeCd === '가상계좌' && choice.shipsGoods;
}

export const ESCROW_STATES = [
  /** Paid, not shipped yet. */
  'waiting',
  /** Shipped; the delivery is being registered with the gateway. */
  'registering',
  /** The gateway holds the delivery; the buyer may confirm or reject. */
  'registered',
  'confirmed',
  'rejected',
] as const;
export type EscrowState = (typeof ESCROW_STATES)[number];

/** An escrow order's state on its detail (decision 0466). */
export const escrowView = z.object({
  state: z.enum(ESCROW_STATES),
  decidedBy: z.enum(['buyer', 'auto']).nullable(),
  /** When the buyer decided (or the period ran out), ISO. */
  decidedAt: z.string().nullable(),
  /** The day a silent buyer's confirmation counts as given (YYYY-MM-DD, Seoul); while registered. */
  autoConfirmOn: z.string().nullable(),
});
export type EscrowView = z.infer<typeof escrowView>;

export const orderEscrowDecision = defineCall({
  operationId: 'orderEscrowDecision',
  tag: 'orders',
  method: 'POST',
  path: '/api/member-svc/order-escrow-decision',
  summary:
    "The gateway's signed page where the buyer confirms (구매확정) or rejects a shipped escrow order",
  body: z.object({ orderId: rowId }),
  response: z.object({ data: z.object({ url: z.string() }) }),
});
