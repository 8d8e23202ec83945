import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface OrderFacts {
  order_id: number;
  member_id: number;
  price_total: number;
  is_oversea: boolean;
  buyer_name: string | null;
  phone: string | null;
  email: string | null;
  addr1: string | null;
  nation_name: string | null;
  first_item: string | null;
  item_count: number;
  logistic_cd: string | null;
  invoice_no: string | null;
  delivered_at: string | Date | null;
  vbank_name: string | null;
  vbank_account: string | null;
  vbank_holder: string | null;
  expires_at: string | Date | null;
}

/** One statement: the order, its delivery, its first product and its latest payment record. */
export async function orderFacts(db: Db, orderId: number): Promise<OrderFacts | undefined> {
  const [row] = await queryRows<OrderFacts>(
    db,
    sql`select o.order_id, o.member_id, o.price_total, o.is_oversea,
        d.buyer_name, coalesce(d.buyer_phone, d.mobile) as phone, d.email, d.addr1, d.nation_name,
        d.logistic_cd, d.invoice_no, d.delivered_at,
        (select p.display_name from order_items i join products p on p.product_id = i.product_id
          where i.order_id = o.order_id order by i.order_item_id limit 1) as first_item,
        (select count(*)::int from order_items i where i.order_id = o.order_id) as item_count,
        g.vbank_name, g.vbank_account, g.vbank_holder, g.expires_at
      from orders o
      left join order_deliveries d on d.order_id = o.order_id
      left join lateral (select r.* from payments pm
          join payment_gateway_records r on r.payment_id = pm.payment_id
          where pm.order_id = o.order_id order by pm.payment_id desc limit 1) g on true
      where o.order_id = ${orderId}`,
  );
  return row;
}
