import {
  AdminOrderErrorCode,
  AdminOrderLimits,
  AdminOrderMessage,
} from '@shop/contract/admin-orders.ts';
import { courierOf, invoiceFitsCourier, normalizeInvoice } from '@shop/contract/couriers.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  readCsv,
  type CsvEncoding,
  type CsvProblem as LineError,
  type FieldProblem,
} from '../../lib/csv-reader.ts';
import { inTransaction, type AuditActor } from '../admin/audit-log.ts';
import { lockOrders } from './fulfilment-repository.ts';
import {
  applyShipments,
  refusalOf,
  type FulfilmentState,
  type Shipment,
} from './fulfilment-service.ts';

/**
 * The courier's CSV (decision 0076): a header row, then one order a line,
 *   orderId (주문번호), courier (택배사: code or name), invoice (송장번호)
 * in UTF-8 or EUC-KR. Every line is checked, against the file and then against the orders as
 * they are inside the transaction; one bad line and nothing changes.
 */
export interface ShipmentLine extends Shipment {
  line: number;
  orderId: number;
}

const HEADERS: Record<string, Column> = {
  orderid: 'orderId',
  order_id: 'orderId',
  주문번호: 'orderId',
  courier: 'logisticCd',
  logisticcd: 'logisticCd',
  택배사: 'logisticCd',
  invoice: 'invoiceNo',
  invoiceno: 'invoiceNo',
  invoice_no: 'invoiceNo',
  송장번호: 'invoiceNo',
};
const HEADER_HELP =
  '첫 행은 머리글이어야 합니다: orderId, courier, invoice (또는 주문번호, 택배사, 송장번호)';

type Column = keyof Omit<ShipmentLine, 'line'>;

/**
 * The order number of a line (0 when it is not one), its problem added to `problems`: empty, not
 * a number, or named by an earlier line (`firstLineOf` remembers them).
 */
export function orderIdOfLine<K extends string>(
  text: string,
  line: number,
  firstLineOf: Map<number, number>,
  problems: FieldProblem<K | 'orderId'>[],
): number {
  const orderId = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (orderId < 1) {
    const message =
      text === '' ? '주문번호가 비어 있습니다.' : `주문번호 '${text}'가 숫자가 아닙니다.`;
    problems.push({ key: 'orderId', message });
    return 0;
  }
  const first = firstLineOf.get(orderId);
  if (first !== undefined) {
    problems.push({ key: 'orderId', message: `주문번호 ${orderId}가 ${first}행과 중복됩니다.` });
    return 0;
  }
  firstLineOf.set(orderId, line);
  return orderId;
}

/** The lines of the file, or every problem found in it (by line number, 1 = the header). */
export function parseShipmentCsv(
  bytes: Uint8Array,
  encoding: CsvEncoding,
): { lines: ShipmentLine[]; errors: LineError[] } {
  const firstLineOf = new Map<number, number>();
  const layout = {
    headers: HEADERS,
    required: ['orderId', 'logisticCd', 'invoiceNo'] as const,
    headerHelp: HEADER_HELP,
    emptyFile: AdminOrderMessage.csvEmpty,
    maxRows: AdminOrderLimits.csvMaxLines,
  };
  const { rows, errors } = readCsv(
    bytes,
    encoding,
    layout,
    (field, line): ShipmentLine | FieldProblem<Column>[] => {
      const courierText = field('logisticCd');
      const invoice = normalizeInvoice(field('invoiceNo'));
      const problems: FieldProblem<Column>[] = [];
      const orderId = orderIdOfLine(field('orderId'), line, firstLineOf, problems);
      const courier = courierOf(courierText);
      if (!courier) {
        problems.push({ key: 'logisticCd', message: `택배사 '${courierText}'를 알 수 없습니다.` });
      }
      if (invoice === '') {
        problems.push({ key: 'invoiceNo', message: '송장번호가 비어 있습니다.' });
      } else if (courier && !invoiceFitsCourier(courier.code, invoice)) {
        problems.push({ key: 'invoiceNo', message: AdminOrderMessage.invoiceFormat(courier.name) });
      }
      if (problems.length > 0) return problems;
      return { line, orderId, logisticCd: courier!.code, invoiceNo: invoice };
    },
  );
  return { lines: rows, errors };
}

export function refused(errors: LineError[]): AppError {
  return new AppError(400, AdminOrderErrorCode.csvRefused, AdminOrderMessage.csvRefused, 'file', {
    lines: [...errors].sort((a, b) => a.line - b.line),
  });
}

/**
 * Ships every line's order in one transaction: the orders are locked, each line is checked
 * against its order as it is now, and any refusal rolls everything back. A line naming an order
 * already shipped with the same courier and invoice changes nothing (the same file again).
 */
export async function shipFromCsv(
  db: Db,
  actor: AuditActor,
  bytes: Uint8Array,
  encoding: CsvEncoding,
): Promise<{ shipped: number; unchanged: number }> {
  const { lines, errors } = parseShipmentCsv(bytes, encoding);
  if (errors.length > 0) throw refused(errors);
  return inTransaction(db, async (tx) => {
    const states = await lockOrders(
      tx,
      [...new Set(lines.map((l) => l.orderId))].sort((a, b) => a - b),
    );
    const lineErrors: LineError[] = [];
    const todo: { state: FulfilmentState; shipment: Shipment }[] = [];
    let unchanged = 0;
    for (const l of lines) {
      const state = states.get(l.orderId);
      if (
        state?.orderProgressCd === '배송중' &&
        state.logisticCd === l.logisticCd &&
        state.invoiceNo === l.invoiceNo
      ) {
        unchanged += 1;
        continue;
      }
      const refusal = refusalOf(state, 'ship', l);
      if (refusal) lineErrors.push({ line: l.line, message: `주문 ${l.orderId}: ${refusal}` });
      else todo.push({ state: state!, shipment: l });
    }
    if (lineErrors.length > 0) throw refused(lineErrors);
    await applyShipments(tx, actor, todo);
    return { shipped: todo.length, unchanged };
  });
}
