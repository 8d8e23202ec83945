import type { FastifyBaseLogger } from 'fastify';
import { AdminPaymentLimits, AdminPaymentMessage } from '@shop/contract/admin-payments.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type {
  PaymentGateway,
  SettlementReport,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import { addDays, seoulDayEnd, seoulDayStart } from '../../lib/seoul-time.ts';
import { reconcile } from './reconciliation.ts';
import { shopPayments, shopRefunds } from './reconciliation-queries.ts';

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
 * The daily reconciliation of the shop's money with the gateway's settlement reports, day by
 * day from `from` to `to` (Seoul days, both included). A report the gateway cannot give leaves
 * its day unreconciled.
 */
export async function reconcileDays(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  query: { from: string; to: string },
) {
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
    shopPayments(db, from, until),
    shopRefunds(db, from, until),
    mapLimited(wide, 4, async (day) => {
      try {
        return [day, await gateway.settlement(day)] as const;
      } catch (err) {
        log.warn({ err }, 'settlement report unavailable');
        return [day, null] as const;
      }
    }),
  ]);
  return {
    days: reconcile(days, { payments, refunds }, new Map<string, SettlementReport | null>(reports)),
  };
}
