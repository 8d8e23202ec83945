import { z } from 'zod';
import { csvUploadBody } from './admin-orders.ts';
import { defineCall } from './call.ts';

/**
 * The courier's status file (issue 21 item 2, decision 0510): one line per status the carrier
 * reports — 주문번호, 송장번호, 상태, 처리일시 — and each 배송완료 line becomes the order's delivery
 * on that date. Every line valid, or nothing changes (like the shipment CSV).
 */
export const DELIVERED_STATUSES = ['배송완료', '배달완료', 'delivered'] as const;

export const DeliveryCsvMessage = {
  dateFormat: (text: string) =>
    `처리일시 '${text}'를 읽을 수 없습니다. 2026-03-05 14:20 처럼 적어 주세요.`,
  dateFuture: (text: string) => `처리일시 ${text}는 아직 오지 않은 시각입니다.`,
  statusEmpty: '상태가 비어 있습니다.',
  invoiceOther: (invoice: string) => `송장번호 ${invoice}는 이 주문의 송장번호가 아닙니다.`,
  beforeShipped: '배송완료 일시가 발송 일시보다 빠릅니다.',
} as const;

export const deliveryCsvUpload = defineCall({
  operationId: 'deliveryCsvUpload',
  tag: 'admin-orders',
  method: 'POST',
  path: '/api/admin/order-delivery-csv',
  summary:
    "Records deliveries from a courier's status file (orderId, invoice, status, date): every line valid, or nothing",
  body: csvUploadBody,
  response: z.object({
    data: z.object({
      /** Orders moved to 배송완료 with the line's date. */
      delivered: z.number().int(),
      /** 배송완료 lines naming an order already delivered with that invoice. */
      unchanged: z.number().int(),
      /** Lines of another status (집화, 배송출발, …): read, nothing to record. */
      otherStatus: z.number().int(),
    }),
  }),
});
