import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { orders, payments } from './orders.ts';

/**
 * What checkout and payment add to the billing issue's order tables (orders.ts): the delivery
 * snapshot of an order, the gateway's side of each payment, every gateway event applied once,
 * the first answer of each Idempotency-Key, and the overseas (EMS) settings. The state machines
 * are in docs/state-machines.md ('Orders, payments, benefits').
 */

/** The first answer given for a member's Idempotency-Key on one call (architecture §5). */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    memberId: integer('member_id').notNull(),
    /** The call's path: one key may be reused by the steps of one checkout. */
    scope: text('scope').notNull(),
    idemKey: text('idem_key').notNull(),
    /** SHA-256 of the canonical request body; another body under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.scope, t.idemKey] }),
    index('idempotency_records_created_idx').on(t.createdAt),
  ],
);

/**
 * The delivery of an order as it was when ordered (the address book may change later): the
 * chosen saved address re-read by the server, or the overseas recipient; plus the buyer's phone
 * and, once shipped, the courier and invoice.
 */
export const orderDeliveries = pgTable('order_deliveries', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.orderId),
  hasDeliveryInfo: boolean('has_delivery_info').notNull(),
  isOversea: boolean('is_oversea').notNull().default(false),
  deliveryId: integer('delivery_id'),
  name: text('name'),
  email: text('email'),
  mobile: text('mobile'),
  mobile2: text('mobile2'),
  tel: text('tel'),
  zipcode: text('zipcode'),
  addr1: text('addr1'),
  addr2: text('addr2'),
  deliveryNote: text('delivery_note'),
  /** Overseas: the phone joined from its four parts, the nation and the EMS type. */
  internationalPhone: text('international_phone'),
  nationCd: text('nation_cd'),
  nationName: text('nation_name'),
  premiumCd: text('premium_cd'),
  state: text('state'),
  city: text('city'),
  overseaFee: integer('oversea_fee').notNull().default(0),
  buyerName: text('buyer_name').notNull(),
  buyerPhone: text('buyer_phone'),
  logisticCd: text('logistic_cd'),
  invoiceNo: text('invoice_no'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

/**
 * The gateway's side of one payment (payments row): the order number sent to the gateway or the
 * ARS service, what the approval answered, and for crash recovery the PC auth result kept
 * before the approval call (`pendingAuth`, cleared once the approval is recorded or undone).
 */
export const paymentGatewayRecords = pgTable(
  'payment_gateway_records',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.paymentId),
    /** The gateway's oid (`O<orderId>P<paymentId>`); unique per attempt. */
    orderNumber: text('order_number').notNull(),
    channel: text('channel').notNull(),
    cardName: text('card_name'),
    cardNumber: text('card_number'),
    cardApprovalNum: text('card_approval_num'),
    vbankName: text('vbank_name'),
    vbankAccount: text('vbank_account'),
    vbankHolder: text('vbank_holder'),
    arsPhone: text('ars_phone'),
    arsNumber: text('ars_number'),
    /** Last moment of a deposit (virtual account) or of the ARS code. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    pendingAuth: jsonb('pending_auth'),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    resultMessage: text('result_message'),
  },
  (t) => [
    unique('payment_gateway_records_oid_unique').on(t.orderNumber),
    index('payment_gateway_records_pending_idx')
      .on(t.pendingSince)
      .where(sql`${t.pendingAuth} is not null`),
    index('payment_gateway_records_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every event the gateway or the ARS service told the shop, recorded once by its kind and
 * transaction id (approval, deposit, ars-approved, ars-cancelled, net-cancel): a replay finds its
 * row and changes nothing.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    eventId: serial('event_id').primaryKey(),
    kind: text('kind').notNull(),
    tid: text('tid').notNull(),
    orderId: integer('order_id').references(() => orders.orderId),
    paymentId: integer('payment_id').references(() => payments.paymentId),
    amount: integer('amount').notNull(),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('gateway_events_kind_tid_unique').on(t.kind, t.tid),
    index('gateway_events_order_idx').on(t.orderId),
    check('gateway_events_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Overseas delivery settings staff may change (spec 2 §3); one row, id 1. Without the row EMS is
 * off: overseas delivery is offered only once somebody configured it.
 */
export const overseaSettings = pgTable('oversea_settings', {
  settingsId: integer('settings_id').primaryKey(),
  enableEms: boolean('enable_ems').notNull().default(true),
  enableZipFinder: boolean('enable_zip_finder').notNull().default(true),
  enableLimitedNation: boolean('enable_limited_nation').notNull().default(true),
  /** Shown for a limited nation without a memo of its own. */
  limitedMemo: text('limited_memo').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Nations the shop does not ship to while `enableLimitedNation` is on, each with the memo the pay
 * page shows. Nations the postal service itself refuses are limited whatever this list says.
 */
export const overseaLimitedNations = pgTable('oversea_limited_nations', {
  nationCd: text('nation_cd').primaryKey(),
  memo: text('memo').notNull(),
});

/**
 * What the member agreed to before paying (decision 0462): the versions of the purchase terms and
 * of the third-party list, the third parties named, whether the minors' notice was shown, when.
 */
export const orderConsents = pgTable('order_consents', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.orderId),
  termsVersion: text('terms_version').notNull(),
  privacyVersion: text('privacy_version').notNull(),
  thirdParties: text('third_parties').array().notNull(),
  minorsNoticeShown: boolean('minors_notice_shown').notNull().default(false),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
});
