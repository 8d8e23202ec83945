import { and, eq, inArray, sql } from 'drizzle-orm';
import { OrderProgress } from '@shop/contract/orders.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { freeDeliveryBenefits } from '../../db/schema/billing.ts';
import { orderItems, orders, payments } from '../../db/schema/orders.ts';
import { revokeItems, revokes } from '../../db/schema/revoke.ts';
import type { Visibility } from '../orders/order-visibility.ts';
import { itemShown, orderVisible } from '../orders/visibility-queries.ts';
import type { RefundPlan, RuleItem, RuleOrder } from './refund-rules.ts';
import { cdiOf } from '../orders/order-item-cdi.ts';
import { noticeWon } from '@shop/contract/notifications.ts';
import { notify } from '../../db/notification-outbox.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

/** Requests that no longer hold quantities or money. */
export const CLOSED_WITHOUT_REFUND = ['반려', '철회'] as const;

export interface RevokeOrderItemRow extends RuleItem {
  productId: number;
  displayName: string;
  imageUrl: string;
  qty: number;
  cdi: { stdId: number; brchId: number; brchType: string } | null;
}

export interface RevokeOrder extends RuleOrder {
  orderId: number;
  memberId: number;
  orderedAt: Date;
  priceTotal: number;
  items: RevokeOrderItemRow[];
  hiddenItemCount: number;
  /** The approved payment of the order (card tid for gateway refunds). */
  payment: { paymentId: number; amount: number; tid: string | null } | null;
}

interface OrderRow {
  order_id: number;
  member_id: number;
  status: string;
  payment_type_cd: string | null;
  ordered_at: string | Date;
  paid_at: string | Date | null;
  price_total: number;
  paid_total: number;
  delivery_price_total: number;
  change_of_mind_fee: number | null;
  is_oversea: boolean;
  shipped: boolean;
  delivered_at: string | Date | null;
  withdrawal_exception: boolean;
  used_benefit: boolean;
  promised: number;
  payment: { payment_id: number; amount: number; pg_transaction_id: string | null } | null;
  items: {
    orderItemId: number;
    productId: number;
    displayName: string;
    imageUrl: string;
    isStb: boolean;
    qty: number;
    qtyEffected: number;
    sellPrice: number;
    stdId: number | null;
    brchId: number | null;
    brchType: string | null;
    shown: boolean;
  }[];
}

function feeOf(fee: number | null): number {
  if (fee === null) throw new Error("delivery_fee_rates has no 'returnChangeOfMind' row");
  return fee;
}

/**
 * The order as the request sees it, in one query whatever its number of items: every item (the
 * rules need the whole order) with whether this member may see it; null when not visible.
 */
export async function readRevokeOrder(
  db: Conn,
  v: Visibility,
  orderId: number,
): Promise<RevokeOrder | null> {
  const [r] = await queryRows<OrderRow>(
    db,
    sql`select o.order_id, o.member_id, o.status, o.payment_type_cd, o.ordered_at, o.paid_at,
      o.price_total, o.paid_total, o.delivery_price_total, o.is_oversea,
      coalesce(d.shipped_at is not null, false) as shipped, d.delivered_at,
      exists (select 1 from withdrawal_exceptions we where we.order_id = o.order_id)
        as withdrawal_exception,
      exists (select 1 from free_delivery_benefits b where b.order_id = o.order_id) as used_benefit,
      (select f.fee_won from delivery_fee_rates f where f.code = 'returnChangeOfMind')
        as change_of_mind_fee,
      (select coalesce(sum(rv.refund_total), 0)::int from revokes rv where rv.order_id = o.order_id
        and rv.revoke_progress_cd not in ('반려', '철회')) as promised,
      (select to_jsonb(x) from (select p.payment_id, p.amount, p.pg_transaction_id from payments p
        where p.order_id = o.order_id and p.status in ('approved', 'cancelled')
        order by p.payment_id desc limit 1) x) as payment,
      (select jsonb_agg(jsonb_build_object('orderItemId', i.order_item_id, 'productId', i.product_id,
          'displayName', p.display_name, 'imageUrl', p.image_url, 'isStb', p.is_stb, 'qty', i.qty,
          'qtyEffected', i.qty_effected, 'sellPrice', i.sell_price, 'stdId', i.std_id,
          'brchId', i.brch_id, 'brchType', i.brch_type, 'shown', ${itemShown(v)})
          order by i.order_item_id)
        from order_items i join products p on p.product_id = i.product_id
        where i.order_id = o.order_id) as items
    from orders o left join order_deliveries d on d.order_id = o.order_id
    where o.order_id = ${orderId} and ${orderVisible(v)}`,
  );
  if (!r) return null;
  const items = (r.items ?? []).map((i) => ({
    orderItemId: i.orderItemId,
    productId: i.productId,
    displayName: i.displayName,
    imageUrl: i.imageUrl,
    isStb: i.isStb,
    qty: i.qty,
    qtyEffected: i.qtyEffected,
    sellPrice: i.sellPrice,
    shown: i.shown,
    cdi: cdiOf(i),
  }));
  return {
    orderId: r.order_id,
    memberId: r.member_id,
    status: r.status,
    paymentTypeCd: r.payment_type_cd,
    orderedAt: new Date(r.ordered_at),
    paidAt: r.paid_at ? new Date(r.paid_at) : null,
    priceTotal: r.price_total,
    paidTotal: r.paid_total,
    deliveryPriceTotal: r.delivery_price_total,
    isOversea: r.is_oversea,
    shipped: r.shipped,
    deliveredAt: r.delivered_at ? new Date(r.delivered_at) : null,
    withdrawalException: r.withdrawal_exception,
    usedBenefit: r.used_benefit,
    changeOfMindFee: feeOf(r.change_of_mind_fee),
    promisedRefunds: r.promised,
    payment: r.payment
      ? {
          paymentId: r.payment.payment_id,
          amount: r.payment.amount,
          tid: r.payment.pg_transaction_id,
        }
      : null,
    items,
    hiddenItemCount: items.filter((i) => !i.shown).length,
  };
}

/**
 * Locks the order and all its items (order first, then items by id: the same order everywhere,
 * so two requests never deadlock) and reads them again: what the caller then checks is what it
 * writes against.
 */
export async function lockRevokeOrder(
  tx: Tx,
  v: Visibility,
  orderId: number,
): Promise<RevokeOrder | null> {
  await tx.execute(sql`select order_id from orders where order_id = ${orderId} for update`);
  await tx.execute(
    sql`select order_item_id from order_items where order_id = ${orderId} order by order_item_id for update`,
  );
  return readRevokeOrder(tx, v, orderId);
}

export interface NewRevoke {
  orderId: number;
  memberId: number;
  progress: string;
  refundTypeCd: 'Card' | 'Bank' | 'None';
  reason: string | null;
  bank: { bankName: string; bankAccount: string; bankAccountName: string } | null;
  recall: {
    deliveryId: number;
    name: string;
    email: string | null;
    mobile: string;
    mobile2: string | null;
    tel: string | null;
    zipcode: string;
    addr1: string;
    addr2: string;
  } | null;
  deliveryNote: string | null;
}

/**
 * Writes the request and takes its quantities out of the order (inside the caller's
 * transaction, on rows it locked): the conditional UPDATE refuses to go below zero, so even a
 * caller that forgot the lock could not hand out more than qtyEffected.
 */
export async function writeRevoke(tx: Tx, plan: RefundPlan, r: NewRevoke): Promise<number> {
  const [row] = await tx
    .insert(revokes)
    .values({
      orderId: r.orderId,
      memberId: r.memberId,
      revokeTypeCd: plan.revokeTypeCd,
      revokeProgressCd: r.progress,
      refundForProducts: plan.refundProductSum,
      refundForDelivery: plan.refundDelivery,
      refundTotal: plan.refundTotal,
      recallFee: plan.recallFee,
      recallReasonCd: r.reason,
      benefitReturned: plan.benefitReturned,
      refundTypeCd: r.refundTypeCd,
      bankName: r.bank?.bankName ?? null,
      bankAccount: r.bank?.bankAccount ?? null,
      bankAccountName: r.bank?.bankAccountName ?? null,
      deliveryId: r.recall?.deliveryId ?? null,
      recallName: r.recall?.name ?? null,
      recallEmail: r.recall?.email ?? null,
      recallMobile: r.recall?.mobile ?? null,
      recallMobile2: r.recall?.mobile2 ?? null,
      recallTel: r.recall?.tel ?? null,
      recallZipcode: r.recall?.zipcode ?? null,
      recallAddr1: r.recall?.addr1 ?? null,
      recallAddr2: r.recall?.addr2 ?? null,
      deliveryNote: r.deliveryNote,
    })
    .returning({ revokeId: revokes.revokeId });
  const revokeId = row!.revokeId;
  await notify(tx, 'revokeAccepted', {
    orderId: r.orderId,
    ref: revokeId,
    vars: { 신청구분: plan.revokeTypeCd, 환불금액: noticeWon(plan.refundTotal) },
  });
  await tx.insert(revokeItems).values(
    plan.lines.map((l) => ({
      revokeId,
      orderItemId: l.orderItemId,
      revokeQty: l.qty,
      sellPrice: l.sellPrice,
      refundAmount: l.refundAmount,
    })),
  );
  for (const l of plan.lines) {
    const moved = await tx
      .update(orderItems)
      .set({ qtyEffected: sql`${orderItems.qtyEffected} - ${l.qty}` })
      .where(
        and(eq(orderItems.orderItemId, l.orderItemId), sql`${orderItems.qtyEffected} >= ${l.qty}`),
      )
      .returning({ id: orderItems.orderItemId });
    if (moved.length === 0)
      throw new Error(`order item ${l.orderItemId} has less than ${l.qty} left`);
  }
  if (plan.benefitReturned) {
    await tx
      .update(freeDeliveryBenefits)
      .set({ orderId: null, usedAt: null })
      .where(eq(freeDeliveryBenefits.orderId, r.orderId));
  }
  if (plan.wholeOrder) {
    await tx
      .update(orders)
      .set({ orderProgressCd: OrderProgress.cancelled })
      .where(eq(orders.orderId, r.orderId));
  }
  return revokeId;
}

/**
 * Gives a request's quantities back to the order (rejected, or its return fee never paid) and
 * the order its progress; runs inside the caller's transaction.
 */
export async function restoreQuantities(tx: Tx, revokeId: number, orderId: number): Promise<void> {
  await tx.execute(
    sql`update order_items i set qty_effected = i.qty_effected + ri.revoke_qty
      from revoke_items ri where ri.revoke_id = ${revokeId} and ri.order_item_id = i.order_item_id`,
  );
  await tx.execute(
    sql`update orders o set order_progress_cd = coalesce(
        (select case when d.shipped_at is not null then ${OrderProgress.shipping} end
          from order_deliveries d where d.order_id = o.order_id), ${OrderProgress.paid})
      where o.order_id = ${orderId} and o.order_progress_cd = ${OrderProgress.cancelled}`,
  );
}

/**
 * After a refund is done: once nothing is left of the order and no request of it waits for
 * money, its progress is 환불완료; it is `refunded` (and its payment `cancelled`) when the
 * refunds add up to what was paid (payments minus refunds = 0). A return after shipping keeps
 * the delivery fee, so such an order stays `paid` with nothing left.
 */
export async function settleOrderAfterRefund(tx: Tx, orderId: number): Promise<void> {
  const [row] = await queryRows<{ left: number; paid: number; refunded: number; open: number }>(
    tx,
    sql`select (select coalesce(sum(qty_effected), 0)::int from order_items where order_id = ${orderId}) as left,
      (select paid_total from orders where order_id = ${orderId}) as paid,
      (select coalesce(sum(amount), 0)::int from refunds where order_id = ${orderId} and status = 'done') as refunded,
      (select count(*)::int from revokes where order_id = ${orderId}
        and revoke_progress_cd in ('반품비결제대기', '환불대기', '환불지시')) as open`,
  );
  if (!row || row.left > 0 || row.open > 0) return;
  const full = row.refunded >= row.paid;
  await tx
    .update(orders)
    .set({ orderProgressCd: OrderProgress.refunded, ...(full ? { status: 'refunded' } : {}) })
    .where(and(eq(orders.orderId, orderId), eq(orders.status, 'paid')));
  await tx
    .update(orderItems)
    .set({ orderItemProgressCd: OrderProgress.refunded })
    .where(eq(orderItems.orderId, orderId));
  if (full) {
    await tx
      .update(payments)
      .set({ status: 'cancelled' })
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['approved'])));
  }
}

export type RevokeRow = typeof revokes.$inferSelect;

export async function revokeRow(db: Conn, revokeId: number): Promise<RevokeRow | null> {
  const [row] = await db.select().from(revokes).where(eq(revokes.revokeId, revokeId));
  return row ?? null;
}

export async function lockRevoke(tx: Tx, revokeId: number): Promise<RevokeRow | null> {
  const [row] = await tx.select().from(revokes).where(eq(revokes.revokeId, revokeId)).for('update');
  return row ?? null;
}

/** The order's payment type (신용카드, 가상계좌, …), or null when it has none or is unknown. */
export async function orderPaymentType(db: Conn, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ type: orders.paymentTypeCd })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  return row?.type ?? null;
}
