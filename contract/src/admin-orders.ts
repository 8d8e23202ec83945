import { z } from 'zod';
import { defineCall } from './call.ts';
import { paymentTypeCd } from './checkout.ts';
import { codedMessage, errorBody, rowId, rowIdParam, won } from './common.ts';
import { COURIERS, courierName, invoiceFitsCourier } from './couriers.ts';
import { OrderProgress, calendarDay, orderView } from './orders.ts';

/**
 * Orders and fulfilment in the back office (issue 9 §2): search, detail with internal notes,
 * and the fulfilment steps of a paid order, 결제완료 → 배송준비중 → 배송중 (courier, invoice) →
 * 배송완료, one order at a time or by a courier CSV (all lines or none).
 */

export const AdminOrderMessage = {
  notFound: '주문을 찾을 수 없습니다.',
  notPaid: '결제가 끝난 주문만 출고할 수 있습니다.',
  noDelivery: '배송할 상품이 없는 주문입니다 (스마트북만 주문).',
  wrongStep: (from: string, to: string) =>
    `'${from}' 상태의 주문은 '${to}'(으)로 바꿀 수 없습니다.`,
  courierUnknown: '택배사를 목록에서 골라 주세요.',
  courierOverseas: '해외(EMS) 주문은 EMS로만, 국내 주문은 국내 택배사로만 보낼 수 있습니다.',
  invoiceRequired: '송장번호를 입력해 주세요.',
  invoiceFormat: (courier: string) => `${courier} 송장번호 형식이 올바르지 않습니다.`,
  noteRequired: '메모 내용을 입력해 주세요.',
  noteTooLong: '메모는 1,000자 이내로 입력해 주세요.',
  csvEmpty: '파일 내용이 없습니다.',
  csvRefused: '잘못된 행이 있어 아무 주문도 바꾸지 않았습니다.',
  periodOrder: '종료일이 시작일보다 이전일 수 없습니다.',
  exceptionReason: '기간 외 반품을 받는 사유를 입력해 주세요.',
  exceptionReasonTooLong: '사유는 500자 이내로 입력해 주세요.',
  exceptionNotDelivered: '배송완료된 주문만 반품 기간 예외를 줄 수 있습니다.',
} as const;

export const AdminOrderErrorCode = {
  wrongStep: 'ORDER-WRONG-STEP',
  csvRefused: 'SHIPMENT-CSV-REFUSED',
} as const;

/** The progress values fulfilment moves between, in order. */
export const FULFILMENT_STEPS = [
  OrderProgress.paid,
  OrderProgress.preparing,
  OrderProgress.shipping,
  OrderProgress.delivered,
] as const;

export const ORDER_PROGRESS_FILTER = Object.values(OrderProgress) as [string, ...string[]];

export const AdminOrderLimits = {
  pageSize: 20,
  noteMax: 1_000,
  csvMaxLines: 2_000,
  /** Base64 of the file; 1.5 MB of CSV is far more than 2,000 lines. */
  csvMaxBase64: 2_000_000,
} as const;

export const adminOrderRow = z.object({
  orderId: z.number().int(),
  orderedDatetime: z.string(),
  memberId: z.number().int(),
  buyerName: z.string().nullable(),
  /** Recipient's name and phone; the phone is masked in the list. */
  recipientName: z.string().nullable(),
  recipientMobile: z.string().nullable(),
  productSummary: z.string(),
  itemCount: z.number().int(),
  priceTotal: won,
  paymentTypeCd: paymentTypeCd.nullable(),
  status: z.string(),
  orderProgressCd: z.string(),
  isOversea: z.boolean(),
  logisticCd: z.string().nullable(),
  invoiceNo: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderList = defineCall({
  operationId: 'adminOrderList',
  tag: 'admin-orders',
  method: 'GET',
  path: '/api/admin/orders',
  summary: 'Orders by period, progress, payment type, member, student or product; newest first',
  query: z.object({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    progress: z.enum(ORDER_PROGRESS_FILTER).optional(),
    paymentTypeCd: paymentTypeCd.optional(),
    memberId: rowIdParam.optional(),
    stdId: rowIdParam.optional(),
    productId: rowIdParam.optional(),
    orderId: rowIdParam.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    list: z.array(adminOrderRow),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const orderNote = z.object({
  orderNoteId: z.number().int(),
  body: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNote>;

export const customsItem = z.object({
  displayName: z.string(),
  qty: z.number().int(),
  unitWeightG: z.number().int(),
  weightG: z.number().int(),
  unitValue: won,
  value: won,
});

/** What an EMS customs declaration needs (CN22/CN23): recipient, nation, contents. */
export const customsData = z.object({
  recipientName: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  zipcode: z.string().nullable(),
  nationCd: z.string().nullable(),
  nationName: z.string().nullable(),
  /** 31 EMS, 32 EMS premium. */
  premiumCd: z.string().nullable(),
  items: z.array(customsItem),
  totalWeightG: z.number().int(),
  totalValue: won,
  currency: z.literal('KRW'),
  emsFee: won,
});
export type CustomsData = z.infer<typeof customsData>;

export const adminPaymentAttempt = z.object({
  paymentId: z.number().int(),
  paymentTypeCd: z.string(),
  status: z.string(),
  amount: won,
  pgTransactionId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

export const adminOrderDetail = defineCall({
  operationId: 'adminOrderDetail',
  tag: 'admin-orders',
  method: 'GET',
  path: '/api/admin/order',
  summary: 'One order as the member sees it, plus payments, fulfilment, customs data and notes',
  query: z.object({ orderId: rowIdParam }),
  response: z.object({
    data: z.object({
      order: orderView,
      status: z.string(),
      buyerName: z.string().nullable(),
      courierName: z.string().nullable(),
      shippedAt: z.string().nullable(),
      deliveredAt: z.string().nullable(),
      payments: z.array(adminPaymentAttempt),
      customs: customsData.nullable(),
      notes: z.array(orderNote),
      /** Staff opened the order for returns outside the withdrawal period (decision 0500). */
      withdrawalException: z
        .object({ reason: z.string(), staffName: z.string(), grantedAt: z.string() })
        .nullable(),
      /** What the fulfilment buttons may do now. */
      next: z.object({ prepare: z.boolean(), ship: z.boolean(), deliver: z.boolean() }),
      /** False when personal data is masked (no personalData.view). */
      personalDataShown: z.boolean(),
    }),
  }),
});

/** The note form of an order's drawer, and what orderNoteAdd sends. */
export const orderNoteForm = z.object({
  body: z
    .string({ error: AdminOrderMessage.noteRequired })
    .trim()
    .min(1, AdminOrderMessage.noteRequired)
    .max(AdminOrderLimits.noteMax, AdminOrderMessage.noteTooLong),
});

export const orderNoteAdd = defineCall({
  operationId: 'orderNoteAdd',
  tag: 'admin-orders',
  method: 'POST',
  path: '/api/admin/order-note',
  summary: 'Adds an internal note to an order (staff only, audited)',
  body: orderNoteForm.extend({ orderId: rowId }),
  response: z.object({ data: orderNote }),
});

const fulfilmentResult = z.object({
  orderId: z.number().int(),
  orderProgressCd: z.string(),
  logisticCd: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  logisticUrl: z.string().nullable(),
});
export type FulfilmentResult = z.infer<typeof fulfilmentResult>;

export const orderPrepare = defineCall({
  operationId: 'orderPrepare',
  tag: 'admin-orders',
  method: 'POST',
  path: '/api/admin/order-prepare',
  summary: 'A paid order: 결제완료 → 배송준비중',
  body: z.object({ orderId: rowId }),
  response: z.object({ data: fulfilmentResult }),
});

export const courierCode = z.enum(COURIERS.map((c) => c.code) as [string, ...string[]], {
  error: AdminOrderMessage.courierUnknown,
});

const shipmentFields = {
  logisticCd: courierCode,
  invoiceNo: z
    .string({ error: AdminOrderMessage.invoiceRequired })
    .trim()
    .min(1, AdminOrderMessage.invoiceRequired),
};
/**
 * Why an invoice number is not one of the courier's (couriers.ts: spaces and hyphens aside, at
 * most 40 characters), or null when it is: the shipment's and the return pickup's one rule.
 */
export function invoiceRefusal(courier: string, invoice: string): string | null {
  if (invoice.length <= 40 && invoiceFitsCourier(courier, invoice)) return null;
  return AdminOrderMessage.invoiceFormat(courierName(courier) ?? courier);
}

/** The invoice number in its courier's format. */
const invoiceInCourierFormat = (
  s: { logisticCd: string; invoiceNo: string },
  ctx: z.RefinementCtx,
) => {
  const message = invoiceRefusal(s.logisticCd, s.invoiceNo);
  if (message) ctx.addIssue({ code: 'custom', path: ['invoiceNo'], message });
};

/**
 * The back office's shipment form (courier, invoice number) and the rules the server ships by:
 * a courier from the list, an invoice number in that courier's format.
 */
export const shipmentForm = z.object(shipmentFields).superRefine(invoiceInCourierFormat);

export const orderShip = defineCall({
  operationId: 'orderShip',
  tag: 'admin-orders',
  method: 'POST',
  path: '/api/admin/order-ship',
  summary: '결제완료 | 배송준비중 → 배송중 with courier and invoice (배송중: corrects the invoice)',
  body: z.object({ orderId: rowId, ...shipmentFields }).superRefine(invoiceInCourierFormat),
  response: z.object({ data: fulfilmentResult }),
});

export const orderDeliver = defineCall({
  operationId: 'orderDeliver',
  tag: 'admin-orders',
  method: 'POST',
  path: '/api/admin/order-deliver',
  summary: '배송중 → 배송완료',
  body: z.object({ orderId: rowId }),
  response: z.object({ data: fulfilmentResult }),
});

/**
 * Staff accept returns of a delivered order outside the withdrawal period (전자상거래법 §17 lets
 * a shop be more generous, never less; decision 0500): the reason is kept and audited.
 */
export const orderWithdrawalException = defineCall({
  operationId: 'orderWithdrawalException',
  tag: 'admin-orders',
  method: 'POST',
  path: '/api/admin/order-withdrawal-exception',
  summary: 'Opens a delivered order for return requests outside the withdrawal period (audited)',
  body: z.object({
    orderId: rowId,
    reason: z
      .string({ error: AdminOrderMessage.exceptionReason })
      .trim()
      .min(1, AdminOrderMessage.exceptionReason)
      .max(500, AdminOrderMessage.exceptionReasonTooLong),
  }),
  response: z.object({
    data: z.object({ orderId: z.number().int(), reason: z.string(), grantedAt: z.string() }),
  }),
});

export const SHIPMENT_CSV_ENCODINGS = ['utf-8', 'euc-kr'] as const;

/** A problem of the file: its line (1 = the header) and, when one field is at fault, its column. */
export const shipmentLineError = z
  .object({
    line: z.number().int(),
    column: z.number().int().optional(),
  })
  .extend(codedMessage.shape);

/** A courier file uploaded by staff (shipments, delivery statuses). */
export const csvUploadBody = z.object({
  encoding: z.enum(SHIPMENT_CSV_ENCODINGS),
  /** The file's bytes in base64 (staff calls are JSON only). */
  contentBase64: z
    .string()
    .min(1, AdminOrderMessage.csvEmpty)
    .max(AdminOrderLimits.csvMaxBase64)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'),
});

export const shipmentCsvUpload = defineCall({
  operationId: 'shipmentCsvUpload',
  tag: 'admin-orders',
  method: 'POST',
  path: '/api/admin/order-shipment-csv',
  summary:
    'Ships orders from a courier CSV (orderId, courier, invoice): every line valid, or nothing',
  body: csvUploadBody,
  response: z.object({
    data: z.object({
      /** Orders moved to 배송중 (or whose invoice changed). */
      shipped: z.number().int(),
      /** Lines that named an order already shipped with that courier and invoice. */
      unchanged: z.number().int(),
    }),
  }),
});

/** The 400 answer of a refused CSV: every bad line with its number (1 = the header). */
export type ShipmentLineError = z.infer<typeof shipmentLineError>;

export const shipmentCsvRefusal = errorBody.extend({ lines: z.array(shipmentLineError) });
export type ShipmentCsvRefusal = z.infer<typeof shipmentCsvRefusal>;
