import { getTableColumns, sql } from 'drizzle-orm';
import { CheckoutErrorCode, CheckoutMessage, type PaymentTypeCd } from '@shop/contract/checkout.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { orderDeliveries } from '../../db/schema/checkout.ts';
import { AppError } from '../../http/errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OrderLine {
  productId: number;
  qty: number;
  sellPrice: number;
  classDiscount: number;
  cdi: { stdId: number; brchId: number; brchType: string } | null;
  cartId: number | null;
}

export type DeliverySnapshot = Omit<typeof orderDeliveries.$inferInsert, 'orderId'>;

export interface NewOrder {
  memberId: number;
  paymentTypeCd: PaymentTypeCd;
  productPriceTotal: number;
  deliveryPriceOrigin: number;
  deliveryPriceTotal: number;
  priceTotal: number;
  isOversea: boolean;
  lines: OrderLine[];
  delivery: DeliverySnapshot;
  /** The benefit the price was computed with; claimed here or the order is refused. */
  fdbId: number | null;
}

const columns = getTableColumns(orderDeliveries);

/**
 * Writes an order inside the caller's transaction: the order, its items (with cdi and cart
 * line), its delivery snapshot and the claim of its free-delivery benefit, in one statement
 * whatever the number of items (data-modifying CTEs; the items from arrays). The claim is a
 * conditional UPDATE, so of two orders racing for one benefit exactly one gets it; the other
 * is refused (the caller's transaction rolls back) and its tab re-prices with the fee.
 */
export async function writeOrder(tx: Tx, order: NewOrder): Promise<number> {
  const waiting = OrderProgress.waiting;
  const lines = order.lines;
  const ints = (values: (number | null)[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}::int`),
      sql`, `,
    )}]::int[]`;
  const texts = (values: (string | null)[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}::text`),
      sql`, `,
    )}]::text[]`;
  const delivery = Object.entries(order.delivery).filter(([, v]) => v !== undefined) as [
    keyof DeliverySnapshot,
    unknown,
  ][];
  const claim =
    order.fdbId === null
      ? sql`select null::int as fdb_id where false`
      : sql`update free_delivery_benefits b set order_id = o.order_id, used_at = o.ordered_at
          from o where b.fdb_id = ${order.fdbId} and b.order_id is null returning b.fdb_id`;
  const rows = await queryRows<{ order_id: number; claimed: number }>(
    tx as unknown as Db,
    sql`with o as (
      insert into orders (member_id, status, order_progress_cd, payment_type_cd,
        product_price_total, delivery_price_origin, delivery_price_total, price_total, is_oversea)
      values (${order.memberId}, 'awaiting_payment', ${waiting}, ${order.paymentTypeCd},
        ${order.productPriceTotal}, ${order.deliveryPriceOrigin}, ${order.deliveryPriceTotal},
        ${order.priceTotal}, ${order.isOversea})
      returning order_id, ordered_at
    ), claim as (${claim}), items as (
      insert into order_items (order_id, product_id, qty, qty_effected, sell_price, class_discount,
        std_id, brch_id, brch_type, order_item_progress_cd, cart_id)
      select o.order_id, l.product_id, l.qty, l.qty, l.sell_price, l.class_discount, l.std_id,
        l.brch_id, l.brch_type, ${waiting}, l.cart_id
      from o, unnest(
        ${ints(lines.map((l) => l.productId))}, ${ints(lines.map((l) => l.qty))},
        ${ints(lines.map((l) => Math.max(0, l.sellPrice - l.classDiscount)))},
        ${ints(lines.map((l) => Math.min(l.sellPrice, l.classDiscount)))},
        ${ints(lines.map((l) => l.cdi?.stdId ?? null))},
        ${ints(lines.map((l) => l.cdi?.brchId ?? null))},
        ${texts(lines.map((l) => l.cdi?.brchType ?? null))},
        ${ints(lines.map((l) => l.cartId))}
      ) with ordinality as l(product_id, qty, sell_price, class_discount, std_id, brch_id,
        brch_type, cart_id, n)
      order by l.n
    ), delivery as (
      insert into order_deliveries (order_id, ${sql.join(
        delivery.map(([key]) => sql.identifier(columns[key].name)),
        sql`, `,
      )})
      select o.order_id, ${sql.join(
        delivery.map(
          ([key, value]) =>
            // typed: a bare parameter in a SELECT list would be read as text
            sql`${sql.param(value, columns[key])}::${sql.raw(columns[key].getSQLType())}`,
        ),
        sql`, `,
      )} from o
    )
    select o.order_id, (select count(*)::int from claim) as claimed from o`,
  );
  const row = rows[0]!;
  if (order.fdbId !== null && row.claimed === 0) {
    throw new AppError(409, CheckoutErrorCode.benefitTaken, CheckoutMessage.benefitTaken);
  }
  return row.order_id;
}
