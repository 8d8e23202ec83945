import { sql, type SQL } from 'drizzle-orm';
import type { ProductKind } from '@shop/contract/catalog.ts';
import { Limits } from '@shop/contract/common.ts';
import { queryRows, type Db } from '../../db/client.ts';

/** Product kinds of each cart tab (spec 1 §2.6). */
export const TAB_KINDS: Record<0 | 1, ProductKind[]> = {
  0: ['book', 'stb'],
  1: ['device', 'aid'],
};

/**
 * A line that has left the cart: untouched for 30 days, or ordered and paid (through this line,
 * or the same product for the same student paid after the line's last change).
 */
function staleLine(c: string): SQL {
  const line = sql.raw(c);
  return sql`(${line}.updated_at <= now() - make_interval(days => ${Limits.cartRetentionDays})
    or exists (
      select 1 from order_items oi join orders o on o.order_id = oi.order_id
      where o.status = 'paid' and o.member_id = ${line}.member_id
        and (oi.cart_id = ${line}.cart_id
          or (oi.product_id = ${line}.product_id and oi.std_id is not distinct from ${line}.std_id
              and o.paid_at >= ${line}.updated_at))))`;
}

export interface CartLineRow {
  cartId: number;
  productId: number;
  qty: number;
  stdId: number | null;
  brchId: number | null;
  brchType: string | null;
  updatedAt: Date | string;
  displayName: string;
  imageUrl: string;
  kind: ProductKind;
  isStb: boolean;
  isSupple: boolean;
  canBuy: boolean;
  canBuyMultiple: boolean;
  additionalNotice: string | null;
  markedPrice: number;
  sellPrice: number;
}

const lineColumns = sql`c.cart_id as "cartId", c.product_id as "productId", c.qty, c.std_id as "stdId",
  c.brch_id as "brchId", c.brch_type as "brchType", c.updated_at as "updatedAt",
  p.display_name as "displayName", p.image_url as "imageUrl", p.kind, p.is_stb as "isStb",
  p.is_supple as "isSupple", p.can_buy as "canBuy", p.can_buy_multiple as "canBuyMultiple",
  p.additional_notice as "additionalNotice", p.marked_price as "markedPrice", p.sell_price as "sellPrice"`;

/** The member's lines of one tab, newest change first; stale lines are filtered on read. */
export async function cartLines(db: Db, memberId: number, tab: 0 | 1): Promise<CartLineRow[]> {
  const kinds = sql.join(
    TAB_KINDS[tab].map((k) => sql`${k}`),
    sql`, `,
  );
  return queryRows<CartLineRow>(
    db,
    sql`select ${lineColumns}
      from cart_items c join products p on p.product_id = c.product_id
      where c.member_id = ${memberId} and p.kind in (${kinds}) and not ${staleLine('c')}
      order by c.updated_at desc, c.cart_id desc`,
  );
}

export async function cartCounts(db: Db, memberId: number) {
  const [row] = await queryRows<{ books: number | string; others: number | string }>(
    db,
    sql`select count(*) filter (where p.kind in ('book', 'stb')) as books,
        count(*) filter (where p.kind in ('device', 'aid')) as others
      from cart_items c join products p on p.product_id = c.product_id
      where c.member_id = ${memberId} and not ${staleLine('c')}`,
  );
  return { cartBookCount: Number(row?.books ?? 0), cartOtherCount: Number(row?.others ?? 0) };
}

export interface NewLine {
  productId: number;
  qty: number;
  stdId: number | null;
  brchId: number | null;
  brchType: string | null;
}

export interface AddedLine {
  cartId: number;
  productId: number;
  displayName: string;
  /** The line's quantity after the add. */
  qty: number;
  /** The line was in the cart before: the add was merged into it (issue 16 item 5). */
  alreadyInCart: boolean;
}

/**
 * Adds lines in one statement. A line already there (same product and class) adds to its
 * quantity, capped at 20 (1 for single-only products, every smart book); the unique key makes
 * concurrent adds of the same line meet here instead of creating two. Stale lines of the member go
 * first, so an expired or paid line starts again from the new quantity. A row written by the
 * conflict's update carries the updating transaction in xmax, a new row carries 0.
 */
export async function upsertLines(
  db: Db,
  memberId: number,
  lines: NewLine[],
): Promise<AddedLine[]> {
  await queryRows(
    db,
    sql`delete from cart_items c where c.member_id = ${memberId} and ${staleLine('c')}`,
  );
  const values = sql.join(
    lines.map(
      (l) =>
        sql`(${memberId}, ${l.productId}, ${l.qty}, ${l.stdId}::integer, ${l.brchId}::integer, ${l.brchType}::text)`,
    ),
    sql`, `,
  );
  return queryRows<AddedLine>(
    db,
    sql`with added as (
      insert into cart_items as c (member_id, product_id, qty, std_id, brch_id, brch_type)
      values ${values}
      on conflict on constraint cart_items_line_unique do update
        set qty = least(c.qty + excluded.qty,
              (select case when p.can_buy_multiple then ${Limits.qtyMax} else 1 end
                 from products p where p.product_id = excluded.product_id)),
            brch_type = excluded.brch_type,
            updated_at = now()
      returning c.cart_id, c.product_id, c.qty, c.xmax::text <> '0' as already_in_cart)
    select a.cart_id as "cartId", a.product_id as "productId", p.display_name as "displayName",
      a.qty, a.already_in_cart as "alreadyInCart"
    from added a join products p on p.product_id = a.product_id
    order by a.cart_id`,
  );
}

export interface OwnedLine {
  cartId: number;
  productId: number;
  canBuyMultiple: boolean;
  displayName: string;
}

/** The member's live lines among cartIds, locked for the rest of the transaction. */
export async function lockOwnLines(
  db: Db,
  memberId: number,
  cartIds: readonly number[],
): Promise<OwnedLine[]> {
  const ids = sql.join(
    cartIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<OwnedLine>(
    db,
    sql`select c.cart_id as "cartId", c.product_id as "productId",
        p.can_buy_multiple as "canBuyMultiple", p.display_name as "displayName"
      from cart_items c join products p on p.product_id = c.product_id
      where c.member_id = ${memberId} and c.cart_id in (${ids}) and not ${staleLine('c')}
      for update of c`,
  );
}

export async function setQuantities(
  db: Db,
  memberId: number,
  list: readonly { cartId: number; qty: number }[],
): Promise<number> {
  const values = sql.join(
    list.map((l) => sql`(${l.cartId}::integer, ${l.qty}::integer)`),
    sql`, `,
  );
  const rows = await queryRows<{ cartId: number }>(
    db,
    sql`update cart_items c set qty = v.qty, updated_at = now()
      from (values ${values}) as v(cart_id, qty)
      where c.cart_id = v.cart_id and c.member_id = ${memberId}
      returning c.cart_id as "cartId"`,
  );
  return rows.length;
}

export async function deleteLines(
  db: Db,
  memberId: number,
  cartIds: readonly number[],
): Promise<number> {
  const ids = sql.join(
    cartIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ cartId: number }>(
    db,
    sql`delete from cart_items c where c.member_id = ${memberId} and c.cart_id in (${ids})
      returning c.cart_id as "cartId"`,
  );
  return rows.length;
}

/**
 * Removes every stale line of every member in one statement: safe when several instances run
 * it at the same moment (a row deleted by one is simply not found by the other).
 */
export async function deleteStaleLines(db: Db): Promise<number> {
  const rows = await queryRows<{ cartId: number }>(
    db,
    sql`delete from cart_items c where ${staleLine('c')} returning c.cart_id as "cartId"`,
  );
  return rows.length;
}
