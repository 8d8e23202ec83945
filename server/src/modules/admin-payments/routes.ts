import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AdminPaymentLimits,
  AdminPaymentMessage,
  depositConfirm,
  depositList,
  reconciliation,
} from '@shop/contract/admin-payments.ts';
import { queryRows } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { addDays, seoulDayEnd, seoulDayStart } from '../../lib/seoul-time.ts';
import type {
  PaymentGateway,
  SettlementReport,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { maskPersonalData } from '../admin/personal-data-mask.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { confirmDeposit } from './deposit-confirmation.ts';
import { listDeposits } from './deposit-queries.ts';
import { reconcile, type ShopPayment, type ShopRefund } from './reconciliation.ts';

/** Days from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Payments in the back office (issue 9 §3), registered after `installAdmin`: virtual accounts,
 * the manual deposit confirmation and the daily reconciliation with the gateway's report.
 */
export function adminPaymentRoutes(app: FastifyInstance, deps: { gateway: PaymentGateway }): void {
  const { db } = app.database;

  staffRoute(app, depositList, 'payments.read', async ({ query }) => {
    const result = await listDeposits(db, query.state, query.page);
    return { ...result, list: result.list.map((r) => maskPersonalData(r) as typeof r) };
  });

  staffRoute(app, depositConfirm, 'deposits.confirm', async ({ body, request }) => ({
    data: await confirmDeposit(db, auditActorOf(request), body.paymentId, body.reason),
  }));

  staffRoute(app, reconciliation, 'payments.read', async ({ query }) => {
    if (query.to < query.from) throw badRequest(AdminPaymentMessage.periodOrder, 'to');
    const days = daysOf(query.from, query.to);
    if (days.length > AdminPaymentLimits.reconcileDays) {
      throw badRequest(AdminPaymentMessage.periodTooLong, 'to');
    }
    // a day more on each side, so that a payment recorded across midnight is one 'day' mismatch
    const wide = daysOf(addDays(query.from, -1), addDays(query.to, 1));
    const from = seoulDayStart(wide[0]!);
    const until = seoulDayEnd(wide.at(-1)!);
    const [payments, refunds, reports] = await Promise.all([
      shopPayments(from, until),
      shopRefunds(from, until),
      mapLimited(wide, 4, async (day) => {
        try {
          return [day, await deps.gateway.settlement(day)] as const;
        } catch (err) {
          logUnavailable(err);
          return [day, null] as const;
        }
      }),
    ]);
    return {
      days: reconcile(
        days,
        { payments, refunds },
        new Map<string, SettlementReport | null>(reports),
      ),
    };
  });

  function logUnavailable(err: unknown) {
    app.log.warn({ err }, 'settlement report unavailable');
  }

  /**
   * Card refunds the shop recorded as done at the gateway (the revoke module's `refunds`). Bank
   * transfers by finance never pass the gateway and are left out.
   */
  async function shopRefunds(from: Date, until: Date): Promise<ShopRefund[]> {
    const rows = await queryRows<{
      tid: string;
      refund_tid: string | null;
      order_number: string | null;
      order_id: number;
      amount: number;
      done_at: string | Date;
    }>(
      db,
      sql`select p.pg_transaction_id as tid, r.pg_refund_tid as refund_tid, g.order_number,
          r.order_id, r.amount, r.done_at
        from refunds r
        join payments p on p.payment_id = r.payment_id
        left join payment_gateway_records g on g.payment_id = p.payment_id
        where r.done_at >= ${from.toISOString()} and r.done_at < ${until.toISOString()}
          and r.status = 'done' and r.method = 'Card' and p.pg_transaction_id is not null`,
    );
    return rows.map((r) => ({
      tid: r.tid,
      refundTid: r.refund_tid,
      orderNumber: r.order_number,
      orderId: r.order_id,
      amount: r.amount,
      at: new Date(r.done_at),
    }));
  }

  /** Money the shop recorded as taken in: card approvals and deposits (by their moment). */
  async function shopPayments(from: Date, until: Date): Promise<ShopPayment[]> {
    const rows = await queryRows<{
      tid: string;
      order_number: string | null;
      order_id: number;
      amount: number;
      approved_at: string | Date;
    }>(
      db,
      sql`select p.pg_transaction_id as tid, g.order_number, p.order_id, p.amount, p.approved_at
        from payments p left join payment_gateway_records g on g.payment_id = p.payment_id
        where p.approved_at >= ${from.toISOString()} and p.approved_at < ${until.toISOString()}
          and p.payment_type_cd in ('신용카드', '가상계좌') and p.pg_transaction_id is not null
          and p.amount > 0`,
    );
    return rows.map((r) => ({
      tid: r.tid,
      orderNumber: r.order_number,
      orderId: r.order_id,
      amount: r.amount,
      at: new Date(r.approved_at),
    }));
  }
}
