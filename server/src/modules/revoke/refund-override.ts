import { and, eq, inArray, sql } from 'drizzle-orm';
import { RefundOverrideMessage } from '@shop/contract/admin-revokes.ts';
import { RevokeProgress } from '@shop/contract/revoke.ts';
import { queryRows } from '../../db/client.ts';
import { refunds, revokes } from '../../db/schema/revoke.ts';
import { badRequest } from '../../http/errors.ts';
import type { Tx } from './revoke-repository.ts';

/** Progress values in which a request still holds money it has not paid back. */
const HOLDING = [
  RevokeProgress.feeWaiting,
  RevokeProgress.recalling,
  RevokeProgress.instructed,
] as const;

/**
 * The most the refund of `revokeId` may be set to (decision 0079): what
 * the member paid for the order, minus what is already refunded on it (card
 * refunds done or in flight, recorded transfers) by its other requests, minus what its other
 * open requests still promise. Run on the locked request and order.
 */
export async function refundableFor(tx: Tx, orderId: number, revokeId: number): Promise<number> {
  const [row] = await queryRows<{ paid: number; refunded: number; promised: number }>(
    tx,
    sql`select o.paid_total as paid,
      (select coalesce(sum(f.amount), 0)::int from refunds f where f.order_id = o.order_id
        and f.revoke_id <> ${revokeId} and f.status in ('requesting', 'done')) as refunded,
      (select coalesce(sum(r.refund_total), 0)::int from revokes r where r.order_id = o.order_id
        and r.revoke_id <> ${revokeId}
        and r.revoke_progress_cd in (${sql.join(
          HOLDING.map((p) => sql`${p}`),
          sql`, `,
        )})
        and not exists (select 1 from refunds f where f.revoke_id = r.revoke_id
          and f.status in ('requesting', 'done'))) as promised
    from orders o where o.order_id = ${orderId}`,
  );
  if (!row) return 0;
  return Math.max(0, row.paid - row.refunded - row.promised);
}

/** Money of this request is moving or moved (a card attempt in flight, or a refund done). */
export async function refundStarted(tx: Tx, revokeId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: refunds.refundId })
    .from(refunds)
    .where(and(eq(refunds.revokeId, revokeId), inArray(refunds.status, ['requesting', 'done'])));
  return rows.length > 0;
}

/**
 * Checks the amount against the bound and writes it as the request's refund total; the
 * calculation (products, delivery) stays as it was and the difference is the adjustment.
 */
export async function writeRefundOverride(
  tx: Tx,
  r: {
    revokeId: number;
    orderId: number;
    refundTypeCd: string;
    refundForProducts: number;
    refundForDelivery: number;
  },
  amount: number,
): Promise<void> {
  const max = await refundableFor(tx, r.orderId, r.revokeId);
  if (amount > max) {
    throw badRequest(RefundOverrideMessage.range(max), 'refundTotal');
  }
  if (amount > 0 && r.refundTypeCd === 'None') {
    throw badRequest(RefundOverrideMessage.noRefundMethod, 'refundTotal');
  }
  await tx
    .update(revokes)
    .set({
      refundTotal: amount,
      refundAdjustment: amount - r.refundForProducts - r.refundForDelivery,
      updatedAt: new Date(),
    })
    .where(eq(revokes.revokeId, r.revokeId));
}
