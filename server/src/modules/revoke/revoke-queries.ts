import { sql, type SQL } from 'drizzle-orm';
import {
  RevokeLimits,
  RevokeMessage,
  type RecallReasonCd,
  type RefundTypeCd,
  type RevokeProgressCd,
  type RevokeTypeCd,
} from '@shop/contract/revoke.ts';
import { type RevokeListRow, type RevokeView } from '@shop/contract/revoke-views.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { seoulDayEndSql, seoulDayStartSql } from '../../lib/seoul-time.ts';
import type { Visibility } from '../orders/order-visibility.ts';
import { itemShown } from '../orders/visibility-queries.ts';
import { cdiOf } from '../orders/order-item-cdi.ts';

const idArray = (ids: number[]) =>
  sql`array[${sql.join(
    (ids.length ? ids : [-1]).map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * SQL condition: the request `r` (of order `o`) is the member's: it made it, or one of its own
 * students is among the request's items (then it sees only those items, like an order).
 */
function revokeVisible(v: Visibility): SQL {
  if (v.everything) return sql`true`;
  return sql`(r.member_id = ${v.memberId} or exists (select 1 from revoke_items vri
    join order_items vi on vi.order_item_id = vri.order_item_id
    where vri.revoke_id = r.revoke_id and vi.std_id = any(${idArray(v.stdIds)})))`;
}

/** Items of a request shown to the member: all to its requester and to the order's visibility. */
function revokeItemShown(v: Visibility): SQL {
  return sql`(r.member_id = ${v.memberId} or ${itemShown(v)})`;
}

interface ListRow {
  revoke_id: number | null;
  order_id: number;
  requested_at: string | Date;
  revoke_type_cd: string;
  refund_total: number;
  recall_fee: number;
  revoke_progress_cd: string;
  first_name: string | null;
  image_url: string | null;
  shown: number;
  total_count: number;
}

const summary = (first: string | null, shown: number) =>
  shown > 1 ? `${first ?? ''} 외 ${shown - 1}건` : (first ?? '');

/** One page of the member's requests of a date range (Seoul days, inclusive), newest first. */
export async function listRevokes(
  db: Db,
  v: Visibility,
  range: { start: string; end: string; page: number },
): Promise<{ list: RevokeListRow[]; totalCount: number; totalPages: number }> {
  const size = RevokeLimits.listPageSize;
  const rows = await queryRows<ListRow>(
    db,
    sql`with visible as (
      select r.* from revokes r join orders o on o.order_id = r.order_id
      where ${revokeVisible(v)}
        and r.requested_at >= ${seoulDayStartSql(range.start)}
        and r.requested_at < ${seoulDayEndSql(range.end)}
    ), counts as (select count(*)::int as total_count from visible)
    select r.revoke_id, r.order_id, r.requested_at, r.revoke_type_cd, r.refund_total, r.recall_fee,
      r.revoke_progress_cd, s.first_name, s.image_url, coalesce(s.shown, 0)::int as shown, c.total_count
    from counts c
    left join visible r on true
    left join orders o on o.order_id = r.order_id
    left join lateral (
      select count(*)::int as shown,
        (array_agg(p.display_name order by ri.revoke_item_id))[1] as first_name,
        (array_agg(p.image_url order by ri.revoke_item_id))[1] as image_url
      from revoke_items ri join order_items i on i.order_item_id = ri.order_item_id
        join products p on p.product_id = i.product_id
      where ri.revoke_id = r.revoke_id and ${revokeItemShown(v)}
    ) s on true
    order by r.requested_at desc nulls last, r.revoke_id desc
    limit ${size} offset ${(range.page - 1) * size}`,
  );
  const totalCount = rows[0]?.total_count ?? 0;
  return {
    list: rows
      .filter((r) => r.revoke_id !== null)
      .map((r) => ({
        revokeId: r.revoke_id!,
        orderId: r.order_id,
        revokeReceiptDatetime: new Date(r.requested_at).toISOString(),
        revokeTypeCd: r.revoke_type_cd as RevokeTypeCd,
        productSummary: summary(r.first_name, r.shown),
        imageUrl: r.image_url ?? '',
        refundTotal: r.refund_total,
        recallFee: r.recall_fee,
        revokeProgressCd: r.revoke_progress_cd as RevokeProgressCd,
      })),
    totalCount,
    totalPages: Math.ceil(totalCount / size),
  };
}

interface DetailRow {
  r: Record<string, unknown>;
  pay_type: string | null;
  fee: Record<string, unknown> | null;
  items: Record<string, unknown>[] | null;
  hidden: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const PG_METHOD: Record<string, string> = {
  신용카드: 'Card',
  가상계좌: 'VBank',
  ARS: 'ARS',
  ZERO: 'ZERO',
};

/** One request of the member in one query, whatever its number of items; else not found. */
export async function revokeDetail(db: Db, v: Visibility, revokeId: number): Promise<RevokeView> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select to_jsonb(r) as r, o.payment_type_cd as pay_type,
      (select to_jsonb(f) from (select vbank_name, vbank_account, vbank_holder, expires_at, status
        from revoke_fee_payments where revoke_id = r.revoke_id
        order by (status in ('approved', 'waiting_deposit')) desc, fee_payment_id desc limit 1) f) as fee,
      (select jsonb_agg(jsonb_build_object('revokeItemId', ri.revoke_item_id,
          'orderItemId', ri.order_item_id, 'productId', i.product_id, 'displayName', p.display_name,
          'imageUrl', p.image_url, 'isStb', p.is_stb, 'revokeQty', ri.revoke_qty,
          'sellPrice', ri.sell_price, 'refundAmount', ri.refund_amount, 'stdId', i.std_id,
          'brchId', i.brch_id, 'brchType', i.brch_type) order by ri.revoke_item_id)
        from revoke_items ri join order_items i on i.order_item_id = ri.order_item_id
          join products p on p.product_id = i.product_id
        where ri.revoke_id = r.revoke_id and ${revokeItemShown(v)}) as items,
      (select count(*)::int from revoke_items ri join order_items i on i.order_item_id = ri.order_item_id
        where ri.revoke_id = r.revoke_id and not ${revokeItemShown(v)}) as hidden
    from revokes r join orders o on o.order_id = r.order_id
    where r.revoke_id = ${revokeId} and ${revokeVisible(v)}`,
  );
  if (!row) throw notFound(RevokeMessage.notFound);
  const r = row.r;
  const fee = row.fee ?? {};
  const own = r.member_id === v.memberId;
  const items = (row.items ?? []).map((i) => ({
    revokeItemId: i.revokeItemId as number,
    orderItemId: i.orderItemId as number,
    productId: i.productId as number,
    displayName: i.displayName as string,
    imageUrl: i.imageUrl as string,
    isStb: i.isStb as boolean,
    revokeQty: i.revokeQty as number,
    sellPrice: i.sellPrice as number,
    refundAmount: i.refundAmount as number,
    cdi: cdiOf(i),
  }));
  const recall = r.revoke_type_cd === '반품' && str(r.recall_addr1) !== null;
  const vbank =
    str(fee.vbank_account) && fee.status === 'waiting_deposit'
      ? `${str(fee.vbank_name) ?? ''} ${str(fee.vbank_account)} (예금주 ${str(fee.vbank_holder) ?? ''})`
      : null;
  // the refund account is the requester's own: others see only that there is one
  const mask = (value: unknown) => (own ? str(value) : str(value) ? '***' : null);
  return {
    revokeId: r.revoke_id as number,
    orderId: r.order_id as number,
    memberId: r.member_id as number,
    revokeProgressCd: r.revoke_progress_cd as RevokeProgressCd,
    revokeReceiptDatetime: iso(r.requested_at)!,
    revokeTypeCd: r.revoke_type_cd as RevokeTypeCd,
    pgPayMethod: row.pay_type ? (PG_METHOD[row.pay_type] ?? row.pay_type) : null,
    vbVirtualBankAccount: vbank,
    feeDueDatetime: vbank ? iso(fee.expires_at) : null,
    refundTotal: r.refund_total as number,
    refundForProducts: r.refund_for_products as number,
    refundForDelivery: r.refund_for_delivery as number,
    refundAdjustment: (r.refund_adjustment as number | undefined) ?? 0,
    recallFee: r.recall_fee as number,
    recallFeePaid: r.fee_paid_at !== null,
    refundTypeCd: r.refund_type_cd as RefundTypeCd,
    bankName: str(r.bank_name),
    bankAccount: mask(r.bank_account),
    bankAccountName: mask(r.bank_account_name),
    deliveryInfo: recall
      ? {
          name: str(r.recall_name),
          email: str(r.recall_email),
          stdHandPhone: str(r.recall_mobile),
          mobile2: str(r.recall_mobile2),
          tel: str(r.recall_tel),
          zipcode: str(r.recall_zipcode),
          addr1: str(r.recall_addr1),
          addr2: str(r.recall_addr2),
        }
      : null,
    deliveryNote: str(r.delivery_note),
    recallLogisticCd: str(r.recall_logistic_cd),
    recallInvoiceNumber: str(r.recall_invoice_number),
    recallReasonCd: str(r.recall_reason_cd) as RecallReasonCd | null,
    rejectReason: str(r.reject_reason),
    refundFailed: r.refund_failed === true,
    refundedDatetime: iso(r.refunded_at),
    items,
    hiddenItemCount: row.hidden,
    productSummary: summary(items[0]?.displayName ?? null, items.length),
    imageUrl: items[0]?.imageUrl ?? '',
  };
}

/** Requests made since `since` (my-page counts). */
export async function countRevokes(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from revokes where member_id = ${memberId} and requested_at >= ${since}`,
  );
  return row?.n ?? 0;
}
