import { z } from 'zod';
import { escrowView } from './escrow.ts';
import { defineCall } from './call.ts';
import { cdi } from './cart.ts';
import { paymentTypeCd } from './checkout.ts';
import { cacheBuster, pageQuery, rowId, won } from './common.ts';
import { linePrice, priceSubtotals } from './line-prices.ts';

export const OrderMessage = {
  endBeforeStart: '종료일이 시작일보다 이전일 수 없습니다',
  dateFormat: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  noSuchDate: '없는 날짜입니다.',
  hiddenItems: (n: number) => `상품 ${n}개의 주문 내역은 조회 권한이 없어 표시되지 않습니다`,
  notFound: '주문을 찾을 수 없습니다.',
  cannotDrop: '취소할 수 없는 주문입니다.',
} as const;

/** A calendar day as YYYY-MM-DD: '2024-99-99' or '2024-02-30' is refused, not read as a date. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, OrderMessage.dateFormat)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, OrderMessage.noSuchDate);

export const OrderLimits = { listPageSize: 10, visiblePages: 9, defaultMonths: 3 } as const;

/** Order progress texts (orderProgressCd, spec 2 §4.1); the rules read the order's status. */
export const OrderProgress = {
  waiting: '결제대기',
  waitingDeposit: '입금대기',
  paid: '결제완료',
  preparing: '배송준비중',
  shipping: '배송중',
  delivered: '배송완료',
  depositCancelled: '입금취소',
  cancelled: '주문취소',
  refunded: '환불완료',
} as const;

export const orderListRow = z.object({
  orderId: z.number().int(),
  orderedDatetime: z.string(),
  imageUrl: z.string(),
  productSummary: z.string(),
  priceTotal: won,
  orderProgressCd: z.string(),
  relatedRevokeCount: z.number().int(),
  canRevoke: z.boolean(),
  canDrop: z.boolean(),
  /** An unpaid card (or not yet issued virtual-account) order its buyer may pay again. */
  canPayAgain: z.boolean(),
  paymentTypeCd: paymentTypeCd.nullable(),
  logisticUrl: z.string().nullable(),
});
export type OrderListRow = z.infer<typeof orderListRow>;

export const orderList = defineCall({
  operationId: 'orderList',
  tag: 'orders',
  method: 'POST',
  path: '/api/member-svc/order-list',
  summary: 'Orders visible to the member in a date range (default: the last 3 months)',
  body: z.object({
    page: pageQuery.default(1),
    startDate: calendarDay.optional(),
    endDate: calendarDay.optional(),
    dt: cacheBuster,
  }),
  response: z.object({
    list: z.array(orderListRow),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    paidCount: z.number().int(),
    waitCount: z.number().int(),
    dropCount: z.number().int(),
  }),
});

export const orderItemView = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  displayName: z.string(),
  imageUrl: z.string(),
  isStb: z.boolean(),
  qty: z.number().int(),
  qtyEffected: z.number().int(),
  /** What one unit was charged (the sale price less the class discount). */
  sellPrice: won,
  /** The row's price parts as ordered (qty is the ordered quantity). */
  price: linePrice,
  orderItemProgressCd: z.string(),
  cdi: cdi.extend({ stdName: z.string().nullable() }).nullable(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

export const deliveryInfo = z.object({
  hasDeliveryInfo: z.boolean(),
  isOversea: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  mobile2: z.string().nullable(),
  tel: z.string().nullable(),
  zipcode: z.string().nullable(),
  addr1: z.string().nullable(),
  addr2: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  internationalPhone: z.string().nullable(),
  /** Overseas: nation, state and city in one line. */
  internationalAddr0: z.string().nullable(),
});

export const orderView = z.object({
  orderId: z.number().int(),
  orderedDatetime: z.string(),
  memberId: z.number().int(),
  orderProgressCd: z.string(),
  priceTotal: won,
  productPriceTotal: won,
  deliveryPriceTotal: won,
  paidTotal: won,
  paidDatetime: z.string().nullable(),
  paymentTypeCd: paymentTypeCd.nullable(),
  pgTransactionId: z.string().nullable(),
  isPaid: z.boolean(),
  receiptUrl: z.string().nullable(),
  cardCorp: z.string().nullable(),
  cardApprovalNum: z.string().nullable(),
  vbVirtualBankAccount: z.string().nullable(),
  /** The issued virtual account in parts (bank, number to copy, holder); null without one. */
  virtualAccount: z
    .object({ bankName: z.string(), accountNumber: z.string(), holder: z.string() })
    .nullable(),
  /** Last moment of the deposit (virtual account) or of the ARS code. */
  payDueDatetime: z.string().nullable(),
  stdHandPhone: z.string().nullable(),
  logisticCd: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  logisticUrl: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  deliveryInfo,
  items: z.array(orderItemView),
  /** Items of other students not shown to this member (spec 2 §6). */
  hiddenItemCount: z.number().int(),
  /** The products' subtotals as charged, over every item of the order (productPriceTotal's parts). */
  ...priceSubtotals.shape,
  canDrop: z.boolean(),
  canPayAgain: z.boolean(),
  canRevoke: z.boolean(),
});
export type OrderView = z.infer<typeof orderView>;

/**
 * The order's cash receipt in force (decision 0464): its use (자진발급 when issued to the
 * self-issue number), state, amount with its tax-free part, and the gateway's approval number.
 */
export const cashReceiptView = z.object({
  kind: z.enum(['income', 'expense', 'self']),
  kindLabel: z.string(),
  status: z.enum(['pending', 'issued', 'refused', 'cancelled']),
  amount: won,
  taxFree: won,
  approvalNumber: z.string().nullable(),
});
export type CashReceiptView = z.infer<typeof cashReceiptView>;

export const orderDetailView = orderView.extend({
  cashReceipt: cashReceiptView.nullable(),
  /** 구매안전서비스 (decision 0466); null for an order without it. */
  escrow: escrowView.nullable(),
});
export type OrderDetailView = z.infer<typeof orderDetailView>;

export const orderDetail = defineCall({
  operationId: 'orderDetail',
  tag: 'orders',
  method: 'POST',
  path: '/api/member-svc/order-detail',
  summary: 'One order visible to the member, with the items it may see and its cash receipt',
  body: z.object({ orderId: rowId }),
  response: z.object({ data: orderDetailView }),
});

export const orderDropBanking = defineCall({
  operationId: 'orderDropBanking',
  tag: 'orders',
  method: 'POST',
  path: '/api/member-svc/order-drop-banking',
  summary: 'Cancels an unpaid virtual-account order (closes the account, frees the benefit)',
  body: z.object({ orderId: rowId }),
  response: z.object({ data: z.object({ orderId: z.number().int() }) }),
});

export const orderDropCard = defineCall({
  operationId: 'orderDropCard',
  tag: 'orders',
  method: 'POST',
  path: '/api/member-svc/order-drop-card',
  summary:
    'Cancels an unpaid card order (its window failed, was closed or never opened; frees the benefit)',
  body: z.object({ orderId: rowId }),
  response: orderDropBanking.response,
});

export const orderDropArs = defineCall({
  operationId: 'orderDropArs',
  tag: 'orders',
  method: 'POST',
  path: '/api/member-svc/order-drop-ars',
  summary: 'Cancels an unpaid ARS order (withdraws the pay code, frees the benefit)',
  body: z.object({ orderId: rowId }),
  response: orderDropBanking.response,
});

/** The drop call of each unpaid order's payment type (the row's canDrop says whether it may). */
export const dropCallOf = {
  신용카드: orderDropCard,
  가상계좌: orderDropBanking,
  ARS: orderDropArs,
} as const;
