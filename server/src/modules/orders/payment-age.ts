const DAY_MS = 86_400_000;

/**
 * Whole days since payment (a request on the 14th day after payment counts 14): the age that
 * decides whether an order may still be revoked, read by the order list and by the revoke rules.
 */
export function daysSincePayment(paidAt: Date, now: Date): number {
  return Math.floor((now.getTime() - paidAt.getTime()) / DAY_MS);
}
