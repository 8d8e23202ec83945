import { sql } from 'drizzle-orm';
import {
  OrderLimits,
  OrderMessage,
  OrderProgress,
  type OrderListRow,
  type OrderView,
} from '@shop/contract/orders.ts';
import type { PaymentTypeCd } from '@shop/contract/checkout.ts';
import { trackingUrlOf } from '@shop/contract/couriers.ts';
import { linePriceParts, priceSubtotalsOf } from '@shop/contract/line-prices.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { seoulDayEndSql, seoulDayStartSql } from '../../lib/seoul-time.ts';
import { requestPeriodOpen } from '../revoke/withdrawal-period.ts';
import type { Visibility } from './order-visibility.ts';
import { itemShown, orderVisible } from './visibility-queries.ts';
import { cdiOf, type ItemCdi } from './order-item-cdi.ts';

/** The member's tracking link, from the one courier table (contract/src/couriers.ts). */
export function logisticUrl(cd: string | null, invoiceNo: string | null): string | null {
  return trackingUrlOf(cd, invoiceNo);
}

/**
 * An unpaid order the buyer may still drop: every unpaid card, virtual-account or ARS order, with
 * or without a payment attempt (the drop calls of orders/routes accept the same; decision 0241).
 */
/** Staff opened the order for returns outside the period (decision 0500). */
const hasExceptionSql = sql`exists (select 1 from withdrawal_exceptions we where we.order_id = o.order_id)`;
const canDropSql = sql`(o.status = 'awaiting_payment' and o.payment_type_cd in ('신용카드', '가상계좌', 'ARS'))`;

/**
 * An unpaid order the buyer may pay again ('다시 결제'): a card order, or a virtual-account order
 * whose account was not issued yet (decision 0243).
 */
const canPayAgainSql = sql`(o.status = 'awaiting_payment' and (o.payment_type_cd = '신용카드'
  or (o.payment_type_cd = '가상계좌' and not exists (select 1 from payments wp
    where wp.order_id = o.order_id and wp.status = 'waiting_deposit'))))`;

interface ListRow {
  order_id: number;
  ordered_at: string | Date;
  paid_at: string | Date | null;
  delivered_at: string | Date | null;
  exception: boolean;
  revoke_count: number;
  image_url: string | null;
  first_name: string | null;
  shown: number;
  price_total: number;
  order_progress_cd: string;
  member_id: number;
  status: string;
  payment_type_cd: string | null;
  can_drop: boolean;
  can_pay_again: boolean;
  has_effective: boolean;
  logistic_cd: string | null;
  invoice_no: string | null;
  total_count: number;
  paid_count: number;
  wait_count: number;
  drop_count: number;
}

/**
 * The cancel/return button: a paid order within the return period with something left among
 * the items this member sees (the revoke module's rules; decision 0059).
 */
function mayRevoke(
  v: Visibility,
  r: {
    member_id: number;
    status: string;
    paid_at: string | Date | null;
    delivered_at: string | Date | null;
    exception: boolean;
  },
  hasEffective: boolean,
): boolean {
  // the withdrawal clock (decision 0500): from delivery once it is recorded, never 90 days after
  // payment for goods already delivered
  return (
    !v.everything &&
    r.member_id === v.memberId &&
    r.status === 'paid' &&
    r.paid_at !== null &&
    hasEffective &&
    requestPeriodOpen(
      new Date(r.paid_at),
      r.delivered_at === null ? null : new Date(r.delivered_at),
      new Date(),
      r.exception,
    )
  );
}

/** One page of the visible orders of a date range (Seoul days, inclusive), newest first. */
export async function listOrders(
  db: Db,
  v: Visibility,
  range: { start: string; end: string; page: number },
): Promise<{
  list: OrderListRow[];
  totalCount: number;
  totalPages: number;
  paidCount: number;
  waitCount: number;
  dropCount: number;
}> {
  const size = OrderLimits.listPageSize;
  const rows = await queryRows<ListRow>(
    db,
    sql`with visible as (
      select o.* from orders o
      where ${orderVisible(v)}
        and o.ordered_at >= ${seoulDayStartSql(range.start)}
        and o.ordered_at < ${seoulDayEndSql(range.end)}
    ), counts as (
      select count(*)::int as total_count,
        count(*) filter (where status = 'paid')::int as paid_count,
        count(*) filter (where status = 'awaiting_payment'
          and order_progress_cd = ${OrderProgress.waitingDeposit})::int as wait_count,
        count(*) filter (where status = 'dropped'
          and order_progress_cd = ${OrderProgress.depositCancelled})::int as drop_count
      from visible
    )
    select o.order_id, o.ordered_at, o.paid_at, o.price_total, o.order_progress_cd, o.member_id, o.status,
      (select count(*)::int from revokes rv where rv.order_id = o.order_id) as revoke_count,
      o.payment_type_cd, ${canDropSql} and o.member_id = ${v.memberId} as can_drop,
      ${canPayAgainSql} and o.member_id = ${v.memberId} as can_pay_again,
      d.logistic_cd, d.invoice_no, d.delivered_at, ${hasExceptionSql} as exception,
      s.image_url, s.first_name, coalesce(s.shown, 0)::int as shown,
      coalesce(s.has_effective, false) as has_effective, c.*
    from counts c
    left join visible o on true
    left join order_deliveries d on d.order_id = o.order_id
    left join lateral (
      select count(*)::int as shown, bool_or(i.qty_effected > 0) as has_effective,
        (array_agg(p.image_url order by i.order_item_id))[1] as image_url,
        (array_agg(p.display_name order by i.order_item_id))[1] as first_name
      from order_items i join products p on p.product_id = i.product_id
      where i.order_id = o.order_id and ${itemShown(v)}
    ) s on true
    order by o.ordered_at desc nulls last, o.order_id desc
    limit ${size} offset ${(range.page - 1) * size}`,
  );
  const counts = rows[0] ?? { total_count: 0, paid_count: 0, wait_count: 0, drop_count: 0 };
  const list = rows
    .filter((r) => r.order_id !== null)
    .map((r) => ({
      orderId: r.order_id,
      orderedDatetime: new Date(r.ordered_at).toISOString(),
      imageUrl: r.image_url ?? '',
      productSummary:
        r.shown > 1 ? `${r.first_name ?? ''} 외 ${r.shown - 1}건` : (r.first_name ?? ''),
      priceTotal: r.price_total,
      orderProgressCd: r.order_progress_cd,
      relatedRevokeCount: r.revoke_count,
      canRevoke: mayRevoke(v, r, r.has_effective),
      canDrop: r.can_drop,
      canPayAgain: r.can_pay_again,
      paymentTypeCd: r.payment_type_cd as PaymentTypeCd | null,
      logisticUrl: logisticUrl(r.logistic_cd, r.invoice_no),
    }));
  return {
    list,
    totalCount: counts.total_count,
    totalPages: Math.ceil(counts.total_count / size),
    paidCount: counts.paid_count,
    waitCount: counts.wait_count,
    dropCount: counts.drop_count,
  };
}

/**
 * A stored item's list price (정가) per unit: the one kept at creation; for an item written
 * without one, the product's list price, never below the sale price (decision 0255).
 */
const listPriceSql = sql`coalesce(i.marked_price, greatest(p.marked_price, i.sell_price + i.class_discount))`;

/** A stored item's parts: order_items keeps the charged unit price and the class discount. */
const storedParts = (listPrice: number, charged: number, classDiscount: number, qty: number) =>
  linePriceParts({ listPrice, salePrice: charged + classDiscount, classDiscount, qty });

interface DetailRow {
  order_id: number;
  ordered_at: string | Date;
  member_id: number;
  status: string;
  order_progress_cd: string;
  price_total: number;
  product_price_total: number;
  delivery_price_total: number;
  paid_total: number;
  paid_at: string | Date | null;
  delivered_at: string | Date | null;
  exception: boolean;
  payment_type_cd: string | null;
  can_drop: boolean;
  can_pay_again: boolean;
  d: Record<string, unknown> | null;
  pay: Record<string, unknown> | null;
  items: Record<string, unknown>[] | null;
  /** [listPrice, sellPrice, classDiscount, qty] of every item, shown or not. */
  parts: [number, number, number, number][] | null;
  hidden: number;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);
/** The order view's cdi names no student (the class records are not asked for an order). */
const withoutName = (cdi: ItemCdi | null) => (cdi ? { ...cdi, stdName: null } : null);

/**
 * One visible order in one query, whatever its number of items; not visible = not found.
 * `receiptBase` is the gateway's card sales slip page (config `urls.pgReceipt`).
 */
export async function orderDetail(
  db: Db,
  v: Visibility,
  orderId: number,
  receiptBase: string,
): Promise<OrderView> {
  const [r] = await queryRows<DetailRow>(
    db,
    sql`select o.order_id, o.ordered_at, o.member_id, o.status, o.order_progress_cd, o.price_total,
      o.product_price_total, o.delivery_price_total, o.paid_total, o.paid_at, o.payment_type_cd,
      ${canDropSql} as can_drop, ${canPayAgainSql} as can_pay_again,
      to_jsonb(d) as d, d.delivered_at, ${hasExceptionSql} as exception,
      (select to_jsonb(x) from (select p.status, p.pg_transaction_id, g.card_name, g.card_approval_num,
          g.vbank_name, g.vbank_account, g.vbank_holder, g.expires_at, g.ars_number, g.ars_phone
        from payments p left join payment_gateway_records g on g.payment_id = p.payment_id
        where p.order_id = o.order_id and p.status in ('approved', 'waiting_deposit', 'requested', 'cancelled', 'expired')
        order by (p.status in ('approved', 'waiting_deposit')) desc, p.payment_id desc limit 1) x) as pay,
      (select jsonb_agg(jsonb_build_object('orderItemId', i.order_item_id, 'productId', i.product_id,
          'displayName', p.display_name, 'imageUrl', p.image_url, 'isStb', p.is_stb, 'qty', i.qty,
          'qtyEffected', i.qty_effected, 'sellPrice', i.sell_price,
          'listPrice', ${listPriceSql}, 'classDiscount', i.class_discount,
          'orderItemProgressCd', i.order_item_progress_cd, 'stdId', i.std_id, 'brchId', i.brch_id,
          'brchType', i.brch_type) order by i.order_item_id)
        from order_items i join products p on p.product_id = i.product_id
        where i.order_id = o.order_id and ${itemShown(v)}) as items,
      (select jsonb_agg(jsonb_build_array(${listPriceSql}, i.sell_price, i.class_discount, i.qty))
        from order_items i join products p on p.product_id = i.product_id
        where i.order_id = o.order_id) as parts,
      (select count(*)::int from order_items i where i.order_id = o.order_id and not ${itemShown(v)}) as hidden
    from orders o left join order_deliveries d on d.order_id = o.order_id
    where o.order_id = ${orderId} and ${orderVisible(v)}`,
  );
  if (!r) throw notFound(OrderMessage.notFound);
  const d = r.d ?? {};
  const pay = r.pay ?? {};
  const isOversea = d.is_oversea === true;
  const vbank = str(pay.vbank_account)
    ? `${str(pay.vbank_name) ?? ''} ${str(pay.vbank_account)} (예금주 ${str(pay.vbank_holder) ?? ''})`
    : null;
  const tid = str(pay.pg_transaction_id);
  // another member's order (a family student's view of a parent's): its contact data is the
  // buyer's, shown as present but not readable, as revoke-detail does (docs/decisions/0324)
  const own = v.everything === true || r.member_id === v.memberId;
  const contact = (value: unknown) => (own ? str(value) : str(value) ? '***' : null);
  return {
    orderId: r.order_id,
    orderedDatetime: new Date(r.ordered_at).toISOString(),
    memberId: r.member_id,
    orderProgressCd: r.order_progress_cd,
    priceTotal: r.price_total,
    productPriceTotal: r.product_price_total,
    deliveryPriceTotal: r.delivery_price_total,
    paidTotal: r.paid_total,
    paidDatetime: iso(r.paid_at),
    paymentTypeCd: r.payment_type_cd as PaymentTypeCd | null,
    pgTransactionId: tid,
    isPaid: r.status === 'paid',
    receiptUrl:
      r.payment_type_cd === '신용카드' && pay.status === 'approved' && tid
        ? `${receiptBase}?noTid=${encodeURIComponent(tid)}&noMethod=1`
        : null,
    cardCorp: str(pay.card_name),
    cardApprovalNum: str(pay.card_approval_num),
    vbVirtualBankAccount: vbank,
    virtualAccount: str(pay.vbank_account)
      ? {
          bankName: str(pay.vbank_name) ?? '',
          accountNumber: str(pay.vbank_account) ?? '',
          holder: str(pay.vbank_holder) ?? '',
        }
      : null,
    payDueDatetime: r.status === 'awaiting_payment' ? iso(pay.expires_at) : null,
    stdHandPhone: contact(str(pay.ars_phone) ?? str(d.buyer_phone)),
    logisticCd: str(d.logistic_cd),
    invoiceNo: str(d.invoice_no),
    logisticUrl: logisticUrl(str(d.logistic_cd), str(d.invoice_no)),
    deliveryNote: str(d.delivery_note),
    deliveryInfo: {
      hasDeliveryInfo: d.has_delivery_info === true,
      isOversea,
      name: str(d.name),
      email: contact(d.email),
      mobile: contact(d.mobile),
      mobile2: contact(d.mobile2),
      tel: contact(d.tel),
      zipcode: contact(d.zipcode),
      addr1: contact(d.addr1),
      addr2: contact(d.addr2),
      deliveryNote: str(d.delivery_note),
      internationalPhone: contact(d.international_phone),
      internationalAddr0: isOversea
        ? [str(d.city), str(d.state), str(d.nation_name)].filter(Boolean).join(', ')
        : null,
    },
    items: (r.items ?? []).map((i) => ({
      orderItemId: i.orderItemId as number,
      productId: i.productId as number,
      displayName: i.displayName as string,
      imageUrl: i.imageUrl as string,
      isStb: i.isStb as boolean,
      qty: i.qty as number,
      qtyEffected: i.qtyEffected as number,
      sellPrice: i.sellPrice as number,
      price: storedParts(
        i.listPrice as number,
        i.sellPrice as number,
        i.classDiscount as number,
        i.qty as number,
      ),
      orderItemProgressCd: i.orderItemProgressCd as string,
      cdi: withoutName(cdiOf(i)),
    })),
    hiddenItemCount: r.hidden,
    // what was charged for the products, over every item (also those not shown to this member)
    ...priceSubtotalsOf(
      (r.parts ?? []).map(([list, charged, off, qty]) => storedParts(list, charged, off, qty)),
    ),
    canDrop: r.can_drop && r.member_id === v.memberId,
    canPayAgain: r.can_pay_again && r.member_id === v.memberId,
    canRevoke: mayRevoke(
      v,
      r,
      (r.items ?? []).some((i) => (i.qtyEffected as number) > 0),
    ),
  };
}
