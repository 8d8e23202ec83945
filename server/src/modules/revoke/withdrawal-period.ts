import { RevokeLimits, RevokeMessage, type RecallReasonCd } from '@shop/contract/revoke.ts';
import { addDays, seoulDate } from '../../lib/seoul-time.ts';
import { daysSincePayment } from '../orders/payment-age.ts';

/**
 * The withdrawal clock (전자상거래법 §17; decision 0500). Pure: Seoul calendar days, no database.
 *
 * - Change of mind: 7 days from the day the goods were received (§17 ①; the day of delivery is
 *   not counted, 민법 §157).
 * - The shop's fault (defective, wrong item, not as described or contracted): 3 months from
 *   delivery (§17 ③). The other limit of §17 ③, 30 days from when the buyer knew, depends on
 *   what the buyer knew; staff judge it at inspection.
 * - Until delivery is recorded the clock has not started: the shop's own limit of 90 days
 *   after payment applies, as it does to cancels.
 */

export const SHOP_FAULT_REASONS: readonly RecallReasonCd[] = ['상품불량', '오배송', '상품정보상이'];

export function shopAtFault(reason: RecallReasonCd): boolean {
  return SHOP_FAULT_REASONS.includes(reason);
}

/** The same day `months` later (YYYY-MM-DD), clamped to the month's last day. */
function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The last Seoul day a return for this reason may be asked for, counted from delivery. */
export function returnDeadline(reason: RecallReasonCd, deliveredAt: Date): string {
  const delivered = seoulDate(deliveredAt);
  return shopAtFault(reason)
    ? monthsAfter(delivered, RevokeLimits.shopFaultMonths)
    : addDays(delivered, RevokeLimits.changeOfMindDays);
}

/**
 * Why a return for this reason may not be asked for now, or null when it may. `exception`:
 * staff opened the order for returns outside the period.
 */
export function returnPeriodRefusal(
  reason: RecallReasonCd,
  deliveredAt: Date | null,
  now: Date,
  exception: boolean,
): string | null {
  if (exception || !deliveredAt) return null;
  if (seoulDate(now) <= returnDeadline(reason, deliveredAt)) return null;
  return shopAtFault(reason) ? RevokeMessage.shopFaultOver : RevokeMessage.changeOfMindOver;
}

/**
 * Some request of the order may still be made: within 90 days of payment until delivery is
 * recorded, then within the longest return period (the shop's fault) or by staff's exception.
 */
export function requestPeriodOpen(
  paidAt: Date,
  deliveredAt: Date | null,
  now: Date,
  exception: boolean,
): boolean {
  if (exception) return true;
  if (!deliveredAt) return daysSincePayment(paidAt, now) <= RevokeLimits.daysAllowed;
  return seoulDate(now) <= returnDeadline('상품불량', deliveredAt);
}
