import {
  AdminOrderErrorCode,
  AdminOrderLimits,
  AdminOrderMessage,
} from '@shop/contract/admin-orders.ts';
import { courierOf, normalizeInvoice } from '@shop/contract/couriers.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { inTransaction, type AuditActor } from '../admin/audit-log.ts';
import { decodeLines, splitCsvLine, type LineError } from '../dev-tools/dps-mapping-csv.ts';
import {
  applyShipments,
  lockOrders,
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

const HEADERS: Record<string, keyof Omit<ShipmentLine, 'line'>> = {
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

/** The lines of the file, or every problem found in it (by line number, 1 = the header). */
export function parseShipmentCsv(
  bytes: Uint8Array,
  encoding: 'utf-8' | 'euc-kr',
): { lines: ShipmentLine[]; errors: LineError[] } {
  const decoded = decodeLines(bytes, encoding);
  const errors: LineError[] = [...decoded.errors];
  if (decoded.lines.length === 0) {
    return {
      lines: [],
      errors: errors.length ? errors : [{ line: 1, message: AdminOrderMessage.csvEmpty }],
    };
  }
  const header = (splitCsvLine(decoded.lines[0]!) ?? []).map((h) => HEADERS[h.toLowerCase()]);
  const col = (key: string) => header.indexOf(key as never);
  if (['orderId', 'logisticCd', 'invoiceNo'].some((k) => col(k) < 0)) {
    return { lines: [], errors: [{ line: 1, message: HEADER_HELP }] };
  }
  const undecodable = new Set(decoded.errors.map((e) => e.line));
  const lines: ShipmentLine[] = [];
  const firstLineOf = new Map<number, number>();
  decoded.lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === '' || undecodable.has(line)) return;
    const fields = splitCsvLine(text);
    if (!fields) {
      errors.push({ line, message: '따옴표가 닫히지 않았습니다.' });
      return;
    }
    const orderText = fields[col('orderId')] ?? '';
    const courierText = fields[col('logisticCd')] ?? '';
    const invoice = normalizeInvoice(fields[col('invoiceNo')] ?? '');
    const problems: string[] = [];
    const orderId = /^\d{1,9}$/.test(orderText) ? Number(orderText) : 0;
    if (orderId < 1) {
      problems.push(
        orderText === ''
          ? '주문번호가 비어 있습니다.'
          : `주문번호 '${orderText}'가 숫자가 아닙니다.`,
      );
    } else if (firstLineOf.has(orderId)) {
      problems.push(`주문번호 ${orderId}가 ${firstLineOf.get(orderId)}행과 중복됩니다.`);
    } else {
      firstLineOf.set(orderId, line);
    }
    const courier = courierOf(courierText);
    if (!courier) problems.push(`택배사 '${courierText}'를 알 수 없습니다.`);
    if (invoice === '') problems.push('송장번호가 비어 있습니다.');
    else if (courier && !courier.invoicePattern.test(invoice)) {
      problems.push(AdminOrderMessage.invoiceFormat(courier.name));
    }
    if (problems.length > 0) {
      errors.push({ line, message: problems.join(' ') });
      return;
    }
    lines.push({ line, orderId, logisticCd: courier!.code, invoiceNo: invoice });
  });
  if (lines.length + errors.length === 0)
    errors.push({ line: 2, message: '데이터 행이 없습니다.' });
  if (lines.length > AdminOrderLimits.csvMaxLines) {
    errors.push({
      line: lines[AdminOrderLimits.csvMaxLines]!.line,
      message: `한 번에 ${AdminOrderLimits.csvMaxLines}행까지 올릴 수 있습니다.`,
    });
  }
  return { lines, errors };
}

function refused(errors: LineError[]): AppError {
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
  encoding: 'utf-8' | 'euc-kr',
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
