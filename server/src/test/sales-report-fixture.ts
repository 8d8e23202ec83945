import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { seoulTimeOn } from '../lib/seoul-time.ts';

/**
 * Known orders and refunds on known Seoul days of March 2025 (no demo order is that old) for the
 * sales report's test (issue 19 §7, decision 0440): what counts, the Seoul-midnight edges, what
 * does not (unpaid, dropped, outside the period, failed refunds), and a refund made late across a
 * holiday of the table. The comments name what each row is for.
 */

interface Item {
  productId: number;
  qty: number;
  price: number;
  brand: string | null;
}

async function order(
  db: Db,
  o: {
    status?: string;
    paidAt: Date | null;
    type: string;
    items: Item[];
    delivery: number;
    deliveryOrigin?: number;
  },
) {
  const products = o.items.reduce((s, i) => s + i.qty * i.price, 0);
  const [row] = await queryRows<{ order_id: number }>(
    db,
    sql`insert into orders (member_id, status, order_progress_cd, payment_type_cd,
        product_price_total, delivery_price_origin, delivery_price_total, price_total,
        paid_total, ordered_at, paid_at)
      values (1001, ${o.status ?? 'paid'}, '결제완료', ${o.type}, ${products},
        ${o.deliveryOrigin ?? o.delivery}, ${o.delivery}, ${products + o.delivery},
        ${o.paidAt ? products + o.delivery : 0}, ${(o.paidAt ?? seoulTimeOn('2025-03-11', 9)).toISOString()},
        ${o.paidAt?.toISOString() ?? null})
      returning order_id`,
  );
  const orderId = row!.order_id;
  const itemIds: number[] = [];
  for (const i of o.items) {
    const [item] = await queryRows<{ order_item_id: number }>(
      db,
      sql`insert into order_items (order_id, product_id, qty, qty_effected, sell_price, std_id,
          brch_id, brch_type, order_item_progress_cd)
        values (${orderId}, ${i.productId}, ${i.qty}, ${i.qty}, ${i.price},
          ${i.brand ? 5101 : null}, ${i.brand ? 101 : null}, ${i.brand}, '결제완료')
        returning order_item_id`,
    );
    itemIds.push(item!.order_item_id);
  }
  return { orderId, itemIds };
}

/** A request with its items and one refunds row (done unless said otherwise). */
async function refund(
  db: Db,
  r: {
    orderId: number;
    type: '취소' | '반품';
    items: { orderItemId: number; qty: number; price: number }[];
    delivery?: number;
    adjustment?: number;
    requestedAt: Date;
    inspectedAt?: Date;
    doneAt: Date | null;
    status?: 'done' | 'failed';
    progress?: string;
  },
) {
  const products = r.items.reduce((s, i) => s + i.qty * i.price, 0);
  const total = products + (r.delivery ?? 0) + (r.adjustment ?? 0);
  const [v] = await queryRows<{ revoke_id: number }>(
    db,
    sql`insert into revokes (order_id, member_id, revoke_type_cd, revoke_progress_cd,
        refund_for_products, refund_for_delivery, refund_total, refund_adjustment,
        refund_type_cd, requested_at, inspected_at, refunded_at)
      values (${r.orderId}, 1001, ${r.type}, ${r.progress ?? '환불완료'}, ${products},
        ${r.delivery ?? 0}, ${total}, ${r.adjustment ?? 0}, 'Card', ${r.requestedAt.toISOString()},
        ${r.inspectedAt?.toISOString() ?? null}, ${r.doneAt?.toISOString() ?? null})
      returning revoke_id`,
  );
  const revokeId = v!.revoke_id;
  for (const i of r.items) {
    await db.execute(sql`insert into revoke_items (revoke_id, order_item_id, revoke_qty,
        sell_price, refund_amount)
      values (${revokeId}, ${i.orderItemId}, ${i.qty}, ${i.price}, ${i.qty * i.price})`);
  }
  if (r.doneAt || r.status === 'failed') {
    await db.execute(sql`insert into refunds (revoke_id, order_id, method, status, amount,
        attempt_key, requested_at, done_at)
      values (${revokeId}, ${r.orderId}, 'Card', ${r.status ?? 'done'}, ${total},
        ${`report-test-${revokeId}-${r.status ?? 'done'}`}, ${r.requestedAt.toISOString()},
        ${r.status === 'failed' ? null : (r.doneAt?.toISOString() ?? null)})`);
  }
  return revokeId;
}

const at = (day: string, hour: number, minute = 0, second = 0) =>
  new Date(seoulTimeOn(day, hour, minute).getTime() + second * 1000);

/** Writes the month; returns the two products and the season its rows use. */
export async function seedSalesMarch2025(db: Db): Promise<{
  p1: number;
  p2: number;
  seasonId: number;
  seasonName: string;
}> {
  const products = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from products order by product_id limit 2`,
  );
  const [p1, p2] = products.map((p) => p.product_id) as [number, number];
  const [season] = await queryRows<{ season_id: number; name: string }>(
    db,
    sql`select season_id, name from selling_seasons order by starts_at limit 1`,
  );
  const seasonId = season!.season_id;
  const seasonName = season!.name;
  // a holiday of the table inside the refund's clock (decision 0504): the due date moves a day
  await db.execute(sql`insert into holidays (day, name) values ('2025-03-11', '시험 휴일')
    on conflict (day) do nothing`);

  // 3/10: a card order (two brands, delivery 1,500) and a virtual-account order on the last second
  const a = await order(db, {
    paidAt: at('2025-03-10', 10),
    type: '신용카드',
    items: [
      { productId: p1, qty: 2, price: 6000, brand: 'CDI' },
      { productId: p2, qty: 1, price: 8000, brand: 'TALENT' },
    ],
    delivery: 1500,
  });
  const b = await order(db, {
    paidAt: at('2025-03-10', 23, 59, 59),
    type: '가상계좌',
    items: [{ productId: p1, qty: 1, price: 6000, brand: 'CDI' }],
    delivery: 0,
    deliveryOrigin: 1500,
  });
  await db.execute(sql`insert into free_delivery_benefits (std_id, brch_type, season_id,
      order_id, used_at)
    values (99501, 'CDI', ${seasonId}, ${b.orderId}, ${at('2025-03-10', 23, 59, 59).toISOString()})`);
  // 3/11 at midnight and ten seconds (still 3/10 in UTC): an ARS order for no student
  const c = await order(db, {
    paidAt: at('2025-03-11', 0, 0, 10),
    type: 'ARS',
    items: [{ productId: p2, qty: 3, price: 8000, brand: null }],
    delivery: 1500,
  });
  // not sales: unpaid, dropped after an approval, paid just before and just after the period
  await order(db, {
    status: 'awaiting_payment',
    paidAt: null,
    type: '가상계좌',
    items: [{ productId: p1, qty: 1, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  await order(db, {
    status: 'dropped',
    paidAt: at('2025-03-11', 12),
    type: 'ARS',
    items: [{ productId: p1, qty: 1, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  await order(db, {
    paidAt: at('2025-03-09', 23, 59, 59),
    type: '신용카드',
    items: [{ productId: p1, qty: 5, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  await order(db, {
    paidAt: at('2025-03-15', 0, 0, 0),
    type: '신용카드',
    items: [{ productId: p1, qty: 5, price: 6000, brand: 'CDI' }],
    delivery: 1500,
  });
  // paid before the period, returned within it
  const g = await order(db, {
    paidAt: at('2025-03-03', 15),
    type: '신용카드',
    items: [{ productId: p2, qty: 3, price: 8000, brand: 'TALENT' }],
    delivery: 1500,
  });

  // 3/11: one of A's books cancelled and refunded the same day (on time)
  await refund(db, {
    orderId: a.orderId,
    type: '취소',
    items: [{ orderItemId: a.itemIds[0]!, qty: 1, price: 6000 }],
    requestedAt: at('2025-03-11', 9),
    doneAt: at('2025-03-11', 9, 5),
  });
  // 3/12: a failed attempt is no refund
  await refund(db, {
    orderId: c.orderId,
    type: '취소',
    items: [{ orderItemId: c.itemIds[0]!, qty: 1, price: 8000 }],
    requestedAt: at('2025-03-12', 9),
    doneAt: null,
    status: 'failed',
    progress: '환불지시',
  });
  // 3/14: G's return inspected Friday 3/7, due 3/13 (3/11 is a holiday), done 3/14: a day late;
  // staff took 500 won off
  await refund(db, {
    orderId: g.orderId,
    type: '반품',
    items: [{ orderItemId: g.itemIds[0]!, qty: 3, price: 8000 }],
    delivery: 1500,
    adjustment: -500,
    requestedAt: at('2025-03-05', 10),
    inspectedAt: at('2025-03-07', 16),
    doneAt: at('2025-03-14', 11),
  });
  // 3/14 at its last second: B cancelled and refunded by bank transfer
  await refund(db, {
    orderId: b.orderId,
    type: '취소',
    items: [{ orderItemId: b.itemIds[0]!, qty: 1, price: 6000 }],
    requestedAt: at('2025-03-14', 9),
    doneAt: at('2025-03-14', 23, 59, 59),
  });
  // refunded the next day: outside the period
  await refund(db, {
    orderId: c.orderId,
    type: '취소',
    items: [{ orderItemId: c.itemIds[0]!, qty: 1, price: 8000 }],
    requestedAt: at('2025-03-14', 9),
    doneAt: at('2025-03-15', 0, 0, 1),
  });
  // still owed since March 2025: overdue today
  await refund(db, {
    orderId: c.orderId,
    type: '취소',
    items: [{ orderItemId: c.itemIds[0]!, qty: 1, price: 8000 }],
    requestedAt: at('2025-03-13', 9),
    doneAt: null,
    progress: '환불지시',
  });
  return { p1, p2, seasonId, seasonName };
}
