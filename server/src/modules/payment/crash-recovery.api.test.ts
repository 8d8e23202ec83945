import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client.ts';
import { keptDataShop, type KeptDataShop } from '../../test/kept-data-shop.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import { signInAs } from '../../test/test-sign-in.ts';
import {
  SEOJUN_CDI,
  createOrder,
  orderBody,
  orderDetail,
  windowForm,
} from '../../test/checkout-test-kit.ts';

/**
 * Issue 6: the shop process killed between the gateway's approval and recording the payment
 * (CHECKOUT_FAULT=exit-after-approval) while the simulators keep running here. After a restart
 * and its recovery step, the gateway's ledger and the shop's database agree: a paid order with
 * one approved payment, or a net-cancel with no money held — never a charge without an order.
 * The shop runs as its own process on a temporary PGlite folder, or on a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set.
 */
let kept: KeptDataShop;
beforeAll(async () => {
  kept = await keptDataShop('shop-crash-');
});
afterAll(async () => {
  await kept?.close();
});

interface GatewayTx {
  tid: string;
  status: string;
  window: { oid: string; price: number };
  refunds: { price: number }[];
}

async function gatewayTx(orderNumber: string): Promise<GatewayTx> {
  const { list } = await kept.sims.read<{ list: GatewayTx[] }>('pg', 'transactions');
  return list.filter((tx) => tx.window.oid === orderNumber).at(-1)!;
}

describe('crash between gateway approval and recording', () => {
  it('ends, after restart and recovery, with a recorded payment or a net-cancel', async () => {
    const faulty = await kept.start({ CHECKOUT_FAULT: 'exit-after-approval' });
    const t = kept.overHttp(faulty);
    const kim = await signInAs(t, 'parent.kim');
    const items = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];
    const body = await orderBody(t, kim, items, { fdbIdSelected: '' });
    const { orderId, priceTotal } = await createOrder(t, kim, body);
    const form = await windowForm(t, kim, orderId, '신용카드');

    // the person approves in the window; the gateway's page posts the result to the shop, which
    // gets the approval and dies before writing it down
    const back = await payInWindow(form, 'approve');
    const returned = await fetch(back.action, {
      method: 'POST',
      body: new URLSearchParams(back.fields),
    }).catch((err: unknown) => err);
    expect(returned).toBeInstanceOf(Error);
    expect(await faulty.exited, faulty.output()).toBe(97);
    const charged = await gatewayTx(form.orderNumber);
    expect(charged).toMatchObject({ status: 'approved', window: { price: priceTotal } });

    // restarted without the fault: the recovery step runs before it listens
    const restarted = await kept.start();
    const detail = (await orderDetail(kept.overHttp(restarted), kim, orderId)).json<{
      data: { isPaid: boolean };
    }>().data;
    const ledger = await gatewayTx(form.orderNumber);
    expect(await restarted.stop()).toBe(0);

    const database = await openDatabase({
      databaseUrl: kept.storage.DATABASE_URL,
      dataDir: kept.storage.DATA_DIR,
    });
    try {
      const [order] = await queryRows<{ status: string; paid_total: number }>(
        database.db,
        sql`select status, paid_total from orders where order_id = ${orderId}`,
      );
      const payments = await queryRows<{ status: string; tid: string | null; pending: boolean }>(
        database.db,
        sql`select p.status, p.pg_transaction_id as tid, r.pending_auth is not null as pending
          from payments p join payment_gateway_records r using (payment_id)
          where p.order_id = ${orderId}`,
      );
      expect(payments.some((p) => p.pending)).toBe(false);
      const held = priceTotal - ledger.refunds.reduce((sum, r) => sum + r.price, 0);
      if (ledger.status === 'approved') {
        // recorded: the order is paid with exactly the gateway's one approval
        expect(order).toEqual({ status: 'paid', paid_total: priceTotal });
        expect(payments.filter((p) => p.status === 'approved')).toEqual([
          { status: 'approved', tid: ledger.tid, pending: false },
        ]);
        expect(detail.isPaid).toBe(true);
      } else {
        // net-cancelled: no money held and the order not paid
        expect(['netCancelled', 'refunded']).toContain(ledger.status);
        expect(ledger.status === 'netCancelled' || held === 0).toBe(true);
        expect(order).toEqual({ status: 'awaiting_payment', paid_total: 0 });
        expect(payments.filter((p) => p.status === 'approved')).toEqual([]);
        expect(detail.isPaid).toBe(false);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
