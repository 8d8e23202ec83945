import type { FreeDeliveryBenefit } from '@shop/contract/billing.ts';
import { formatDate } from '../../lib/format.ts';

/**
 * The Seoul day of the order that used a benefit, for '사용함 (date)' (spec 2 §4.3); '' when
 * unknown. The wire carries the UTC instant, whose own date is the day before until 09:00 KST.
 */
export function benefitUsedOn(benefit: Pick<FreeDeliveryBenefit, 'orderedDatetime'>): string {
  return benefit.orderedDatetime ? formatDate(benefit.orderedDatetime) : '';
}
