import { sql, type SQL } from 'drizzle-orm';
import { AdminOrderLimits, type AdminOrderRow } from '@shop/contract/admin-orders.ts';
import type { PaymentTypeCd } from '@shop/contract/checkout.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { seoulDayEndSql, seoulDayStartSql } from '../../lib/seoul-time.ts';

export interface OrderFilter {
  /** Seoul days, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  progress?: string | undefined;
  paymentTypeCd?: string | undefined;
  memberId?: number | undefined;
  stdId?: number | undefined;
  productId?: number | undefined;
  orderId?: number | undefined;
}

/** The filter as SQL conditions on `orders o`; each one has an index to start from. */
export function orderConditions(f: OrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.orderId) parts.push(sql`o.order_id = ${f.orderId}`);
  if (f.from) {
    parts.push(sql`o.ordered_at >= ${seoulDayStartSql(f.from)}`);
  }
  if (f.to) {
    parts.push(sql`o.ordered_at < ${seoulDayEndSql(f.to)}`);
  }
  if (f.progress) parts.push(sql`o.order_progress_cd = ${f.progress}`);
  if (f.paymentTypeCd) parts.push(sql`o.payment_type_cd = ${f.paymentTypeCd}`);
  if (f.memberId) parts.push(sql`o.member_id = ${f.memberId}`);
  if (f.stdId) {
    parts.push(sql`o.order_id in (select si.order_id from order_items si
      where si.std_id = ${f.stdId})`);
  }
  if (f.productId) {
    parts.push(sql`o.order_id in (select pi.order_id from order_items pi
      where pi.product_id = ${f.productId})`);
  }
  return sql.join(parts, sql` and `);
}

/** The page's query, apart so the query-plan test can EXPLAIN it. */
export function orderSearchQuery(f: OrderFilter, page: number, size: number): SQL {
  return sql`select o.order_id, o.ordered_at, o.member_id, o.price_total, o.payment_type_cd,
      o.status, o.order_progress_cd, o.is_oversea, d.buyer_name, d.name as recipient_name,
      coalesce(d.mobile, d.international_phone) as recipient_mobile, d.logistic_cd, d.invoice_no,
      s.first_name, coalesce(s.n, 0)::int as item_count
    from orders o
    left join order_deliveries d on d.order_id = o.order_id
    left join lateral (
      select count(*)::int as n,
        (array_agg(p.display_name order by i.order_item_id))[1] as first_name
      from order_items i join products p on p.product_id = i.product_id
      where i.order_id = o.order_id
    ) s on true
    where ${orderConditions(f)}
    order by o.ordered_at desc, o.order_id desc
    limit ${size} offset ${(page - 1) * size}`;
}

interface Row {
  order_id: number;
  ordered_at: string | Date;
  member_id: number;
  price_total: number;
  payment_type_cd: string | null;
  status: string;
  order_progress_cd: string;
  is_oversea: boolean;
  buyer_name: string | null;
  recipient_name: string | null;
  recipient_mobile: string | null;
  logistic_cd: string | null;
  invoice_no: string | null;
  first_name: string | null;
  item_count: number;
}

/** One page of orders, newest first, with the count of all that match (personal data in full). */
export async function searchOrders(
  db: Db,
  f: OrderFilter,
  page: number,
): Promise<{ list: AdminOrderRow[]; totalCount: number; totalPages: number }> {
  const size = AdminOrderLimits.pageSize;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(db, orderSearchQuery(f, page, size)),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders o where ${orderConditions(f)}`,
    ),
  ]);
  const totalCount = count?.n ?? 0;
  return {
    list: rows.map((r) => ({
      orderId: r.order_id,
      orderedDatetime: new Date(r.ordered_at).toISOString(),
      memberId: r.member_id,
      buyerName: r.buyer_name,
      recipientName: r.recipient_name,
      recipientMobile: r.recipient_mobile,
      productSummary:
        r.item_count > 1 ? `${r.first_name ?? ''} 외 ${r.item_count - 1}건` : (r.first_name ?? ''),
      itemCount: r.item_count,
      priceTotal: r.price_total,
      paymentTypeCd: r.payment_type_cd as PaymentTypeCd | null,
      status: r.status,
      orderProgressCd: r.order_progress_cd,
      isOversea: r.is_oversea,
      logisticCd: r.logistic_cd,
      invoiceNo: r.invoice_no,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / size),
  };
}
