import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.ts';
import { eventually, payInWindow, startShopStub, type ShopStub } from './simulator-harness.ts';
import type { TestApp } from './test-app.ts';
import { simControl, type SignedIn } from './test-sign-in.ts';
import { createOrder, orderBody, post, windowForm } from './checkout-test-kit.ts';

/** Helpers of the revoke API tests: real orders paid through the gateway simulator. */

export const SEOJUN = { stdId: 5101, brchId: 101, brchType: 'CDI' };

/** Posts what the gateway's window sent back to one of the shop's return URLs; the page's target. */
export async function returnTo(t: TestApp, url: string, fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return /data-target="([^"]*)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
}

/** An order created and paid through the gateway's window (a virtual account also deposited). */
export async function paidOrder(
  t: TestApp,
  who: SignedIn,
  items: object[],
  paymentTypeCd: '신용카드' | '가상계좌' = '신용카드',
  extra: Record<string, unknown> = { fdbIdSelected: '' },
) {
  const body = await orderBody(t, who, items, { paymentTypeCd, ...extra });
  await notificationStub(t);
  const { orderId, priceTotal } = await createOrder(t, who, body);
  const form = await windowForm(t, who, orderId, paymentTypeCd);
  const back = await payInWindow(form, 'approve');
  await returnTo(t, '/api/inicis-pc/pay-order-ok', back.fields);
  const [pay] = await queryRows<{ tid: string }>(
    t.database.db,
    sql`select pg_transaction_id as tid from payments where order_id = ${orderId}
      and status in ('approved', 'waiting_deposit')`,
  );
  if (paymentTypeCd === '가상계좌') await deposit(t, pay!.tid, '/api/inicis/pc-noti-service-order');
  const [row] = await queryRows<{ status: string; delivery_price_total: number }>(
    t.database.db,
    sql`select status, delivery_price_total from orders where order_id = ${orderId}`,
  );
  expect(row!.status).toBe('paid');
  return { orderId, priceTotal, tid: pay!.tid, deliveryPriceTotal: row!.delivery_price_total };
}

let stub: ShopStub | null = null;

/** The gateway's PC notifications go to a stand-in (the window keeps the URL it opened with). */
export async function notificationStub(t: TestApp): Promise<ShopStub> {
  if (!stub) {
    stub = await startShopStub();
    await simControl(t, '/pg/_control/merchant', { pcNotiUrl: `${stub.url}/pc-noti` });
  }
  return stub;
}

export async function closeNotificationStub(): Promise<void> {
  await stub?.close();
  stub = null;
}

/** The gateway posts the deposit of an issued account; it is handed to the shop's `url`. */
export async function deposit(t: TestApp, tid: string, url: string) {
  const received = (await notificationStub(t)).received;
  received.length = 0;
  await simControl(t, '/pg/_control/deposit', { tid });
  await eventually(() => received.length > 0);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(received[0]!).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.body).toBe('OK');
  return received[0]!;
}

export async function items(t: TestApp, orderId: number) {
  return queryRows<{
    order_item_id: number;
    product_id: number;
    qty_effected: number;
    sell_price: number;
  }>(
    t.database.db,
    sql`select order_item_id, product_id, qty_effected, sell_price from order_items
      where order_id = ${orderId} order by order_item_id`,
  );
}

/** What the gateway simulator still holds of a transaction, and its refunds. */
export async function ledger(t: TestApp, tid: string) {
  const res = await fetch(`${t.simUrl}/pg/_control/transactions`);
  const { list } = (await res.json()) as {
    list: { tid: string; window: { price: number }; refunds: { price: number }[] }[];
  };
  const tx = list.find((x) => x.tid === tid)!;
  const refunded = tx.refunds.reduce((s, r) => s + r.price, 0);
  return { refunds: tx.refunds.length, refunded, remaining: tx.window.price - refunded };
}

export const calc = (t: TestApp, who: SignedIn, body: object) =>
  post(t, who, '/api/member-svc/recall-calculate', body);
export const create = (t: TestApp, who: SignedIn, body: object, key?: string) =>
  post(t, who, '/api/member-svc/recall-create', body, key);
export const detail = (t: TestApp, who: SignedIn, revokeId: number) =>
  post(t, who, '/api/member-svc/revoke-detail', { revokeId });
export const dev = (t: TestApp, who: SignedIn, path: string, body: object) =>
  post(t, who, `/api/dev/${path}`, body);
