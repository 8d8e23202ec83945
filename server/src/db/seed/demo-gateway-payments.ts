import { and, eq, isNotNull, like } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../client.ts';
import { paymentGatewayRecords } from '../schema/checkout.ts';
import { payments } from '../schema/orders.ts';
import { DEMO_TID_PREFIX } from './order-seed-data.ts';

/**
 * The demo seed's card payments, told to the gateway simulator so that their refunds work
 * (decision 0260). Demo only: the seed never runs in production, and the simulator is never
 * the production gateway. The simulator keeps its ledger in memory, so this runs at every
 * start of a seeded shop; a tid the simulator knows is left as it is.
 */
export async function demoCardPayments(db: Db) {
  const rows = await db
    .select({
      tid: payments.pgTransactionId,
      orderId: payments.orderId,
      oid: paymentGatewayRecords.orderNumber,
      price: payments.amount,
      approvedAt: payments.approvedAt,
      applNum: paymentGatewayRecords.cardApprovalNum,
      cardName: paymentGatewayRecords.cardName,
      cardNumber: paymentGatewayRecords.cardNumber,
    })
    .from(payments)
    .innerJoin(paymentGatewayRecords, eq(paymentGatewayRecords.paymentId, payments.paymentId))
    .where(
      and(
        like(payments.pgTransactionId, `${DEMO_TID_PREFIX}%`),
        eq(payments.paymentTypeCd, '신용카드'),
        isNotNull(payments.approvedAt),
      ),
    );
  return rows.map((r) => ({
    tid: r.tid!,
    oid: r.oid,
    price: r.price,
    goodName: `데모 주문 ${r.orderId}`,
    buyerName: '',
    applNum: r.applNum ?? '00000000',
    cardName: r.cardName ?? '',
    cardNumber: r.cardNumber ?? '',
    approvedAt: r.approvedAt!.toISOString(),
  }));
}

/**
 * Posts the seeded card payments to the simulator's control surface, waiting for it to answer
 * (the simulators are a process of their own, started beside the shop). Answers how many.
 */
export async function tellGatewayOfDemoCards(
  db: Db,
  pgUrl: string,
  tries = { count: 30, pauseMs: 500 },
): Promise<number> {
  const list = await demoCardPayments(db);
  if (list.length === 0) return 0;
  let last: unknown;
  for (let n = 0; n < tries.count; n++) {
    try {
      const res = await fetch(`${pgUrl}/_control/approved-cards`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ list }),
      });
      if (res.ok) return list.length;
      last = new Error(`gateway simulator answered ${res.status}`);
      if (res.status < 500) break;
    } catch (err) {
      last = err;
    }
    await delay(tries.pauseMs);
  }
  throw last;
}
