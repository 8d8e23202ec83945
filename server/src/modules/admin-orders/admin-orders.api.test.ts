import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  signInStaff,
  demoLoginOf,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';
import { orderDetail } from '../../test/checkout-test-kit.ts';
import { encodeEucKr } from '../../test/euc-kr-for-tests.ts';
import { insertPaidOrder } from '../../test/test-paid-orders.ts';

let t: TestApp;
let warehouse: SignedInStaff;
let cs: SignedInStaff;
let kim: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [warehouse, cs, kim] = await Promise.all([
    signInStaff(t, demoLoginOf('warehouse')),
    signInStaff(t, demoLoginOf('customer_service')),
    signInAs(t, 'parent.kim'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

const stateOf = async (orderId: number) =>
  (
    await queryRows<{
      order_progress_cd: string;
      logistic_cd: string | null;
      invoice_no: string | null;
      shipped_at: string | null;
      delivered_at: string | null;
      items: string[];
    }>(
      db(),
      sql`select o.order_progress_cd, d.logistic_cd, d.invoice_no, d.shipped_at, d.delivered_at,
        (select array_agg(i.order_item_progress_cd) from order_items i where i.order_id = o.order_id) as items
      from orders o left join order_deliveries d on d.order_id = o.order_id
      where o.order_id = ${orderId}`,
    )
  )[0]!;

const auditRows = async (orderId: number) =>
  queryRows<{ action: string; before: unknown; after: unknown; staff_id: number }>(
    db(),
    sql`select action, before, after, staff_id from audit_logs
      where entity_type = 'order' and entity_id = ${String(orderId)} and action <> 'personalData.view'
      order by audit_log_id`,
  );

const post = (who: SignedInStaff, path: string, body: unknown) =>
  staffCall(t, who, 'POST', `/api/admin/${path}`, body);

describe('order search', () => {
  it('filters by progress, payment type, member, student, product and period; masks phones', async () => {
    const a = await insertPaidOrder(db(), { stdId: 5101, productIds: [21, 22] });
    const b = await insertPaidOrder(db(), {
      memberId: 1002,
      paymentTypeCd: '가상계좌',
      progress: '배송준비중',
      orderedAt: new Date('2025-03-02T03:00:00Z'),
    });
    const list = async (q: string) => {
      const res = await staffCall(t, cs, 'GET', `/api/admin/orders?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        list: { orderId: number; recipientMobile: string }[];
        totalCount: number;
      }>();
    };
    const ids = async (q: string) => (await list(q)).list.map((r) => r.orderId);
    expect(await ids('stdId=5101')).toContain(a);
    expect(await ids('stdId=5101')).not.toContain(b);
    expect(await ids('productId=22')).toEqual([a]);
    expect(await ids('memberId=1002')).toEqual([b]);
    expect(await ids('paymentTypeCd=가상계좌&progress=배송준비중')).toContain(b);
    expect(await ids(`progress=${encodeURIComponent('배송준비중')}`)).not.toContain(a);
    expect(await ids('from=2025-03-02&to=2025-03-02')).toEqual([b]);
    expect(await ids('from=2025-03-03&to=2025-03-03')).toEqual([]);
    expect(await ids(`orderId=${a}`)).toEqual([a]);
    const row = (await list(`orderId=${a}`)).list[0]!;
    expect(row).toMatchObject({
      recipientMobile: '010-****-6789',
      productSummary: expect.stringMatching(/외 1건$/),
    });
    const bad = await staffCall(t, cs, 'GET', '/api/admin/orders?from=2025-03-03&to=2025-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('to');
    expect((await staffCall(t, cs, 'GET', '/api/admin/orders?progress=nonsense')).statusCode).toBe(
      400,
    );
  });
});

describe('order detail and notes', () => {
  it('shows what the member sees plus notes; the view is logged; notes are audited', async () => {
    const orderId = await insertPaidOrder(db());
    const note = await post(cs, 'order-note', {
      orderId,
      body: '  고객이 문 앞에 두라고 전화함  ',
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().data).toMatchObject({
      body: '고객이 문 앞에 두라고 전화함',
      staffName: expect.any(String),
    });
    const res = await staffCall(t, cs, 'GET', `/api/admin/order?orderId=${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.order).toMatchObject({ orderId, orderProgressCd: '결제완료', isPaid: true });
    expect(data.order.deliveryInfo.mobile).toBe('010-2345-6789');
    expect(data.notes.map((n: { body: string }) => n.body)).toEqual([
      '고객이 문 앞에 두라고 전화함',
    ]);
    expect(data.next).toEqual({ prepare: true, ship: true, deliver: false });
    expect(data.customs).toBeNull();
    const [view] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_logs where action = 'personalData.view'
        and entity_type = 'order' and entity_id = ${String(orderId)}`,
    );
    expect(view!.n).toBe(1);
    expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['order.note']);
    // members never see notes
    expect(JSON.stringify((await orderDetail(t, kim, orderId)).json())).not.toContain('문 앞에');
    expect((await post(cs, 'order-note', { orderId, body: '   ' })).statusCode).toBe(400);
    expect((await post(cs, 'order-note', { orderId: 99_999_999, body: '메모' })).statusCode).toBe(
      404,
    );
  });

  it('an EMS order shows the customs data: recipient, nation, items with weights and values', async () => {
    const orderId = await insertPaidOrder(db(), { oversea: true, productIds: [20, 21] });
    const data = (
      await staffCall(t, warehouse, 'GET', `/api/admin/order?orderId=${orderId}`)
    ).json().data;
    const weights = await queryRows<{ w: number }>(
      db(),
      sql`select ship_weight_g as w from products where product_id in (20, 21) order by product_id`,
    );
    expect(data.customs).toMatchObject({
      recipientName: 'Minjung Kim',
      nationCd: 'US',
      nationName: '미국',
      premiumCd: '31',
      currency: 'KRW',
      emsFee: 28500,
      totalValue: 24000,
      totalWeightG: 2 * (weights[0]!.w + weights[1]!.w),
    });
    expect(data.customs.items).toHaveLength(2);
    expect(data.customs.items[0]).toMatchObject({ qty: 2, unitValue: 6000, value: 12000 });
  });
});

describe('fulfilment one order at a time', () => {
  it('결제완료 → 배송준비중 → 배송중 (courier, invoice) → 배송완료, each audited; the member sees it', async () => {
    const orderId = await insertPaidOrder(db());
    const prepare = await post(warehouse, 'order-prepare', { orderId });
    expect(prepare.statusCode, prepare.body).toBe(200);
    expect((await stateOf(orderId)).order_progress_cd).toBe('배송준비중');

    const ship = await post(warehouse, 'order-ship', {
      orderId,
      logisticCd: 'HANJIN',
      invoiceNo: '4321-5678-9012',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(ship.json().data).toEqual({
      orderId,
      orderProgressCd: '배송중',
      logisticCd: 'HANJIN',
      invoiceNo: '432156789012',
      logisticUrl: expect.stringContaining('hanjin.com') as unknown,
    });
    const member = (await orderDetail(t, kim, orderId)).json().data;
    expect(member).toMatchObject({
      orderProgressCd: '배송중',
      invoiceNo: '432156789012',
      logisticUrl: expect.stringMatching(/hanjin\.com.*432156789012$/) as unknown,
    });

    expect((await post(warehouse, 'order-deliver', { orderId })).statusCode).toBe(200);
    const after = await stateOf(orderId);
    expect(after).toMatchObject({ order_progress_cd: '배송완료', items: ['배송완료'] });
    expect(after.shipped_at).not.toBeNull();
    expect(after.delivered_at).not.toBeNull();

    const audit = await auditRows(orderId);
    expect(audit.map((r) => r.action)).toEqual(['order.prepare', 'order.ship', 'order.deliver']);
    expect(audit[1]).toMatchObject({
      staff_id: warehouse.state.staff.staffId,
      before: { orderProgressCd: '배송준비중', invoiceNo: null },
      after: { orderProgressCd: '배송중', logisticCd: 'HANJIN', invoiceNo: '432156789012' },
    });
  });

  it('refuses a wrong step, a bad invoice and the wrong kind of courier, changing nothing', async () => {
    const orderId = await insertPaidOrder(db());
    const deliver = await post(warehouse, 'order-deliver', { orderId });
    expect(deliver.statusCode).toBe(409);
    expect(deliver.json().error.code).toBe('ORDER-WRONG-STEP');
    const badInvoice = await post(warehouse, 'order-ship', {
      orderId,
      logisticCd: 'CJ',
      invoiceNo: '12AB',
    });
    expect(badInvoice.statusCode).toBe(400);
    expect(badInvoice.json().error.field).toBe('invoiceNo');
    const unknown = await post(warehouse, 'order-ship', {
      orderId,
      logisticCd: 'DHL',
      invoiceNo: '1234567890',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('logisticCd');
    const ems = await post(warehouse, 'order-ship', {
      orderId,
      logisticCd: 'EMS',
      invoiceNo: 'EE123456789KR',
    });
    expect(ems.statusCode).toBe(409);
    const unpaid = await queryRows<{ order_id: number }>(
      db(),
      sql`select order_id from orders where status = 'awaiting_payment' limit 1`,
    );
    if (unpaid[0]) {
      expect(
        (await post(warehouse, 'order-prepare', { orderId: unpaid[0].order_id })).statusCode,
      ).toBe(409);
    }
    expect(await stateOf(orderId)).toMatchObject({
      order_progress_cd: '결제완료',
      invoice_no: null,
    });
    expect(await auditRows(orderId)).toEqual([]);
  });

  it('customer service reads orders but cannot move them', async () => {
    const orderId = await insertPaidOrder(db());
    expect((await post(cs, 'order-prepare', { orderId })).statusCode).toBe(403);
    expect((await stateOf(orderId)).order_progress_cd).toBe('결제완료');
  });
});

const upload = (text: string | Uint8Array, encoding: 'utf-8' | 'euc-kr' = 'utf-8') =>
  post(warehouse, 'order-shipment-csv', {
    encoding,
    contentBase64: Buffer.from(
      typeof text === 'string' ? Buffer.from(text, 'utf-8') : text,
    ).toString('base64'),
  });

describe('courier CSV', () => {
  it('ships every line of an EUC-KR file with Korean headers and courier names, audited per order', async () => {
    const a = await insertPaidOrder(db());
    const b = await insertPaidOrder(db(), { progress: '배송준비중' });
    const c = await insertPaidOrder(db(), { oversea: true });
    const file = `주문번호,택배사,송장번호\r\n${a},CJ대한통운,5683-0000-1111\r\n${b},우체국 택배,6070123456789\r\n${c},EMS,ee123456789kr\r\n`;
    const res = await upload(encodeEucKr(file), 'euc-kr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ shipped: 3, unchanged: 0 });
    expect(await stateOf(a)).toMatchObject({
      order_progress_cd: '배송중',
      logistic_cd: 'CJ',
      invoice_no: '568300001111',
    });
    expect(await stateOf(b)).toMatchObject({ logistic_cd: 'POST', invoice_no: '6070123456789' });
    expect(await stateOf(c)).toMatchObject({ logistic_cd: 'EMS', invoice_no: 'EE123456789KR' });
    for (const id of [a, b, c]) {
      expect((await auditRows(id)).map((r) => r.action)).toEqual(['order.ship']);
    }
    // the same file again changes nothing
    const again = await upload(encodeEucKr(file), 'euc-kr');
    expect(again.json().data).toEqual({ shipped: 0, unchanged: 3 });
    expect((await auditRows(a)).length).toBe(1);
  });

  it('one bad line changes nothing and names the line', async () => {
    const a = await insertPaidOrder(db());
    const b = await insertPaidOrder(db());
    const file = `orderId,courier,invoice\n${a},CJ,568300002222\n${b},CJ,12-AB\n`;
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'SHIPMENT-CSV-REFUSED', field: 'file' },
      lines: [{ line: 3, column: 3, message: expect.stringContaining('송장번호') as unknown }],
    });
    expect((await stateOf(a)).order_progress_cd).toBe('결제완료');
    expect(await auditRows(a)).toEqual([]);
  });

  it('a line the orders refuse (not found, wrong step, duplicate) rolls the whole file back', async () => {
    const a = await insertPaidOrder(db());
    const delivered = await insertPaidOrder(db(), { progress: '배송완료' });
    const file = [
      'orderId,courier,invoice',
      `${a},LOGEN,12345678901`,
      `${delivered},CJ,568300003333`,
      '99999999,CJ,568300004444',
      `${a},CJ,568300005555`,
    ].join('\n');
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    const lines = res.json<{ lines: { line: number; message: string }[] }>().lines;
    expect(lines.map((l) => l.line)).toEqual([5]);
    // the file's own problems first; fixed, the orders' problems come next
    const second = await upload(file.split('\n').slice(0, 4).join('\n'));
    expect(second.json().lines.map((l: { line: number }) => l.line)).toEqual([3, 4]);
    expect(second.json().lines[0].message).toContain('배송완료');
    expect((await stateOf(a)).order_progress_cd).toBe('결제완료');
    expect(await auditRows(a)).toEqual([]);
  });

  it('refuses a file without the header, an empty file and one decoded in the wrong encoding', async () => {
    expect((await upload('1,CJ,1234567890\n')).json().lines[0]).toMatchObject({ line: 1 });
    expect((await upload('orderId,courier,invoice\n')).json().lines[0]).toMatchObject({ line: 2 });
    const utf8 = await upload('주문번호,택배사,송장번호\n1,CJ대한통운,1234567890\n', 'euc-kr');
    expect(utf8.statusCode).toBe(400);
    expect(utf8.json().lines[0].message).toContain('UTF-8');
  });
});
