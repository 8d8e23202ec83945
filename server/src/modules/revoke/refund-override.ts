import { RefundOverrideMessage } from '@shop/contract/admin-revokes.ts';
import { badRequest } from '../../http/errors.ts';
import { refundableFor, setRefundTotal } from './refund-repository.ts';
import type { Tx } from './revoke-repository.ts';

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
  await setRefundTotal(tx, r, amount);
}
