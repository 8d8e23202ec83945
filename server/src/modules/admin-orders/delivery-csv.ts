import { DELIVERED_STATUSES, DeliveryCsvMessage } from '@shop/contract/admin-delivery-csv.ts';
import { AdminOrderLimits, AdminOrderMessage } from '@shop/contract/admin-orders.ts';
import { normalizeInvoice } from '@shop/contract/couriers.ts';
import type { Db } from '../../db/client.ts';
import {
  readCsv,
  type CsvEncoding,
  type CsvProblem as LineError,
  type FieldProblem,
} from '../../lib/csv-reader.ts';
import { seoulDate, seoulTimeOn } from '../../lib/seoul-time.ts';
import { inTransaction, type AuditActor } from '../admin/audit-log.ts';
import { applyDeliveries, type DeliveryEvent } from './delivery-events.ts';
import { lockOrders } from './fulfilment-repository.ts';
import { refusalOf } from './fulfilment-service.ts';
import { orderIdOfLine, refused } from './shipment-csv.ts';

/**
 * The courier's status file (decision 0510): a header row, then one status a line,
 *   orderId (주문번호), invoice (송장번호), status (상태), date (처리일시)
 * in UTF-8 or EUC-KR, read like the shipment CSV (`shipment-csv.ts`). The 배송완료 lines become
 * delivery events on their date; lines of other statuses are read and left. One bad line and
 * nothing changes.
 */
interface StatusLine {
  line: number;
  orderId: number;
  invoiceNo: string;
  delivered: boolean;
  /** The line's date; only read on a 배송완료 line. */
  at: Date | null;
  dateText: string;
}

type Column = 'orderId' | 'invoiceNo' | 'status' | 'date';

const HEADERS: Record<string, Column> = {
  orderid: 'orderId',
  order_id: 'orderId',
  주문번호: 'orderId',
  invoice: 'invoiceNo',
  invoiceno: 'invoiceNo',
  invoice_no: 'invoiceNo',
  송장번호: 'invoiceNo',
  운송장번호: 'invoiceNo',
  status: 'status',
  상태: 'status',
  배송상태: 'status',
  date: 'date',
  datetime: 'date',
  처리일시: 'date',
  일시: 'date',
};
const HEADER_HELP =
  '첫 행은 머리글이어야 합니다: orderId, invoice, status, date (또는 주문번호, 송장번호, 상태, 처리일시)';

/** 2026-03-05, 2026.03.05 or 2026/03/05, with or without a time (HH:mm or HH:mm:ss), Seoul time. */
const DATE = /^(\d{4})[-./](\d{2})[-./](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The moment a date field names in Seoul, or null when it names none. */
export function seoulMomentOf(text: string): Date | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const at = new Date(seoulTimeOn(day, hour, minute).getTime() + second * 1000);
  return Number.isNaN(at.getTime()) || seoulDate(at) !== day ? null : at;
}

const isDelivered = (status: string) =>
  (DELIVERED_STATUSES as readonly string[]).includes(status.toLowerCase());

export function parseDeliveryCsv(
  bytes: Uint8Array,
  encoding: CsvEncoding,
  now: Date,
): { lines: StatusLine[]; errors: LineError[] } {
  const firstLineOf = new Map<number, number>();
  const layout = {
    headers: HEADERS,
    required: ['orderId', 'invoiceNo', 'status', 'date'] as const,
    headerHelp: HEADER_HELP,
    emptyFile: AdminOrderMessage.csvEmpty,
    maxRows: AdminOrderLimits.csvMaxLines,
  };
  const { rows, errors } = readCsv(
    bytes,
    encoding,
    layout,
    (field, line): StatusLine | FieldProblem<Column>[] => {
      const status = field('status');
      const delivered = isDelivered(status);
      const problems: FieldProblem<Column>[] = [];
      // a parcel has many status lines; only its 배송완료 line must be the order's only one
      const orderId = delivered
        ? orderIdOfLine(field('orderId'), line, firstLineOf, problems)
        : orderIdOfLine(field('orderId'), line, new Map(), problems);
      const invoiceNo = normalizeInvoice(field('invoiceNo'));
      if (invoiceNo === '')
        problems.push({ key: 'invoiceNo', message: '송장번호가 비어 있습니다.' });
      if (status === '') problems.push({ key: 'status', message: DeliveryCsvMessage.statusEmpty });
      const dateText = field('date');
      let at: Date | null = null;
      if (delivered) {
        at = seoulMomentOf(dateText);
        if (!at) problems.push({ key: 'date', message: DeliveryCsvMessage.dateFormat(dateText) });
        else if (at.getTime() > now.getTime() + 10 * 60_000) {
          problems.push({ key: 'date', message: DeliveryCsvMessage.dateFuture(dateText) });
        }
      }
      if (problems.length > 0) return problems;
      return { line, orderId, invoiceNo, delivered, at, dateText };
    },
  );
  return { lines: rows, errors };
}

/**
 * Delivers every 배송완료 line's order on the line's date in one transaction: the orders are
 * locked, each line checked against its order as it is now (on its way, with that invoice, shipped
 * before the date), and any refusal rolls everything back. A line naming an order already
 * delivered with that invoice changes nothing (the same file again).
 */
export async function deliverFromCsv(
  db: Db,
  actor: AuditActor,
  bytes: Uint8Array,
  encoding: CsvEncoding,
  now = new Date(),
): Promise<{ delivered: number; unchanged: number; otherStatus: number }> {
  const { lines, errors } = parseDeliveryCsv(bytes, encoding, now);
  if (errors.length > 0) throw refused(errors);
  const deliveredLines = lines.filter((l) => l.delivered);
  return inTransaction(db, async (tx) => {
    const ids = [...new Set(deliveredLines.map((l) => l.orderId))].sort((a, b) => a - b);
    const states = await lockOrders(tx, ids);
    const lineErrors: LineError[] = [];
    const todo: DeliveryEvent[] = [];
    let unchanged = 0;
    for (const l of deliveredLines) {
      const state = states.get(l.orderId);
      const sameInvoice = state?.invoiceNo === l.invoiceNo;
      if (state?.orderProgressCd === '배송완료' && sameInvoice) {
        unchanged += 1;
        continue;
      }
      const refusal =
        refusalOf(state, 'deliver') ??
        (sameInvoice ? null : DeliveryCsvMessage.invoiceOther(l.invoiceNo)) ??
        (state!.shippedAt && l.at! < state!.shippedAt ? DeliveryCsvMessage.beforeShipped : null);
      if (refusal) lineErrors.push({ line: l.line, message: `주문 ${l.orderId}: ${refusal}` });
      else todo.push({ state: state!, deliveredAt: l.at! });
    }
    if (lineErrors.length > 0) throw refused(lineErrors);
    await applyDeliveries(tx, actor, todo, 'courier');
    return {
      delivered: todo.length,
      unchanged,
      otherStatus: lines.length - deliveredLines.length,
    };
  });
}
