import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { encodeEucKr } from '../../test/euc-kr-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPaidOrder } from '../../test/test-paid-orders.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/**
 * Issue 21 item 2 (decision 0510): the courier's status file. Its 배송완료 lines deliver their
 * orders on the line's date (the withdrawal clock's start), with the 'delivered' message; one bad
 * line and nothing changes.
 */
let t: TestApp;
let warehouse: SignedInStaff;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  warehouse = await signInStaff(t, demoLoginOf('warehouse'));
});
afterAll(async () => {
  await t?.close();
});

let invoiceSeq = 0;
/** A paid order on its way with the CJ invoice it returns, shipped on 1 March 2026. */
async function shippedOrder(): Promise<{ orderId: number; invoice: string }> {
  const orderId = await insertPaidOrder(db(), { progress: '배송중' });
  const invoice = String(568_300_100_000 + (invoiceSeq += 1));
  await db().execute(sql`update order_deliveries set logistic_cd = 'CJ', invoice_no = ${invoice},
      shipped_at = '2026-03-01T10:00:00+09:00' where order_id = ${orderId}`);
  return { orderId, invoice };
}

const stateOf = async (orderId: number) =>
  (
    await queryRows<{ progress: string; delivered_at: Date | string | null; items: string[] }>(
      db(),
      sql`select o.order_progress_cd as progress, d.delivered_at,
        (select array_agg(i.order_item_progress_cd) from order_items i
          where i.order_id = o.order_id) as items
      from orders o join order_deliveries d using (order_id) where o.order_id = ${orderId}`,
    )
  )[0]!;

const messages = async (orderId: number) =>
  queryRows<{ kind: string }>(
    db(),
    sql`select kind from notification_outbox where order_id = ${orderId} order by outbox_id`,
  );

const upload = (text: string | Uint8Array, encoding: 'utf-8' | 'euc-kr' = 'utf-8') =>
  staffCall(t, warehouse, 'POST', '/api/admin/order-delivery-csv', {
    encoding,
    contentBase64: Buffer.from(
      typeof text === 'string' ? Buffer.from(text, 'utf-8') : text,
    ).toString('base64'),
  });

describe("the courier's status file", () => {
  it('delivers each 배송완료 line on its date, leaves the other statuses, and is audited', async () => {
    const a = await shippedOrder();
    const b = await shippedOrder();
    const file = [
      '주문번호,송장번호,상태,처리일시',
      `${a.orderId},${a.invoice},집화처리,2026-03-01 18:00`,
      `${a.orderId},${a.invoice},배송출발,2026-03-03 08:10`,
      `${a.orderId},${a.invoice},배송완료,2026-03-03 14:20`,
      `${b.orderId},${b.invoice.slice(0, 4)}-${b.invoice.slice(4, 8)}-${b.invoice.slice(8)},배송완료,2026.03.04`,
    ].join('\r\n');
    const res = await upload(encodeEucKr(file), 'euc-kr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ delivered: 2, unchanged: 0, otherStatus: 2 });
    const first = await stateOf(a.orderId);
    expect(first.progress).toBe('배송완료');
    expect(first.items).toEqual(['배송완료']);
    expect(new Date(first.delivered_at!).toISOString()).toBe('2026-03-03T05:20:00.000Z');
    expect(new Date((await stateOf(b.orderId)).delivered_at!).toISOString()).toBe(
      '2026-03-03T15:00:00.000Z',
    );
    expect(await messages(a.orderId)).toEqual([{ kind: 'delivered' }]);
    const audit = await queryRows<{ after: { via: string; deliveredAt: string } }>(
      db(),
      sql`select after from audit_logs where action = 'order.deliver'
        and entity_id = ${String(a.orderId)}`,
    );
    expect(audit).toEqual([
      {
        after: expect.objectContaining({ via: 'courier', deliveredAt: '2026-03-03T05:20:00.000Z' }),
      },
    ]);
    // the same file again changes nothing and tells nobody twice
    const again = await upload(encodeEucKr(file), 'euc-kr');
    expect(again.json().data).toEqual({ delivered: 0, unchanged: 2, otherStatus: 2 });
    expect(await messages(a.orderId)).toEqual([{ kind: 'delivered' }]);
  });

  it('refuses the whole file with every bad line: its own, then the orders’', async () => {
    const a = await shippedOrder();
    const b = await shippedOrder();
    const notShipped = await insertPaidOrder(db());
    const own = [
      'orderId,invoice,status,date',
      `${a.orderId},${a.invoice},delivered,2026-02-30 10:00`,
      `${b.orderId},${b.invoice},배송완료,2099-01-01`,
      `${b.orderId},,배송완료,2026-03-04`,
    ].join('\n');
    const res = await upload(own);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'SHIPMENT-CSV-REFUSED', field: 'file' } });
    const lines = res.json<{ lines: { line: number; message: string }[] }>().lines;
    expect([...new Set(lines.map((l) => l.line))]).toEqual([2, 3, 4]);
    expect(lines[0]!.message).toContain("처리일시 '2026-02-30 10:00'를 읽을 수 없습니다.");
    expect(lines[1]!.message).toContain('아직 오지 않은 시각입니다.');

    const orders = [
      'orderId,invoice,status,date',
      `${a.orderId},${a.invoice},배송완료,2026-03-04 09:00`,
      `${b.orderId},999999999999,배송완료,2026-03-04 09:00`,
      `${notShipped},123456789012,배송완료,2026-03-04 09:00`,
      `${a.orderId + 100_000},123456789013,배송완료,2026-03-04`,
    ].join('\n');
    const second = await upload(orders);
    expect(second.statusCode).toBe(400);
    const refused = second.json<{ lines: { line: number; message: string }[] }>().lines;
    expect(refused.map((l) => l.line)).toEqual([3, 4, 5]);
    expect(refused[0]!.message).toContain('송장번호 999999999999는 이 주문의 송장번호가 아닙니다.');
    expect((await stateOf(a.orderId)).progress).toBe('배송중');
    expect((await stateOf(a.orderId)).delivered_at).toBeNull();
    expect(await messages(a.orderId)).toEqual([]);

    const early = await upload(
      `orderId,invoice,status,date\n${a.orderId},${a.invoice},배송완료,2026-02-28 09:00\n`,
    );
    expect(early.json().lines[0].message).toContain('배송완료 일시가 발송 일시보다 빠릅니다.');
  });
});
