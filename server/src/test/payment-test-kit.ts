import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.ts';
import { eventually, payInWindow, type ShopStub } from './simulator-harness.ts';
import type { TestApp } from './test-app.ts';
import { simControl, type SignedIn } from './test-sign-in.ts';
import { SEOJUN_CDI, createOrder, orderBody, windowForm } from './checkout-test-kit.ts';

/**
 * Virtual accounts for API tests: an order paid by card or issued an account through the gateway
 * simulator's window, and the simulator's deposit with the notification it would send (caught by
 * a shop stub, so the test decides whether the shop ever gets it).
 */
const BOOK = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];

export async function returnToShop(t: TestApp, fields: Record<string, string>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inicis-pc/pay-order-ok',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(200);
  return /data-target="([^"]*)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
}

/** An order paid through the window: by card (paid) or virtual account (waiting, with its tid). */
export async function paidThroughWindow(
  t: TestApp,
  who: SignedIn,
  paymentTypeCd: '신용카드' | '가상계좌',
) {
  const body = await orderBody(t, who, BOOK, { paymentTypeCd, fdbIdSelected: '' });
  const { orderId, priceTotal } = await createOrder(t, who, body);
  const back = await payInWindow(await windowForm(t, who, orderId, paymentTypeCd), 'approve');
  await returnToShop(t, back.fields);
  const [p] = await queryRows<{ payment_id: number; tid: string; status: string }>(
    t.database.db,
    sql`select payment_id, pg_transaction_id as tid, status from payments
      where order_id = ${orderId} and pg_transaction_id is not null`,
  );
  return { orderId, priceTotal, paymentId: p!.payment_id, tid: p!.tid, status: p!.status };
}

/** The simulator takes the deposit; its notification reaches only the stub. */
export async function depositAtGateway(
  t: TestApp,
  stub: ShopStub,
  tid: string,
): Promise<Record<string, string>> {
  stub.received.length = 0;
  await simControl(t, '/pg/_control/deposit', { tid });
  await eventually(() => stub.received.length > 0);
  return stub.received[0]!;
}

/** Posts a deposit notification to the shop as the gateway would. */
export function notifyShop(t: TestApp, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/inicis/pc-noti-service-order',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
