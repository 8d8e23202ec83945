import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Orders as far as the billing list and the price preview need them: what was bought for which
 * student (cdi on each item), whether it is paid, and which free-delivery benefit it used. The
 * checkout issue extends these tables (delivery, gateway fields); the state machine is in
 * docs/state-machines.md and docs/decisions/0033-what-counts-as-bought.md.
 *
 * status: awaiting_payment → paid | dropped;  paid → refunded (a full refund by the revoke issue).
 * Only `paid` orders count as bought; an `awaiting_payment` order holds its benefit.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'dropped', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting_payment'),
    /** Progress shown to the member (spec 2 §4.1); set by checkout, payment and fulfilment. */
    orderProgressCd: text('order_progress_cd').notNull().default('결제대기'),
    /** 신용카드, 가상계좌, ARS or ZERO (spec 2 §4.1); null until a method is chosen. */
    paymentTypeCd: text('payment_type_cd'),
    productPriceTotal: integer('product_price_total').notNull(),
    deliveryPriceOrigin: integer('delivery_price_origin').notNull().default(0),
    deliveryPriceTotal: integer('delivery_price_total').notNull(),
    priceTotal: integer('price_total').notNull(),
    paidTotal: integer('paid_total').notNull().default(0),
    isOversea: boolean('is_oversea').notNull().default(false),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The free-delivery benefit an unpaid card order was priced with and let go when its window
     * failed, was cancelled or expired; '다시 결제' claims it again (decision 0243).
     */
    releasedFdbId: integer('released_fdb_id'),
    /**
     * The cash receipt asked for on the pay page of a virtual-account order (decision 0464):
     * income | expense | none; null for other payments (and orders from before it).
     */
    cashReceiptKind: text('cash_receipt_kind').$type<'income' | 'expense' | 'none'>(),
    /** Its number in digits (phone or business number); null for none. */
    cashReceiptNumber: text('cash_receipt_number'),
    /**
     * 구매안전서비스 (escrow) chosen on the pay page (decision 0465): only a virtual-account order
     * that ships something; its payment window asks the gateway for escrow.
     */
    escrow: boolean('escrow').notNull().default(false),
  },
  (t) => [
    index('orders_member_ordered_idx').on(t.memberId, t.orderedAt),
    // the back office's order search: newest first, by progress or by payment type
    index('orders_ordered_idx').on(t.orderedAt, t.orderId),
    index('orders_progress_ordered_idx').on(t.orderProgressCd, t.orderedAt),
    index('orders_payment_type_ordered_idx').on(t.paymentTypeCd, t.orderedAt),
    // the sales report reads a period's sales by the day they were paid (decision 0440)
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_payment', 'paid', 'dropped', 'refunded')`,
    ),
    check('orders_amounts_check', sql`${t.priceTotal} >= 0 and ${t.paidTotal} >= 0`),
  ],
);

/** One product of an order; cdi names the student, branch and brand it was billed for. */
export const orderItems = pgTable(
  'order_items',
  {
    orderItemId: serial('order_item_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    qty: integer('qty').notNull(),
    /** Quantity still in force after cancellations and returns (spec 2 §4.7). */
    qtyEffected: integer('qty_effected').notNull(),
    /**
     * The list price (정가) of one unit when ordered (decision 0255); rows older than it took the
     * product's list price at the migration. Null only where an order was written by other means
     * (test kits): read as the product's list price then.
     */
    markedPrice: integer('marked_price'),
    /** What one unit was charged: the sale price less the class discount. */
    sellPrice: integer('sell_price').notNull(),
    /** Won taken off each unit for the student's class history. */
    classDiscount: integer('class_discount').notNull().default(0),
    /**
     * The product's tax-free flag when ordered (decision 0461): the line's amount is tax-free or
     * taxable. Null where an order was written by other means (test kits): the product's flag.
     */
    taxFree: boolean('tax_free'),
    stdId: integer('std_id'),
    brchId: integer('brch_id'),
    brchType: text('brch_type'),
    orderItemProgressCd: text('order_item_progress_cd').notNull().default('결제대기'),
    /** The cart line the item was ordered from; the line leaves the cart once the order is paid. */
    cartId: integer('cart_id'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_student_product_idx').on(t.stdId, t.productId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_cart_idx')
      .on(t.cartId)
      .where(sql`${t.cartId} is not null`),
    check(
      'order_items_qty_check',
      sql`${t.qty} between 1 and 20 and ${t.qtyEffected} between 0 and ${t.qty}`,
    ),
  ],
);

/**
 * Money movements of an order. status: requested → approved | waiting_deposit | failed;
 * waiting_deposit → approved | expired | cancelled; approved → cancelled (refund).
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    paymentTypeCd: text('payment_type_cd').notNull(),
    status: text('status').notNull().default('requested'),
    amount: integer('amount').notNull(),
    pgTransactionId: text('pg_transaction_id').unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // the back office: accounts waiting for a deposit, and the daily reconciliation
    index('payments_status_requested_idx').on(t.status, t.requestedAt),
    index('payments_approved_idx').on(t.approvedAt),
  ],
);
