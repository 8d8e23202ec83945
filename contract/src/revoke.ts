import { z } from 'zod';
import { defineCall } from './call.ts';
import { CartMessage, cdi } from './cart.ts';
import { gatewayForm, paymentTypeCd } from './checkout.ts';
import { rowId, won } from './common.ts';

/**
 * Cancel and return requests (spec 3 §2, §3, §4, §5, §7, §9; issue 7). The server computes every
 * amount; the state machine is in docs/state-machines.md, the refund rules with worked examples
 * in docs/decisions/0059-refund-rules.md.
 */

const text = (max: number) => z.string().trim().max(max);

/** Messages of the request, list and detail (spec 3 §5, §8), verbatim where the spec has them. */
export const RevokeMessage = {
  chooseItem: '하나 이상의 주문내역을 선택해 주세요.',
  refundAccount: '환불 받을 계좌정보를 입력해주세요',
  stbUsed: '수업에 사용한 STB는 환불 할 수 없습니다.',
  stbUnknown: '전자책 환불 가능 상태를 확인할수 없습니다.',
  endBeforeStart: '종료일이 시작일보다 이전일 수 없습니다',
  /** Ours: a refund goes back to the payer, so only the payer asks for it (decision 0324). */
  payerOnly: '주문하신 분만 취소/반품을 신청할 수 있습니다.',
  /** The spec does not show the text of the recall-address requirement; ours. */
  recallAddress: '상품을 회수할 주소(배송지)를 선택해 주세요.',
  choosePayment: '반품비 결제 방법을 선택하세요',
  qtyOver: '취소/반품 가능 수량을 초과했습니다.',
  notRevocable: '이미 취소/반품 신청이 되었거나 현재 취소/반품할 수 없는 주문입니다.',
  tooLate: '결제 후 90일이 지난 주문은 취소/반품할 수 없습니다.',
  /** Ours (decision 0500): a return names its reason, the fee and the period follow it. */
  reasonRequired: '반품 사유를 선택해 주세요.',
  /** Ours (decision 0500; 전자상거래법 §17 ①). */
  changeOfMindOver: '단순변심 반품은 상품을 받은 날부터 7일 이내에만 신청할 수 있습니다.',
  /** Ours (decision 0500; 전자상거래법 §17 ③). */
  shopFaultOver:
    '상품 불량·오배송·상품정보와 다른 상품의 반품은 상품을 받은 날부터 3개월 이내에 신청할 수 있습니다.',
  notFound: '취소/반품 내역을 찾을 수 없습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  itemNotInOrder: '주문에 없는 상품입니다.',
  overseaRecall: '해외 배송 주문의 반품은 1:1 문의로 신청해 주세요.',
  noFeeDue: '결제할 반품비가 없습니다.',
  feeNotPayable: '반품비를 결제할 수 없는 신청입니다.',
  /** Ours: a second refund click while the first's gateway call is out (decision 0327). */
  refundInProgress: '이미 환불을 진행하고 있습니다. 잠시 후 결과를 확인해 주세요.',
  /** Ours: the address book did not answer while a return's pickup address was looked up. */
  addressBookUnavailable: '배송지 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  hiddenItems: (n: number) => `상품 ${n}개의 취소/반품 내역은 조회 권한이 없어 표시되지 않습니다`,
} as const;

/**
 * A refund's own refusals (409) and the failures a refund attempt keeps and shows staff (ours;
 * a gateway's refusal is shown in the gateway's words).
 */
export const RefundMessage = {
  otherInFlight: '같은 주문의 다른 환불이 진행 중입니다. 잠시 후 다시 시도해 주세요.',
  noCardPayment: '카드 결제 정보를 찾을 수 없습니다.',
  overRemaining: '환불 금액이 남은 결제 금액을 넘습니다.',
  notRefundable: '환불을 진행할 수 있는 상태가 아닙니다.',
  gatewayFailed: '결제대행사 환불 요청에 실패했습니다.',
  notApplied: '결제대행사에 환불이 반영되지 않았습니다.',
  unclear: '환불 결과를 확인하지 못했습니다.',
} as const;

export const RevokeErrorCode = {
  notRevocable: 'REVOKE-NOT-ALLOWED',
  stb: 'STB-NOT-REFUNDABLE',
  stbUnknown: 'STB-STATE-UNKNOWN',
  refundFailed: 'REFUND-FAILED',
  refundInProgress: 'REFUND-IN-PROGRESS',
} as const;

/** Business constants of returns (spec 3 §9; issue 7 §2). Amounts in won. */
export const RevokeLimits = {
  /** Until delivery is recorded: days after payment a request may be made. */
  daysAllowed: 90,
  /** 전자상거래법 §17 ①: change of mind, days from delivery (the day of delivery not counted). */
  changeOfMindDays: 7,
  /** 전자상거래법 §17 ③: goods not as described or contracted, months from delivery. */
  shopFaultMonths: 3,
  listPageSize: 10,
  visiblePages: 9,
  defaultMonths: 3,
  /** An unpaid card return fee is given up after this long (the window was abandoned). */
  cardFeeWindowMinutes: 60,
} as const;

/** revokeTypeCd: a cancel before anything was shipped, or a return (recall) after shipping. */
export const RevokeType = { cancel: '취소', recall: '반품' } as const;
export const revokeTypeCd = z.enum(['취소', '반품']);
export type RevokeTypeCd = z.infer<typeof revokeTypeCd>;

/**
 * revokeProgressCd (spec 3 §4 names the first three; the rest are ours). The web maps display
 * text: 환불대기 → 'product being recalled', 환불자동 and 환불지시 → 'refund scheduled', others
 * as they are.
 */
export const RevokeProgress = {
  /** A return fee is due and not paid yet (card window open, or virtual account not deposited). */
  feeWaiting: '반품비결제대기',
  /** A return: waiting for the courier to collect and staff to inspect the goods. */
  recalling: '환불대기',
  /** A card payment refunded at once by the gateway; the card company posts it in 3–5 days. */
  auto: '환불자동',
  /** A refund to carry out: a bank transfer by finance, an inspected return, or a failed gateway call to retry. */
  instructed: '환불지시',
  /** The money went back (bank transfer recorded, or card refund done after inspection). */
  done: '환불완료',
  /** Refused by staff with a reason (rejectReason); quantities are restored. */
  rejected: '반려',
  /** The return fee was never paid (window abandoned or account expired); quantities restored. */
  withdrawn: '철회',
} as const;
export const revokeProgressCd = z.enum([
  '반품비결제대기',
  '환불대기',
  '환불자동',
  '환불지시',
  '환불완료',
  '반려',
  '철회',
]);
export type RevokeProgressCd = z.infer<typeof revokeProgressCd>;

/** How the money goes back: to the card (gateway refund) or by bank transfer to refundAccount. */
export const refundTypeCd = z.enum(['Card', 'Bank', 'None']);
export type RefundTypeCd = z.infer<typeof refundTypeCd>;

/**
 * Why a return is made: required for a return (decision 0500). '단순변심' (change of mind) pays
 * the round-trip fee and has 7 days from delivery; the shop's faults — '상품불량' (defective or
 * damaged), '오배송' (wrong item), '상품정보상이' (not as described or contracted) — pay nothing
 * and have 3 months from delivery (전자상거래법 §17 ①, ③; §18 ⑨). Staff check the reason at
 * inspection.
 */
export const recallReasonCd = z.enum(['단순변심', '상품불량', '오배송', '상품정보상이']);
export type RecallReasonCd = z.infer<typeof recallReasonCd>;

/**
 * A request is a return (반품: goods picked up, a reason required) when something was shipped and
 * not every chosen item is a smart book; otherwise a cancel.
 */
export const isReturn = (shipped: boolean, chosen: readonly { isStb: boolean }[]): boolean =>
  shipped && chosen.some((c) => !c.isStb);

// ---------------------------------------------------------------------------------------------
// Order for revoke (spec 3 §3)

export const revokeOrderItem = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  displayName: z.string(),
  imageUrl: z.string(),
  qtyOrigin: z.number().int(),
  qtyEffected: z.number().int(),
  /** The item may be refunded at all (a used smart book is not; checked again on request). */
  refundable: z.boolean(),
  cdi: cdi.nullable(),
  sellPrice: won,
  isStb: z.boolean(),
  /** qtyEffected > 0 and refundable (spec 3 §4 revocable items). */
  revocable: z.boolean(),
  /** Starts checked: revocable and (parent-type, order owner, or own student's item). */
  checked: z.boolean(),
});
export type RevokeOrderItem = z.infer<typeof revokeOrderItem>;

export const orderForRevoke = z.object({
  orderId: z.number().int(),
  memberId: z.number().int(),
  orderedDatetime: z.string(),
  paidDatetime: z.string().nullable(),
  items: z.array(revokeOrderItem),
  /** Items of other students not shown to this member. */
  hiddenItemCount: z.number().int(),
  canRevoke: z.boolean(),
  /** Anything of the order was shipped: a return (recall) rather than a cancel. */
  sentShipping: z.boolean(),
  paymentTypeCd: paymentTypeCd.nullable(),
  isOversea: z.boolean(),
  /** When the goods were received; null until delivery is recorded. */
  deliveredDatetime: z.string().nullable(),
  /**
   * The last Seoul day (YYYY-MM-DD) a return may be asked for, per kind of reason; null until
   * delivery is recorded or when staff opened the order outside the period (decision 0500).
   */
  returnDeadlines: z.object({ changeOfMind: z.string(), shopFault: z.string() }).nullable(),
  /** The return fee of a change of mind today (staff set it, decision 0438). */
  changeOfMindFee: z.number().int(),
});
export type OrderForRevoke = z.infer<typeof orderForRevoke>;

export const orderForCreateRevoke = defineCall({
  operationId: 'orderForCreateRevoke',
  tag: 'revoke',
  method: 'POST',
  path: '/api/member-svc/order-for-create-revoke',
  summary: 'An order visible to the member with its revocable items (cancel/return request)',
  body: z.object({ orderId: rowId }),
  response: z.object({ data: orderForRevoke }),
});

// ---------------------------------------------------------------------------------------------
// Recall inputs and calculation

export const recallItem = z.object({
  orderItemId: rowId,
  qty: z.number().int().min(1, CartMessage.qtyUnderMin).max(20),
});

/** Recall inputs (spec 3 §3) with the chosen items. */
export const recallInputs = z.object({
  orderId: rowId,
  recallItems: z.array(recallItem).max(100),
  /** Where the recall is collected: a saved address of the address book (domestic only). */
  deliveryType: z.enum(['domestic']).default('domestic'),
  deliveryId: rowId.nullable().optional(),
  deliveryNote: text(200).nullable().optional(),
  bankName: text(40).nullable().optional(),
  bankAccount: text(40).nullable().optional(),
  bankAccountName: text(40).nullable().optional(),
  recallReasonCd: recallReasonCd.optional(),
});
export type RecallInputs = z.infer<typeof recallInputs>;

/** Recall calculation (spec 3 §3): every number is what is refunded (or charged, recallFee). */
export const recallCalculation = z.object({
  refundCount: z.number().int(),
  refundProductSum: won,
  refundDelivery: won,
  refundTotal: won,
  recallFee: won,
  revokeTypeCd,
  /** A recall address is needed (shipped, and not every chosen item is a smart book). */
  needsRecall: z.boolean(),
  /** The refund account inputs are needed (virtual-account orders). */
  needsRefundAccount: z.boolean(),
  /** The free-delivery benefit of the order is given back (whole order cancelled unshipped). */
  benefitReturned: z.boolean(),
});
export type RecallCalculation = z.infer<typeof recallCalculation>;

export const recallCalculate = defineCall({
  operationId: 'recallCalculate',
  tag: 'revoke',
  method: 'POST',
  path: '/api/member-svc/recall-calculate',
  summary: 'The refund of the chosen items and quantities as the server computes it',
  body: recallInputs,
  response: z.object({ data: recallCalculation }),
});

export const recallCreate = defineCall({
  operationId: 'recallCreate',
  tag: 'revoke',
  method: 'POST',
  path: '/api/member-svc/recall-create',
  summary:
    'Creates the cancel/return request (one per Idempotency-Key); refunds a card cancel at once',
  body: recallInputs.extend({
    /** How a due return fee is paid (신용카드 or 가상계좌); required when recallFee > 0. */
    paymentTypeCd: z.enum(['신용카드', '가상계좌']).nullable().optional(),
  }),
  response: z.object({
    data: z.object({
      revokeId: z.number().int(),
      revokeTypeCd,
      revokeProgressCd,
      /** A return fee to pay next through get-parameter-of-revoke. */
      recallFee: won,
      refundTotal: won,
    }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Return-fee payment (gateway window)

export const getParameterOfRevoke = defineCall({
  operationId: 'getParameterOfRevoke',
  tag: 'revoke',
  method: 'POST',
  path: '/api/inicis/get-parameter-of-revoke',
  summary: "Signed form of the gateway's window for the return fee of a request",
  body: z.object({
    paymentTypeCd: z.enum(['신용카드', '가상계좌']),
    revokeId: rowId,
    frontDomain: z.string().max(200).optional(),
    fromUrl: z.string().max(500).optional(),
    mobile: z.boolean().default(false),
  }),
  response: z.object({ data: gatewayForm }),
});

/** Where the gateway posts the return fee's results (browser navigations / server notifications). */
export const RecallFeeGatewayPosts = {
  pcReturn: '/api/inicis/pay-recall-fee-ok',
  mobileNext: '/api/inicis-mobile/pay-recall-fee-next',
  mobileNoti: '/api/inicis/mobile-noti-service-recall',
  pcNoti: '/api/inicis/pc-noti-service-recall',
} as const;
