import { sql } from 'drizzle-orm';
import type { CustomsData, OrderNote } from '@shop/contract/admin-orders.ts';
import { courierOf } from '@shop/contract/couriers.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { orderDetail } from '../orders/order-queries.ts';
import { STAFF_VISIBILITY } from '../orders/order-visibility.ts';

interface Extra {
  status: string;
  order_progress_cd: string;
  d: Record<string, unknown> | null;
  payments: Record<string, unknown>[] | null;
  customs_items: Record<string, unknown>[] | null;
  notes: Record<string, unknown>[] | null;
  exception: Record<string, unknown> | null;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** The steps an order may take now (docs/state-machines.md, 'Fulfilment'). */
export function nextSteps(status: string, progress: string, hasDelivery: boolean) {
  const paid = status === 'paid' && hasDelivery;
  return {
    prepare: paid && progress === OrderProgress.paid,
    ship:
      paid &&
      [OrderProgress.paid, OrderProgress.preparing, OrderProgress.shipping].includes(
        progress as never,
      ),
    deliver: paid && progress === OrderProgress.shipping,
  };
}

/**
 * An order as its member sees it (the members' own query, with every item) and what only staff
 * see: state, payment attempts, fulfilment times, customs data of an EMS order and notes. Two
 * queries whatever the number of items, payments or notes.
 */
export async function adminOrderDetail(db: Db, orderId: number, receiptBase: string) {
  const order = await orderDetail(db, STAFF_VISIBILITY, orderId, receiptBase);
  const [x] = await queryRows<Extra>(
    db,
    sql`select o.status, o.order_progress_cd, to_jsonb(d) as d,
      (select jsonb_agg(jsonb_build_object('paymentId', p.payment_id,
          'paymentTypeCd', p.payment_type_cd, 'status', p.status, 'amount', p.amount,
          'pgTransactionId', p.pg_transaction_id, 'orderNumber', g.order_number,
          'requestedAt', p.requested_at, 'approvedAt', p.approved_at, 'expiresAt', g.expires_at)
          order by p.payment_id)
        from payments p left join payment_gateway_records g on g.payment_id = p.payment_id
        where p.order_id = o.order_id) as payments,
      (select jsonb_agg(jsonb_build_object('displayName', pr.display_name, 'qty', i.qty_effected,
          'unitWeightG', pr.ship_weight_g, 'unitValue', i.sell_price) order by i.order_item_id)
        from order_items i join products pr on pr.product_id = i.product_id
        where i.order_id = o.order_id and i.qty_effected > 0 and not pr.is_stb) as customs_items,
      (select jsonb_agg(jsonb_build_object('orderNoteId', n.order_note_id, 'body', n.body,
          'staffName', s.name, 'createdAt', n.created_at) order by n.created_at, n.order_note_id)
        from order_notes n join staff s on s.staff_id = n.staff_id
        where n.order_id = o.order_id) as notes,
      (select jsonb_build_object('reason', we.reason, 'staffName', s.name,
          'grantedAt', we.granted_at)
        from withdrawal_exceptions we join staff s on s.staff_id = we.staff_id
        where we.order_id = o.order_id) as exception
    from orders o left join order_deliveries d on d.order_id = o.order_id
    where o.order_id = ${orderId}`,
  );
  const d = x?.d ?? {};
  const hasDelivery = d.has_delivery_info === true;
  const notes: OrderNote[] = (x?.notes ?? []).map((n) => ({
    orderNoteId: n.orderNoteId as number,
    body: n.body as string,
    staffName: n.staffName as string,
    createdAt: iso(n.createdAt)!,
  }));
  return {
    order,
    status: x?.status ?? '',
    buyerName: str(d.buyer_name),
    courierName: courierOf(str(d.logistic_cd))?.name ?? null,
    shippedAt: iso(d.shipped_at),
    deliveredAt: iso(d.delivered_at),
    payments: (x?.payments ?? []).map((p) => ({
      paymentId: p.paymentId as number,
      paymentTypeCd: p.paymentTypeCd as string,
      status: p.status as string,
      amount: p.amount as number,
      pgTransactionId: str(p.pgTransactionId),
      orderNumber: str(p.orderNumber),
      requestedAt: iso(p.requestedAt)!,
      approvedAt: iso(p.approvedAt),
      expiresAt: iso(p.expiresAt),
    })),
    customs: d.is_oversea === true ? customsOf(d, x?.customs_items ?? []) : null,
    notes,
    withdrawalException: x?.exception
      ? {
          reason: x.exception.reason as string,
          staffName: x.exception.staffName as string,
          grantedAt: iso(x.exception.grantedAt)!,
        }
      : null,
    next: nextSteps(x?.status ?? '', x?.order_progress_cd ?? '', hasDelivery),
  };
}

function customsOf(d: Record<string, unknown>, rows: Record<string, unknown>[]): CustomsData {
  const items = rows.map((r) => {
    const qty = r.qty as number;
    const unitWeightG = r.unitWeightG as number;
    const unitValue = r.unitValue as number;
    return {
      displayName: r.displayName as string,
      qty,
      unitWeightG,
      weightG: unitWeightG * qty,
      unitValue,
      value: unitValue * qty,
    };
  });
  return {
    recipientName: str(d.name),
    recipientPhone: str(d.international_phone) ?? str(d.mobile),
    email: str(d.email),
    address: [str(d.addr1), str(d.addr2), str(d.city), str(d.state)].filter(Boolean).join(', '),
    zipcode: str(d.zipcode),
    nationCd: str(d.nation_cd),
    nationName: str(d.nation_name),
    premiumCd: str(d.premium_cd),
    items,
    totalWeightG: items.reduce((sum, i) => sum + i.weightG, 0),
    totalValue: items.reduce((sum, i) => sum + i.value, 0),
    currency: 'KRW',
    emsFee: typeof d.oversea_fee === 'number' ? d.oversea_fee : 0,
  };
}
