import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { seoulDaySql } from '../../lib/seoul-time.ts';

/**
 * The sales report's reads (decision 0440). A sale is an order with a payment (status paid or
 * refunded) in the period by its paid_at; a refund is a refunds row done in the period by its
 * done_at. Sums come back as bigint (a quarter's won can pass 2^31) and are read with Number().
 */

export interface Period {
  /** The first instant of the first Seoul day. */
  from: Date;
  /** The first instant after the last Seoul day. */
  until: Date;
}

type Big = string | number | bigint;
const n = (v: Big | null | undefined): number => Number(v ?? 0);

const sold = (p: Period): SQL =>
  sql`o.status in ('paid', 'refunded') and o.paid_at >= ${p.from.toISOString()}
    and o.paid_at < ${p.until.toISOString()}`;

const done = (p: Period): SQL =>
  sql`r.status = 'done' and r.done_at >= ${p.from.toISOString()}
    and r.done_at < ${p.until.toISOString()}`;

/** What an order's items charged: sell price (class discount taken off) × quantity ordered. */
const orderProducts = sql`(select coalesce(sum(i.sell_price * i.qty), 0) from order_items i
  where i.order_id = o.order_id)`;

/** The products a refund's request paid back: its items' refund amounts. */
const refundProducts = sql`(select coalesce(sum(ri.refund_amount), 0) from revoke_items ri
  where ri.revoke_id = r.revoke_id)`;

export interface SalesDayRow {
  day: string;
  orders: number;
  productSales: number;
  salesAmount: number;
}

export async function salesByDay(db: Db, p: Period): Promise<SalesDayRow[]> {
  const rows = await queryRows<{ day: string; orders: Big; products: Big; total: Big }>(
    db,
    sql`select ${seoulDaySql(sql`o.paid_at`)} as day, count(*) as orders,
        sum(${orderProducts})::bigint as products, sum(o.price_total)::bigint as total
      from orders o where ${sold(p)} group by 1`,
  );
  return rows.map((r) => ({
    day: r.day,
    orders: n(r.orders),
    productSales: n(r.products),
    salesAmount: n(r.total),
  }));
}

export interface RefundDayRow {
  day: string;
  refunds: number;
  productRefunds: number;
  deliveryRefunds: number;
  refundAmount: number;
}

export async function refundsByDay(db: Db, p: Period): Promise<RefundDayRow[]> {
  const rows = await queryRows<{
    day: string;
    refunds: Big;
    products: Big;
    delivery: Big;
    total: Big;
  }>(
    db,
    sql`select ${seoulDaySql(sql`r.done_at`)} as day, count(*) as refunds,
        sum(${refundProducts})::bigint as products, sum(v.refund_for_delivery)::bigint as delivery,
        sum(r.amount)::bigint as total
      from refunds r join revokes v on v.revoke_id = r.revoke_id
      where ${done(p)} group by 1`,
  );
  return rows.map((r) => ({
    day: r.day,
    refunds: n(r.refunds),
    productRefunds: n(r.products),
    deliveryRefunds: n(r.delivery),
    refundAmount: n(r.total),
  }));
}

export interface LineTotals {
  /** The brand of a brand line (null: items billed for no student). */
  brand: string | null;
  /** The product of a product line (0 on a brand line). */
  productId: number;
  displayName: string;
  /** Distinct orders (sales) or refunds (refunds). */
  count: number;
  qty: number;
  amount: number;
}

/** The columns a line is grouped by: a product, or a brand (the items' brchType). */
const lineKey = (by: 'product' | 'brand'): SQL =>
  by === 'product'
    ? sql`i.product_id as product_id, pr.display_name as name, null::text as brand`
    : sql`0 as product_id, '' as name, i.brch_type as brand`;

interface LineRow {
  product_id: number;
  name: string;
  brand: string | null;
  cnt: Big;
  qty: Big;
  amount: Big;
}

const lineOf = (r: LineRow): LineTotals => ({
  brand: r.brand,
  productId: Number(r.product_id),
  displayName: r.name,
  count: n(r.cnt),
  qty: n(r.qty),
  amount: n(r.amount),
});

/** Sales per product or per brand, from the sold orders' items. */
export async function salesBy(db: Db, p: Period, by: 'product' | 'brand'): Promise<LineTotals[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select ${lineKey(by)}, count(distinct o.order_id) as cnt, sum(i.qty)::bigint as qty,
        sum(i.sell_price * i.qty)::bigint as amount
      from orders o join order_items i on i.order_id = o.order_id
        join products pr on pr.product_id = i.product_id
      where ${sold(p)} group by 1, 2, 3`,
  );
  return rows.map(lineOf);
}

/** Refunds per product or per brand, from the refunded requests' items. */
export async function refundsBy(db: Db, p: Period, by: 'product' | 'brand'): Promise<LineTotals[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select ${lineKey(by)}, count(distinct r.refund_id) as cnt,
        sum(ri.revoke_qty)::bigint as qty, sum(ri.refund_amount)::bigint as amount
      from refunds r join revoke_items ri on ri.revoke_id = r.revoke_id
        join order_items i on i.order_item_id = ri.order_item_id
        join products pr on pr.product_id = i.product_id
      where ${done(p)} group by 1, 2, 3`,
  );
  return rows.map(lineOf);
}

export async function salesByPaymentType(db: Db, p: Period) {
  const rows = await queryRows<{ type: string | null; orders: Big; amount: Big }>(
    db,
    sql`select o.payment_type_cd as type, count(*) as orders, sum(o.price_total)::bigint as amount
      from orders o where ${sold(p)} group by 1 order by 1`,
  );
  return rows.map((r) => ({
    paymentTypeCd: r.type ?? '',
    orders: n(r.orders),
    amount: n(r.amount),
  }));
}

/** Free-delivery benefits used by the orders sold in the period, per brand and season. */
export async function benefitsUsed(db: Db, p: Period) {
  const rows = await queryRows<{
    brand: string;
    season_id: number;
    season_name: string;
    used: Big;
    waived: Big;
  }>(
    db,
    sql`select b.brch_type as brand, s.season_id, s.name as season_name, count(*) as used,
        sum(greatest(o.delivery_price_origin - o.delivery_price_total, 0))::bigint as waived
      from free_delivery_benefits b join orders o on o.order_id = b.order_id
        join selling_seasons s on s.season_id = b.season_id
      where ${sold(p)}
      group by b.brch_type, s.season_id, s.name, s.starts_at
      order by s.starts_at, b.brch_type`,
  );
  return rows.map((r) => ({
    brand: r.brand,
    seasonId: r.season_id,
    seasonName: r.season_name,
    used: n(r.used),
    waived: n(r.waived),
  }));
}

export interface DoneRefundRow {
  refundId: number;
  revokeId: number;
  orderId: number;
  revokeTypeCd: string;
  amount: number;
  doneAt: Date;
  /** When the legal clock started (decision 0504); null: a return refunded before inspection. */
  startedAt: Date | null;
}

/** The refunds done in the period with the moment each one's legal clock started. */
export async function refundsDone(db: Db, p: Period): Promise<DoneRefundRow[]> {
  const rows = await queryRows<{
    refund_id: number;
    revoke_id: number;
    order_id: number;
    revoke_type_cd: string;
    amount: number;
    done_at: string | Date;
    started_at: string | Date | null;
  }>(
    db,
    sql`select r.refund_id, r.revoke_id, r.order_id, v.revoke_type_cd, r.amount, r.done_at,
        case when v.revoke_type_cd = '취소' then v.requested_at else v.inspected_at end as started_at
      from refunds r join revokes v on v.revoke_id = r.revoke_id
      where ${done(p)} order by r.done_at, r.refund_id`,
  );
  return rows.map((r) => ({
    refundId: r.refund_id,
    revokeId: r.revoke_id,
    orderId: r.order_id,
    revokeTypeCd: r.revoke_type_cd,
    amount: r.amount,
    doneAt: new Date(r.done_at),
    startedAt: r.started_at === null ? null : new Date(r.started_at),
  }));
}
