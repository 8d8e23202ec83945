import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptDataShop, type KeptDataShop } from '../../test/kept-data-shop.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import type { ShopProcess } from '../../test/shop-process.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';
import { createOrder, orderBody, orderDetail, windowForm } from '../../test/checkout-test-kit.ts';
import { SEOJUN, create, detail, returnTo } from '../../test/revoke-test-kit.ts';

/**
 * Issue 18 §6: the shop process killed (SIGKILL) while the gateway's refund call of a member's
 * card cancel is out. Restarted, it settles the attempt through the gateway's inquiry: refunded
 * when the gateway carried it out (its answer lost), back in 환불지시 with a retry that works
 * when it did not. The simulators keep running here; the shop runs on a temporary PGlite folder
 * or a fresh PostgreSQL database (TEST_DATABASE_URL). PG_TIMEOUT_MS keeps the lease short.
 */
let kept: KeptDataShop;
const PAPER = 42;

beforeAll(async () => {
  kept = await keptDataShop('shop-refund-crash-');
});
afterAll(async () => {
  await kept?.close();
});

async function shop(): Promise<{ process: ShopProcess; t: TestApp }> {
  // a first start migrates and seeds a new database: slow on a busy machine
  const started = await kept.start({ PG_TIMEOUT_MS: '1000' }, 300_000);
  return { process: started, t: kept.overHttp(started) };
}

async function control(path: string, body: unknown = {}) {
  const res = await fetch(`${kept.sims.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

async function gatewayRefunds(tid: string): Promise<number> {
  const res = await fetch(`${kept.sims.url}/pg/_control/transactions`);
  const { list } = (await res.json()) as { list: { tid: string; refunds: unknown[] }[] };
  return list.find((x) => x.tid === tid)!.refunds.length;
}

async function refundCallsReceived(): Promise<number> {
  const res = await fetch(`${kept.sims.url}/pg/_control/received`);
  const { list } = (await res.json()) as { list: { url: string }[] };
  return list.filter((c) => c.url.includes('refund')).length;
}

/** A card order of kim's, paid in the gateway's window; its gateway transaction id. */
async function paidCardOrder(t: TestApp, kim: SignedIn) {
  const items = [{ productId: PAPER, qty: 1, cdi: SEOJUN }];
  const body = await orderBody(t, kim, items, { fdbIdSelected: '' });
  const { orderId } = await createOrder(t, kim, body);
  const form = await windowForm(t, kim, orderId, '신용카드');
  const back = await payInWindow(form, 'approve');
  await returnTo(t, '/api/inicis-pc/pay-order-ok', back.fields);
  const res = await fetch(`${kept.sims.url}/pg/_control/transactions`);
  const { list } = (await res.json()) as { list: { tid: string; window: { oid: string } }[] };
  const tid = list.filter((x) => x.window.oid === form.orderNumber).at(-1)!.tid;
  const order = (await orderDetail(t, kim, orderId)).json<{
    data: { items: { orderItemId: number }[] };
  }>().data;
  return { orderId, tid, orderItemId: order.items[0]!.orderItemId };
}

/** Polls `check` every 200 ms until it gives a value (true counts), or fails after `timeoutMs`. */
async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a refund cut by a crash', () => {
  let kim: SignedIn;

  it('is settled at restart as refunded when the gateway carried it out', async () => {
    const first = await shop();
    kim = await signInAs(first.t, 'parent.kim');
    const order = await paidCardOrder(first.t, kim);
    const before = await refundCallsReceived();
    await control('/pg/_control/timeout', { count: 1, afterWork: true });
    const cancel = create(first.t, kim, {
      orderId: order.orderId,
      recallItems: [{ orderItemId: order.orderItemId, qty: 1 }],
    }).catch((err: unknown) => err);
    await until(async () => (await refundCallsReceived()) > before, 60_000);
    first.process.kill();
    expect(await first.process.exited).toBe('SIGKILL');
    expect(await cancel).toBeInstanceOf(Error);
    expect(await gatewayRefunds(order.tid)).toBe(1);

    const second = await shop();
    const { revokeId } = await until(async () => {
      const list = (
        await second.t.app.inject({
          method: 'POST',
          url: '/api/member-svc/revoke-list',
          headers: kim.headers,
          payload: {},
        })
      ).json<{ list: { revokeId: number; orderId: number }[] }>().list;
      return list.find((r) => r.orderId === order.orderId);
    }, 30_000);
    await until(async () => {
      const r = (await detail(second.t, kim, revokeId)).json<{
        data: { revokeProgressCd: string };
      }>().data;
      return r.revokeProgressCd === '환불자동';
    }, 60_000);
    expect(await gatewayRefunds(order.tid)).toBe(1);
    expect(await second.process.stop()).toBe(0);
  }, 600_000);

  it('is settled at restart as not refunded when the gateway never took it; the staff retry refunds once', async () => {
    const first = await shop();
    kim = await signInAs(first.t, 'parent.kim');
    const order = await paidCardOrder(first.t, kim);
    const before = await refundCallsReceived();
    await control('/pg/_control/timeout', { count: 1 });
    const cancel = create(first.t, kim, {
      orderId: order.orderId,
      recallItems: [{ orderItemId: order.orderItemId, qty: 1 }],
    }).catch((err: unknown) => err);
    await until(async () => (await refundCallsReceived()) > before, 60_000);
    first.process.kill();
    expect(await first.process.exited).toBe('SIGKILL');
    expect(await cancel).toBeInstanceOf(Error);

    const second = await shop();
    const finance: SignedInStaff = await signInStaff(second.t, demoLoginOf('finance'));
    const queue = async () =>
      (
        await staffCall(
          second.t,
          finance,
          'GET',
          `/api/admin/revokes?progress=${encodeURIComponent('환불지시')}`,
        )
      ).json<{ list: { revokeId: number; orderId: number; refundFailed: boolean }[] }>().list;
    const row = await until(async () => {
      const r = (await queue()).find((x) => x.orderId === order.orderId);
      return r?.refundFailed ? r : undefined;
    }, 60_000);
    expect(await gatewayRefunds(order.tid)).toBe(0);
    const retried = await staffCall(second.t, finance, 'POST', '/api/admin/revoke-refund', {
      revokeId: row.revokeId,
      retry: true,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ revokeProgressCd: '환불완료', message: null });
    expect(await gatewayRefunds(order.tid)).toBe(1);
    expect(await second.process.stop()).toBe(0);
  }, 600_000);
});
