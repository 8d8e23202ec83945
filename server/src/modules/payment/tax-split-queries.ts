import { sql, type SQL } from 'drizzle-orm';
import {
  deliverySplit,
  linesSplit,
  orderSplit,
  refundSplit,
  type TaxLine,
  type TaxSplit,
} from '@shop/contract/tax-split.ts';
import type { Db } from '../../db/client.ts';

/**
 * The taxable and tax-free parts the gateway calls carry (decision 0461), read from the order's
 * lines as stored: a line's flag is the product's when ordered (the product's now for rows
 * written without it), a smart book is not shipped.
 */

interface LineRow {
  amount: number;
  tax_free: boolean;
  shipped: boolean;
}

/** The database or a transaction on it (a refund reads its split inside its attempt's). */
type Reader = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

async function queryRows<T>(db: Reader, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const taxLineOf = (r: LineRow): TaxLine => ({
  amount: Number(r.amount),
  taxFree: r.tax_free,
  shipped: r.shipped,
});

/** The order's lines at their ordered quantities and its delivery fee. */
export async function orderTaxLines(
  db: Reader,
  orderId: number,
): Promise<{ lines: TaxLine[]; deliveryFee: number }> {
  const rows = await queryRows<LineRow & { delivery_fee: number }>(
    db,
    sql`select i.sell_price * i.qty as amount, coalesce(i.tax_free, p.tax_free) as tax_free,
        not p.is_stb as shipped, o.delivery_price_total as delivery_fee
      from orders o join order_items i on i.order_id = o.order_id
      join products p on p.product_id = i.product_id
      where o.order_id = ${orderId}`,
  );
  return { lines: rows.map(taxLineOf), deliveryFee: rows[0]?.delivery_fee ?? 0 };
}

/** A fee charged after the order (the return fee) goes with the order's goods. */
export async function feeTaxSplit(db: Reader, orderId: number, fee: number): Promise<TaxSplit> {
  return deliverySplit(fee, (await orderTaxLines(db, orderId)).lines);
}

/** The split of the order's price (what its payment sends). */
export async function orderTaxSplit(db: Reader, orderId: number): Promise<TaxSplit> {
  const { lines, deliveryFee } = await orderTaxLines(db, orderId);
  return orderSplit(lines, deliveryFee);
}

/** The split of what a request returns: its lines at their prices and the fee refunded with them. */
export async function returnedTaxSplit(db: Reader, revokeId: number): Promise<TaxSplit> {
  const returned = await queryRows<LineRow & { refund_for_delivery: number }>(
    db,
    sql`select i.sell_price * ri.revoke_qty as amount,
        coalesce(i.tax_free, p.tax_free) as tax_free, not p.is_stb as shipped,
        r.refund_for_delivery
      from revokes r join revoke_items ri on ri.revoke_id = r.revoke_id
      join order_items i on i.order_item_id = ri.order_item_id
      join products p on p.product_id = i.product_id
      where r.revoke_id = ${revokeId}`,
  );
  const lines = returned.map(taxLineOf);
  const goods = linesSplit(lines);
  const fee = deliverySplit(returned[0]?.refund_for_delivery ?? 0, lines);
  return { taxable: goods.taxable + fee.taxable, taxFree: goods.taxFree + fee.taxFree };
}

/**
 * The split of a card refund of a request's `amount`: in the proportion of the returned lines and
 * the delivery fee refunded with them, within what the gateway still holds of each part (the
 * payment's split less the tax-free parts of the refunds done before).
 */
export async function refundTaxSplit(
  db: Reader,
  revoke: { revokeId: number; orderId: number },
  amount: number,
  remainingBefore: number,
): Promise<TaxSplit> {
  const [returned, paid, done] = await Promise.all([
    queryRows<LineRow & { refund_for_delivery: number }>(
      db,
      sql`select i.sell_price * ri.revoke_qty as amount,
          coalesce(i.tax_free, p.tax_free) as tax_free, not p.is_stb as shipped,
          r.refund_for_delivery
        from revokes r join revoke_items ri on ri.revoke_id = r.revoke_id
        join order_items i on i.order_item_id = ri.order_item_id
        join products p on p.product_id = i.product_id
        where r.revoke_id = ${revoke.revokeId}`,
    ),
    orderTaxSplit(db, revoke.orderId),
    queryRows<{ tax_free: number }>(
      db,
      sql`select coalesce(sum(tax_free), 0)::int as tax_free from refunds
        where order_id = ${revoke.orderId} and status = 'done' and method = 'Card'`,
    ),
  ]);
  const lines = returned.map(taxLineOf);
  const goods = linesSplit(lines);
  const fee = deliverySplit(returned[0]?.refund_for_delivery ?? 0, lines);
  const heldTaxFree = Math.max(0, paid.taxFree - (done[0]?.tax_free ?? 0));
  return refundSplit(
    amount,
    { taxable: goods.taxable + fee.taxable, taxFree: goods.taxFree + fee.taxFree },
    {
      taxFree: Math.min(heldTaxFree, remainingBefore),
      taxable: Math.max(0, remainingBefore - heldTaxFree),
    },
  );
}
