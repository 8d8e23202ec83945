import type { ReconciliationDay, ReconciliationMismatch } from '@shop/contract/admin-payments.ts';
import type { SettlementReport } from '../../integrations/payment-gateway/payment-gateway.ts';
import { seoulDate } from '../../lib/seoul-time.ts';

/**
 * The daily reconciliation (decision 0078): money in (card approvals,
 * virtual-account deposits) and money out (refunds) as the shop recorded them beside the
 * gateway's settlement report, matched by transaction id. Pure: the route reads both sides.
 */

export interface ShopPayment {
  tid: string;
  orderNumber: string | null;
  orderId: number | null;
  amount: number;
  at: Date;
}

export interface ShopRefund extends ShopPayment {
  /** The gateway's id of this refund when the shop kept it (partial refunds have their own). */
  refundTid: string | null;
}

interface Entry {
  tid: string;
  key: string;
  orderNumber: string | null;
  orderId: number | null;
  amount: number;
  day: string;
}

const orderIdOf = (orderNumber: string | null) => {
  const m = orderNumber ? /^O(\d+)P\d+$/.exec(orderNumber) : null;
  return m ? Number(m[1]) : null;
};

/**
 * What the gateway took in: card approvals that were not net-cancelled, and deposits. A virtual
 * account's approval only issues the account (no money), so it is left out.
 */
function gatewayPayments(reports: SettlementReport[]): Entry[] {
  const netCancelled = new Set(reports.flatMap((r) => r.netCancels.map((n) => n.tid)));
  return reports.flatMap((r) => [
    ...r.approvals
      .filter((a) => a.payMethod === 'Card' && !netCancelled.has(a.tid))
      .map((a) => entryOf(a.tid, a.tid, a.orderNumber, a.amount, a.at)),
    ...r.deposits.map((d) => entryOf(d.tid, d.tid, d.orderNumber, d.amount, d.at)),
  ]);
}

function entryOf(
  tid: string,
  key: string,
  orderNumber: string | null,
  amount: number,
  at: Date,
  orderId = orderIdOf(orderNumber),
): Entry {
  return { tid, key, orderNumber, orderId, amount, day: seoulDate(at) };
}

/** Both sides matched by key; every difference is one mismatch. */
function compare(
  kind: 'payment' | 'refund',
  shop: Entry[],
  gateway: Entry[],
): ReconciliationMismatch[] {
  const out: ReconciliationMismatch[] = [];
  const gatewayByKey = new Map<string, Entry[]>();
  for (const g of gateway) gatewayByKey.set(g.key, [...(gatewayByKey.get(g.key) ?? []), g]);
  for (const s of shop) {
    const candidates = gatewayByKey.get(s.key) ?? [];
    const g = candidates.find((c) => c.amount === s.amount) ?? candidates[0];
    if (g) candidates.splice(candidates.indexOf(g), 1);
    const base = {
      kind,
      tid: s.tid,
      orderNumber: s.orderNumber ?? g?.orderNumber ?? null,
      orderId: s.orderId ?? g?.orderId ?? null,
      shopAmount: s.amount,
      gatewayAmount: g?.amount ?? null,
      shopDay: s.day,
      gatewayDay: g?.day ?? null,
    };
    if (!g) out.push({ ...base, reason: 'onlyShop' });
    else if (g.amount !== s.amount) out.push({ ...base, reason: 'amount' });
    else if (g.day !== s.day) out.push({ ...base, reason: 'day' });
  }
  for (const rest of gatewayByKey.values()) {
    for (const g of rest) {
      out.push({
        kind,
        reason: 'onlyGateway',
        tid: g.tid,
        orderNumber: g.orderNumber,
        orderId: g.orderId,
        shopAmount: null,
        gatewayAmount: g.amount,
        shopDay: null,
        gatewayDay: g.day,
      });
    }
  }
  return out;
}

const sum = (entries: { amount: number }[]) => ({
  count: entries.length,
  amount: entries.reduce((s, e) => s + e.amount, 0),
});

/**
 * One row per day of `days`. Both sides should cover a day more on each side of the range, so
 * that a payment recorded just before midnight on one side and after it on the other is a 'day'
 * mismatch rather than two one-sided ones. A day whose report did not come is not reconciled.
 */
export function reconcile(
  days: string[],
  shop: { payments: ShopPayment[]; refunds: ShopRefund[] },
  reports: Map<string, SettlementReport | null>,
): ReconciliationDay[] {
  const answered = [...reports.values()].filter((r): r is SettlementReport => r !== null);
  const shopPayments = shop.payments.map((p) =>
    entryOf(p.tid, p.tid, p.orderNumber, p.amount, p.at, p.orderId),
  );
  const gatewayIn = gatewayPayments(answered);
  const refundKey = (tid: string, refundTid: string | null, amount: number) =>
    refundTid ?? `${tid}:${amount}`;
  const gatewayRefundTids = new Set(answered.flatMap((r) => r.refunds.map((f) => f.refundTid)));
  const shopRefunds = shop.refunds.map((f) =>
    entryOf(
      f.tid,
      // a shop refund without the gateway's refund id is matched by transaction and amount
      f.refundTid && gatewayRefundTids.has(f.refundTid)
        ? f.refundTid
        : refundKey(f.tid, null, f.amount),
      f.orderNumber,
      f.amount,
      f.at,
      f.orderId,
    ),
  );
  const gatewayOut = answered.flatMap((r) =>
    r.refunds.map((f) => {
      const byId = shop.refunds.some((s) => s.refundTid === f.refundTid);
      return entryOf(
        f.tid,
        byId ? f.refundTid : refundKey(f.tid, null, f.amount),
        f.orderNumber,
        f.amount,
        f.at,
      );
    }),
  );
  const mismatches = [
    ...compare('payment', shopPayments, gatewayIn),
    ...compare('refund', shopRefunds, gatewayOut),
  ];
  const netCancels = answered.flatMap((r) =>
    r.netCancels.map((n) => entryOf(n.tid, n.tid, n.orderNumber, n.amount, n.at)),
  );
  const onDay = <T extends { day: string }>(list: T[], day: string) =>
    list.filter((e) => e.day === day);
  return days.map((day) => {
    const gatewayAnswered = reports.get(day) != null;
    return {
      day,
      shopPayments: sum(onDay(shopPayments, day)),
      gatewayPayments: sum(onDay(gatewayIn, day)),
      shopRefunds: sum(onDay(shopRefunds, day)),
      gatewayRefunds: sum(onDay(gatewayOut, day)),
      gatewayNetCancels: sum(onDay(netCancels, day)),
      gatewayAnswered,
      mismatches: gatewayAnswered
        ? mismatches.filter((m) => (m.shopDay ?? m.gatewayDay) === day || m.gatewayDay === day)
        : [],
    };
  });
}
