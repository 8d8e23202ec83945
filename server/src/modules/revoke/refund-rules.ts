import {
  isReturn,
  RevokeErrorCode,
  RevokeMessage,
  type RecallCalculation,
  type RecallReasonCd,
} from '@shop/contract/revoke.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { requestPeriodOpen, returnPeriodRefusal } from './withdrawal-period.ts';

/**
 * The refund of a cancel/return request (issue 7 §2), computed from the order as it is now.
 * Pure: the service runs it for the preview and again, on locked rows, when it writes.
 * Worked examples in won are in docs/decisions/0059-refund-rules.md.
 */

export interface RuleItem {
  orderItemId: number;
  qtyEffected: number;
  /** What one piece was paid (sell price minus the class discount). */
  sellPrice: number;
  isStb: boolean;
  /** Shown to (and so revocable by) the requesting member. */
  shown: boolean;
}

export interface RuleOrder {
  status: string;
  paidAt: Date | null;
  paymentTypeCd: string | null;
  /** Delivery paid with the order (domestic fee or overseas fee). */
  deliveryPriceTotal: number;
  paidTotal: number;
  /** Refunds already promised by earlier requests (not rejected or withdrawn). */
  promisedRefunds: number;
  shipped: boolean;
  /** When the goods were received (staff's 배송완료, courier import); null until recorded. */
  deliveredAt: Date | null;
  /** Staff opened the order for returns outside the withdrawal period (decision 0500). */
  withdrawalException: boolean;
  isOversea: boolean;
  /** The order used a free-delivery benefit. */
  usedBenefit: boolean;
  /** The return fee of a change of mind today (data: delivery_fee_rates 'returnChangeOfMind'). */
  changeOfMindFee: number;
  items: RuleItem[];
}

export interface ChosenItem {
  orderItemId: number;
  qty: number;
}

export interface ChosenLine extends ChosenItem {
  sellPrice: number;
  isStb: boolean;
  refundAmount: number;
}

export interface RefundPlan extends RecallCalculation {
  lines: ChosenLine[];
  /** After this request no piece of the order is left. */
  wholeOrder: boolean;
}

export const notRevocable = (message: string = RevokeMessage.notRevocable) =>
  new AppError(409, RevokeErrorCode.notRevocable, message);

const periodOpen = (order: RuleOrder, paidAt: Date, now: Date) =>
  requestPeriodOpen(paidAt, order.deliveredAt, now, order.withdrawalException);

/** The order may be revoked at all: paid, within its period, something left for this member. */
export function revocableOrder(order: RuleOrder, now: Date): boolean {
  return (
    order.status === 'paid' &&
    order.paidAt !== null &&
    periodOpen(order, order.paidAt, now) &&
    order.items.some((i) => i.shown && i.qtyEffected > 0)
  );
}

/**
 * The return fee follows the reason: the round trip for change of mind (the fee staff set,
 * decision 0438), nothing for the shop's faults (전자상거래법 §18 ⑨, decision 0500).
 */
export function returnFee(
  recall: boolean,
  reason: RecallReasonCd | undefined,
  changeOfMindFee: number,
): number {
  return recall && reason === '단순변심' ? changeOfMindFee : 0;
}

export function planRefund(
  order: RuleOrder,
  chosen: readonly ChosenItem[],
  now: Date,
  reason?: RecallReasonCd,
): RefundPlan {
  if (chosen.length === 0) throw badRequest(RevokeMessage.chooseItem, 'recallItems');
  const seen = new Set<number>();
  const byId = new Map(order.items.map((i) => [i.orderItemId, i]));
  const lines: ChosenLine[] = chosen.map((c, n) => {
    const item = byId.get(c.orderItemId);
    if (!item || !item.shown || seen.has(c.orderItemId)) {
      throw badRequest(RevokeMessage.itemNotInOrder, `recallItems.${n}.orderItemId`);
    }
    seen.add(c.orderItemId);
    if (c.qty > item.qtyEffected) throw badRequest(RevokeMessage.qtyOver, `recallItems.${n}.qty`);
    return {
      ...c,
      sellPrice: item.sellPrice,
      isStb: item.isStb,
      refundAmount: c.qty * item.sellPrice,
    };
  });
  if (order.status !== 'paid' || !order.paidAt) throw notRevocable();
  if (!periodOpen(order, order.paidAt, now)) {
    throw notRevocable(order.deliveredAt ? RevokeMessage.shopFaultOver : RevokeMessage.tooLate);
  }

  const left = (i: RuleItem) =>
    i.qtyEffected - (chosen.find((c) => c.orderItemId === i.orderItemId)?.qty ?? 0);
  const wholeOrder = order.items.every((i) => left(i) === 0);
  const recall = isReturn(order.shipped, lines);
  if (recall && order.isOversea) throw notRevocable(RevokeMessage.overseaRecall);
  if (recall) {
    if (!reason) throw badRequest(RevokeMessage.reasonRequired, 'recallReasonCd');
    const late = returnPeriodRefusal(reason, order.deliveredAt, now, order.withdrawalException);
    if (late) throw notRevocable(late);
  }

  // never more than the order still holds (earlier requests included)
  const held = Math.max(0, order.paidTotal - order.promisedRefunds);
  const productSum = lines.reduce((s, l) => s + l.refundAmount, 0);
  const refundProductSum = Math.min(productSum, held);
  const delivery = !order.shipped && wholeOrder ? order.deliveryPriceTotal : 0;
  const refundDelivery = Math.min(delivery, held - refundProductSum);
  const refundTotal = refundProductSum + refundDelivery;
  return {
    lines,
    wholeOrder,
    refundCount: lines.reduce((s, l) => s + l.qty, 0),
    refundProductSum,
    refundDelivery,
    refundTotal,
    recallFee: returnFee(recall, reason, order.changeOfMindFee),
    revokeTypeCd: recall ? '반품' : '취소',
    needsRecall: recall,
    needsRefundAccount: order.paymentTypeCd === '가상계좌' && refundTotal > 0,
    benefitReturned: !order.shipped && wholeOrder && order.usedBenefit,
  };
}
