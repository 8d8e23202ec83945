import { getTableColumns, sql } from 'drizzle-orm';
import { CheckoutErrorCode, CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { type PaymentTypeCd } from '@shop/contract/checkout.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import { namedStatement, type Db } from '../../db/client.ts';
import { orderDeliveries } from '../../db/schema/checkout.ts';
import { AppError } from '../../http/errors.ts';
import { KEY_TAKEN, type AnswerToStore } from './idempotency.ts';

export interface OrderLine {
  productId: number;
  qty: number;
  /** The list price (정가) of one unit when ordered, kept so the order shows what it was. */
  markedPrice: number;
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
  /** The cash receipt asked for (decision 0464); null when the page did not ask. */
  cashReceipt: { kind: 'income' | 'expense' | 'none'; identifier: string | null } | null;
  /** 구매안전서비스 chosen (decision 0465). */
  escrow: boolean;
  /** What the member agreed to on the pay page (decision 0462), stored with the order. */
  consent: {
    termsVersion: string;
    privacyVersion: string;
    thirdParties: string[];
    minorsNoticeShown: boolean;
  };
}

/** The first answer of an Idempotency-Key; the statement adds the new order's id as `orderId`. */
export type AnswerRecord = AnswerToStore & { response: Record<string, unknown> };

const columns = getTableColumns(orderDeliveries);
/** The snapshot's columns: every column but the order id and what shipping fills in later. */
const snapshotKeys = (Object.keys(columns) as (keyof DeliverySnapshot)[]).filter(
  (k) => !['orderId', 'logisticCd', 'invoiceNo', 'shippedAt', 'deliveredAt'].includes(k),
);
const snapshotColumn = (k: keyof typeof columns) => sql.identifier(columns[k].name);
const p = (name: string) => sql.placeholder(name);

/**
 * One statement whatever the number of items (the items come from arrays), prepared once per
 * connection, and the whole transaction: the order id is drawn first so that the benefit claim
 * (a conditional UPDATE: of two orders racing for one benefit exactly one gets it) and the
 * Idempotency-Key's answer come before the order. The order is written only when the benefit,
 * if any, was still unused and the key, if any, had no answer: a call racing another with its
 * key waits at the answer's primary key and then writes nothing. The claim skips a key that has
 * an answer already; the one left race (one key, two bodies, two benefits, the same instant)
 * breaks the benefit's foreign key and writes nothing either.
 */
const writeStatement = namedStatement<{ order_id: number | null; claimed: boolean }>(
  'order_write',
  sql`with id as (
    select nextval(pg_get_serial_sequence('orders', 'order_id'))::int as order_id
  ), claim as (
    update free_delivery_benefits b set order_id = id.order_id, used_at = now()
    from id
    where b.fdb_id = ${p('fdbId')}::int and b.order_id is null
      and not exists (select 1 from idempotency_records r where r.member_id = ${p('memberId')}::int
        and r.scope = ${p('scope')}::text and r.idem_key = ${p('key')}::text)
    returning b.fdb_id
  ), ok as (
    select 1 where ${p('fdbId')}::int is null or exists (select 1 from claim)
  ), rec as (
    insert into idempotency_records (member_id, scope, idem_key, request_hash, status_code, response)
    select ${p('memberId')}::int, ${p('scope')}::text, ${p('key')}::text, ${p('requestHash')}::text,
      200, jsonb_set(${p('response')}::jsonb, '{orderId}', to_jsonb(id.order_id))
    from id where ${p('key')}::text is not null and exists (select 1 from ok)
    on conflict do nothing
    returning 1
  ), gate as (
    select 1 from ok where ${p('key')}::text is null or exists (select 1 from rec)
  ), o as (
    insert into orders (order_id, member_id, status, order_progress_cd, payment_type_cd,
      product_price_total, delivery_price_origin, delivery_price_total, price_total, is_oversea,
      ordered_at, cash_receipt_kind, cash_receipt_number, escrow)
    select id.order_id, ${p('memberId')}::int, 'awaiting_payment', ${p('waiting')}::text,
      ${p('paymentTypeCd')}::text, ${p('productPriceTotal')}::int, ${p('deliveryPriceOrigin')}::int,
      ${p('deliveryPriceTotal')}::int, ${p('priceTotal')}::int, ${p('isOversea')}::boolean, now(),
      ${p('cashReceiptKind')}::text, ${p('cashReceiptNumber')}::text, ${p('escrow')}::boolean
    from id where exists (select 1 from gate)
    returning order_id
  ), items as (
    insert into order_items (order_id, product_id, qty, qty_effected, marked_price, sell_price,
      class_discount, std_id, brch_id, brch_type, order_item_progress_cd, cart_id, tax_free)
    select o.order_id, l.product_id, l.qty, l.qty, l.marked_price, l.sell_price, l.class_discount,
      l.std_id, l.brch_id, l.brch_type, ${p('waiting')}::text, l.cart_id,
      (select pt.tax_free from products pt where pt.product_id = l.product_id)
    from o, unnest(${p('productIds')}::int[], ${p('qtys')}::int[], ${p('markedPrices')}::int[],
      ${p('sellPrices')}::int[], ${p('classDiscounts')}::int[], ${p('stdIds')}::int[],
      ${p('brchIds')}::int[], ${p('brchTypes')}::text[], ${p('cartIds')}::int[]
    ) with ordinality as l(product_id, qty, marked_price, sell_price, class_discount, std_id,
      brch_id, brch_type, cart_id, n)
    order by l.n
  ), consent as (
    insert into order_consents (order_id, terms_version, privacy_version, third_parties,
      minors_notice_shown)
    select o.order_id, ${p('termsVersion')}::text, ${p('privacyVersion')}::text,
      ${p('thirdParties')}::text[], ${p('minorsNoticeShown')}::boolean
    from o
  ), delivery as (
    insert into order_deliveries (order_id, ${sql.join(snapshotKeys.map(snapshotColumn), sql`, `)})
    select o.order_id, ${sql.join(
      snapshotKeys.map((k) =>
        // the columns with a default take it when the snapshot leaves them out
        columns[k].hasDefault
          ? sql`coalesce(d.${snapshotColumn(k)}, ${sql.raw(defaultOf(k))})`
          : sql`d.${snapshotColumn(k)}`,
      ),
      sql`, `,
    )}
    from o, jsonb_populate_record(null::order_deliveries, ${p('delivery')}::jsonb) d
  )
  select (select order_id from o), exists (select 1 from claim) as claimed`,
);

function defaultOf(key: keyof typeof columns): string {
  const value = columns[key].default;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  throw new Error(`order_deliveries.${columns[key].name}: no literal default`);
}

/**
 * Writes an order: the order, its items (with cdi and cart line), its delivery snapshot, the
 * claim of its free-delivery benefit and, with `record`, the answer of its Idempotency-Key, in
 * one statement. Answers KEY_TAKEN (nothing written) when the key already has an answer; a
 * benefit another order holds is refused with 409 (nothing written).
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  record: AnswerRecord | null,
): Promise<number | typeof KEY_TAKEN> {
  const lines = order.lines;
  const snapshot: Record<string, unknown> = {};
  for (const k of snapshotKeys) snapshot[columns[k].name] = order.delivery[k] ?? null;
  const [row] = await writeStatement(db, {
    memberId: order.memberId,
    scope: record?.scope ?? null,
    key: record?.key ?? null,
    requestHash: record?.requestHash ?? null,
    response: record ? JSON.stringify(record.response) : null,
    fdbId: order.fdbId,
    waiting: OrderProgress.waiting,
    paymentTypeCd: order.paymentTypeCd,
    productPriceTotal: order.productPriceTotal,
    deliveryPriceOrigin: order.deliveryPriceOrigin,
    deliveryPriceTotal: order.deliveryPriceTotal,
    priceTotal: order.priceTotal,
    isOversea: order.isOversea,
    cashReceiptKind: order.cashReceipt?.kind ?? null,
    cashReceiptNumber: order.cashReceipt?.identifier ?? null,
    escrow: order.escrow,
    productIds: lines.map((l) => l.productId),
    qtys: lines.map((l) => l.qty),
    // per unit: the list price, what was charged (sell_price) and the class discount taken off
    // (order_items keeps the charged price: the sale price is sell_price + class_discount)
    markedPrices: lines.map((l) => l.markedPrice),
    sellPrices: lines.map((l) => Math.max(0, l.sellPrice - l.classDiscount)),
    classDiscounts: lines.map((l) => Math.min(l.sellPrice, l.classDiscount)),
    stdIds: lines.map((l) => l.cdi?.stdId ?? null),
    brchIds: lines.map((l) => l.cdi?.brchId ?? null),
    brchTypes: lines.map((l) => l.cdi?.brchType ?? null),
    cartIds: lines.map((l) => l.cartId),
    delivery: JSON.stringify(snapshot),
    termsVersion: order.consent.termsVersion,
    privacyVersion: order.consent.privacyVersion,
    thirdParties: order.consent.thirdParties,
    minorsNoticeShown: order.consent.minorsNoticeShown,
  });
  if (row!.order_id !== null) return row!.order_id;
  if (order.fdbId !== null && !row!.claimed) {
    // another order holds the benefit (or, with a key, this key's first call does: the caller
    // then finds its answer)
    throw new AppError(409, CheckoutErrorCode.benefitTaken, CheckoutMessage.benefitTaken);
  }
  return KEY_TAKEN;
}
