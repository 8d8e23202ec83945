import { and, eq, inArray, sql } from 'drizzle-orm';
import { OrderProgress } from '@shop/contract/orders.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { freeDeliveryBenefits } from '../../db/schema/billing.ts';
import { gatewayEvents, orderDeliveries, paymentGatewayRecords } from '../../db/schema/checkout.ts';
import { orderItems, orders, payments } from '../../db/schema/orders.ts';
import { notify } from '../../db/notification-outbox.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

/**
 * The transitions of orders, payments and benefits (docs/state-machines.md).
 * Each function is one transaction, or runs inside the caller's; every UPDATE names the state it
 * leaves, so a transition that already happened (a replay, a second tab) changes nothing.
 */

export interface PaymentRow {
  paymentId: number;
  orderId: number;
  paymentTypeCd: string;
  status: string;
  amount: number;
  pgTransactionId: string | null;
  orderNumber: string;
  channel: string;
  memberId: number;
  orderStatus: string;
  priceTotal: number;
}

const paymentColumns = {
  paymentId: payments.paymentId,
  orderId: payments.orderId,
  paymentTypeCd: payments.paymentTypeCd,
  status: payments.status,
  amount: payments.amount,
  pgTransactionId: payments.pgTransactionId,
  orderNumber: paymentGatewayRecords.orderNumber,
  channel: paymentGatewayRecords.channel,
  memberId: orders.memberId,
  orderStatus: orders.status,
  priceTotal: orders.priceTotal,
};

export async function paymentByOrderNumber(
  db: Conn,
  orderNumber: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(paymentGatewayRecords)
    .innerJoin(payments, eq(payments.paymentId, paymentGatewayRecords.paymentId))
    .innerJoin(orders, eq(orders.orderId, payments.orderId))
    .where(eq(paymentGatewayRecords.orderNumber, orderNumber));
  return row ?? null;
}

/** The order's payment still open (requested or waiting for the deposit), if any. */
export async function openPaymentOf(db: Conn, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(paymentGatewayRecords, eq(paymentGatewayRecords.paymentId, payments.paymentId))
    .innerJoin(orders, eq(orders.orderId, payments.orderId))
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['requested', 'waiting_deposit']),
      ),
    )
    .orderBy(sql`${payments.paymentId} desc`)
    .limit(1);
  return row ?? null;
}

/** The gateway's order number of a payment: O{orderId}P{paymentId}. */
export function paymentOrderNumber(orderId: number, paymentId: number): string {
  return `O${orderId}P${paymentId}`;
}

/**
 * A payment id taken before its row is written (the ARS text carries the order number it makes,
 * and the row is written only once the text went out).
 */
export async function reservePaymentId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('payments', 'payment_id'))::int as id`,
  );
  return row!.id;
}

/** A new payment attempt with its gateway order number `O<orderId>P<paymentId>`. */
export async function startPayment(
  db: Db,
  order: { orderId: number; paymentTypeCd: string; amount: number },
  channel: 'pc' | 'mobile' | 'ars' | 'zero',
  extra: { arsPhone?: string; arsNumber?: string; expiresAt?: Date; paymentId?: number } = {},
): Promise<{ paymentId: number; orderNumber: string }> {
  return db.transaction(async (tx) => {
    const [p] = await tx
      .insert(payments)
      .values({
        ...(extra.paymentId ? { paymentId: extra.paymentId } : {}),
        orderId: order.orderId,
        paymentTypeCd: order.paymentTypeCd,
        amount: order.amount,
      })
      .returning({ paymentId: payments.paymentId });
    const orderNumber = paymentOrderNumber(order.orderId, p!.paymentId);
    await tx.insert(paymentGatewayRecords).values({
      paymentId: p!.paymentId,
      orderNumber,
      channel,
      arsPhone: extra.arsPhone ?? null,
      arsNumber: extra.arsNumber ?? null,
      expiresAt: extra.expiresAt ?? null,
    });
    return { paymentId: p!.paymentId, orderNumber };
  });
}

/** The contact numbers of an order's delivery: the recipient's mobiles and the buyer's phone. */
export async function orderPhones(db: Db, orderId: number): Promise<(string | null)[]> {
  const [row] = await db
    .select({
      mobile: orderDeliveries.mobile,
      mobile2: orderDeliveries.mobile2,
      buyerPhone: orderDeliveries.buyerPhone,
    })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId));
  return row ? [row.mobile, row.mobile2, row.buyerPhone] : [];
}

/** Records an event once by kind and tid; false when it was already recorded (a replay). */
/**
 * Every writer locks the payment row before it writes the event row: a person and the gateway
 * settling the same deposit at once would otherwise each hold one and wait for the other.
 */
export async function lockPayment(tx: Conn, paymentId: number): Promise<void> {
  await tx.execute(sql`select 1 from payments where payment_id = ${paymentId} for update`);
}

export async function recordEventOnce(
  tx: Tx,
  event: {
    kind: string;
    tid: string;
    orderId: number;
    paymentId: number;
    amount: number;
    payload?: unknown;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(gatewayEvents)
    .values({ ...event, payload: event.payload ?? null })
    .onConflictDoNothing()
    .returning({ eventId: gatewayEvents.eventId });
  return inserted.length > 0;
}

export interface ApprovalDetails {
  tid: string;
  amount: number;
  approvedAt: Date;
  cardName?: string | null;
  cardNumber?: string | null;
  approvalNumber?: string | null;
  vbank?: { bankName: string; accountNumber: string; holder: string; dueAt: Date } | null;
}

/**
 * Applies an approval once (kind 'approval' per tid): a card payment makes the order paid; a
 * virtual account only issues the account and the order waits for the deposit. Answers false
 * for a replay.
 */
export async function applyApproval(
  db: Db,
  payment: PaymentRow,
  a: ApprovalDetails,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPayment(tx, payment.paymentId);
    const fresh = await recordEventOnce(tx, {
      kind: 'approval',
      tid: a.tid,
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      amount: a.amount,
    });
    if (!fresh) return false;
    await tx
      .update(paymentGatewayRecords)
      .set({
        cardName: a.cardName ?? null,
        cardNumber: a.cardNumber ?? null,
        cardApprovalNum: a.approvalNumber ?? null,
        vbankName: a.vbank?.bankName ?? null,
        vbankAccount: a.vbank?.accountNumber ?? null,
        vbankHolder: a.vbank?.holder ?? null,
        expiresAt: a.vbank?.dueAt ?? null,
        pendingAuth: null,
        pendingSince: null,
      })
      .where(eq(paymentGatewayRecords.paymentId, payment.paymentId));
    if (a.vbank) {
      await tx
        .update(payments)
        .set({ status: 'waiting_deposit', pgTransactionId: a.tid })
        .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.status, 'requested')));
      await tx
        .update(orders)
        .set({ orderProgressCd: OrderProgress.waitingDeposit })
        .where(and(eq(orders.orderId, payment.orderId), eq(orders.status, 'awaiting_payment')));
      await notify(tx, ['orderPlaced', 'vbankIssued'], { orderId: payment.orderId });
      return true;
    }
    const moved = await tx
      .update(payments)
      .set({ status: 'approved', pgTransactionId: a.tid, approvedAt: a.approvedAt })
      .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.status, 'requested')))
      .returning({ paymentId: payments.paymentId });
    // the attempt was released (closed window, drop) meanwhile: nothing is recorded and the
    // caller undoes the approval at the gateway
    if (moved.length === 0) throw new Error('the payment attempt is no longer open');
    await markOrderPaid(tx, payment.orderId, a.amount, a.approvedAt);
    return true;
  });
}

/** awaiting_payment → paid, with its items; the paid lines leave the cart on read. */
export async function markOrderPaid(
  tx: Tx,
  orderId: number,
  amount: number,
  at: Date,
): Promise<void> {
  const changed = await tx
    .update(orders)
    .set({ status: 'paid', paidTotal: amount, paidAt: at, orderProgressCd: OrderProgress.paid })
    .where(and(eq(orders.orderId, orderId), eq(orders.status, 'awaiting_payment')))
    .returning({ orderId: orders.orderId });
  if (changed.length === 0) return;
  await tx
    .update(orderItems)
    .set({ orderItemProgressCd: OrderProgress.paid })
    .where(eq(orderItems.orderId, orderId));
  await notify(tx, 'orderPlaced', { orderId });
}

/** A payment attempt that failed or was cancelled in the window: requested → failed. */
export async function failPayment(db: Conn, paymentId: number, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'requested')));
  await db
    .update(paymentGatewayRecords)
    .set({ resultMessage: message.slice(0, 500), pendingAuth: null, pendingSince: null })
    .where(eq(paymentGatewayRecords.paymentId, paymentId));
}

/**
 * awaiting_payment → dropped (deposit cancel, ARS cancel, expiry): the open payment becomes
 * `status`, the benefit the order held is free again. One transaction; false when the order had
 * already left awaiting_payment.
 */
export async function dropOrder(
  db: Db,
  orderId: number,
  progress: string,
  paymentStatus: 'cancelled' | 'expired',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const dropped = await tx
      .update(orders)
      .set({ status: 'dropped', orderProgressCd: progress })
      .where(and(eq(orders.orderId, orderId), eq(orders.status, 'awaiting_payment')))
      .returning({ orderId: orders.orderId });
    if (dropped.length === 0) return false;
    await tx
      .update(orderItems)
      .set({ orderItemProgressCd: progress })
      .where(eq(orderItems.orderId, orderId));
    await tx
      .update(payments)
      .set({ status: paymentStatus })
      .where(
        and(
          eq(payments.orderId, orderId),
          inArray(payments.status, ['requested', 'waiting_deposit']),
        ),
      );
    await tx
      .update(freeDeliveryBenefits)
      .set({ orderId: null, usedAt: null })
      .where(eq(freeDeliveryBenefits.orderId, orderId));
    return true;
  });
}

/** Keeps the PC auth result before the approval call, for recovery after a crash. */
export async function savePendingAuth(db: Db, paymentId: number, auth: unknown): Promise<void> {
  await db
    .update(paymentGatewayRecords)
    .set({ pendingAuth: auth as object, pendingSince: new Date() })
    .where(eq(paymentGatewayRecords.paymentId, paymentId));
}
