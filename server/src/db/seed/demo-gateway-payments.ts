import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { orderSplit, type TaxLine } from '@shop/contract/tax-split.ts';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../client.ts';
import { paymentGatewayRecords } from '../schema/checkout.ts';
import { products } from '../schema/catalog.ts';
import { orderItems, orders, payments } from '../schema/orders.ts';
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
  const taxFree = await taxFreeOf(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((r) => ({
    tid: r.tid!,
    oid: r.oid,
    price: r.price,
    taxFree: taxFree.get(r.orderId) ?? 0,
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

/** The tax-free part of each demo order (decision 0461), by the contract's rule, in one query. */
async function taxFreeOf(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      amount: orderItems.sellPrice,
      qty: orderItems.qty,
      taxFree: products.taxFree,
      isStb: products.isStb,
      fee: orders.deliveryPriceTotal,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.productId, orderItems.productId))
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(inArray(orderItems.orderId, orderIds));
  const byOrder = new Map<number, { fee: number; lines: TaxLine[] }>();
  for (const l of lines) {
    const o = byOrder.get(l.orderId) ?? { fee: l.fee, lines: [] };
    o.lines.push({ amount: l.amount * l.qty, taxFree: l.taxFree, shipped: !l.isStb });
    byOrder.set(l.orderId, o);
  }
  return new Map([...byOrder].map(([id, o]) => [id, orderSplit(o.lines, o.fee).taxFree]));
}
