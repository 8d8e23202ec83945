/**
 * The delivery-fee rules of spec 1 §9 and spec 2 §3, §9 as pure functions: no clock, no database.
 * The price service feeds them the season calendar, the fee and the benefits it read.
 */

/** One selling season: from startsAt (inclusive) to endsAt (exclusive). */
export interface SeasonPeriod {
  seasonId: number;
  code: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
}

/** The season an instant falls in; null when the calendar has no season for it. */
export function seasonAt(calendar: readonly SeasonPeriod[], at: Date): SeasonPeriod | null {
  const t = at.getTime();
  return calendar.find((s) => s.startsAt.getTime() <= t && t < s.endsAt.getTime()) ?? null;
}

/** A free-delivery benefit of one of the order's students in the current season. */
export interface BenefitState {
  fdbId: number;
  endsAt: Date;
  /** The order that used or holds it; null when unused. */
  orderId: number | null;
  /** That order is not paid yet (the benefit returns if it is dropped). */
  heldByUnpaidOrder: boolean;
}

export interface PricedLine {
  productId: number;
  qty: number;
  /** The list price (정가) of one unit, shown beside the price; no rule reads it. */
  markedPrice: number;
  sellPrice: number;
  /** Won off each unit for the student's class history (0 without, or when unknown). */
  classDiscount: number;
  /** Smart books are not shipped. */
  isStb: boolean;
  /** A special-lecture item registered as shipped free. */
  freeDeliveryItem: boolean;
}

/** '' do not use a benefit; null let the server pick; a number: that benefit. */
export type BenefitSelection = number | '' | null;

export interface DeliveryInput {
  lines: readonly PricedLine[];
  isInstituteAccount: boolean;
  /** The domestic fee in won (data: delivery_fee_rates 'domestic'). */
  domesticFee: number;
  benefits: readonly BenefitState[];
  selection: BenefitSelection;
}

export type FreeDeliveryReason = 'institute' | 'free-items';

export interface DeliveryOutcome {
  needDelivery: boolean;
  deliveryPriceOrigin: number;
  deliveryPriceTotal: number;
  fdbIdApplied: number | null;
  freeDeliveryReason: FreeDeliveryReason | null;
  hasNotPaidOrder: boolean;
}

/** The chosen benefit does not exist for these students or is already used. */
export class BenefitUnavailable extends Error {
  constructor(readonly fdbId: number) {
    super(`free-delivery benefit ${fdbId} is not available`);
  }
}

/** Sum of (sell price − class discount, never below 0) × quantity, in won. */
export function productPriceTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + Math.max(0, l.sellPrice - l.classDiscount) * l.qty, 0);
}

/** The unused benefit ending first (ties: the older row), which the server picks for null. */
export function defaultBenefit(benefits: readonly BenefitState[]): BenefitState | null {
  const unused = benefits.filter((b) => b.orderId === null);
  unused.sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || a.fdbId - b.fdbId);
  return unused[0] ?? null;
}

/**
 * The delivery fee of one order. Every order is priced on its own: an earlier order of the same
 * day is not merged with this one, and once the season's benefits are used every further order
 * that ships pays the domestic fee, whatever its amount.
 */
export function deliveryFee(input: DeliveryInput): DeliveryOutcome {
  const shipped = input.lines.filter((l) => !l.isStb);
  if (shipped.length === 0) {
    return {
      needDelivery: false,
      deliveryPriceOrigin: 0,
      deliveryPriceTotal: 0,
      fdbIdApplied: null,
      freeDeliveryReason: null,
      hasNotPaidOrder: false,
    };
  }
  const base = { needDelivery: true, deliveryPriceOrigin: input.domesticFee };
  const free = (reason: FreeDeliveryReason): DeliveryOutcome => ({
    ...base,
    deliveryPriceTotal: 0,
    fdbIdApplied: null,
    freeDeliveryReason: reason,
    hasNotPaidOrder: false,
  });
  if (input.isInstituteAccount) return free('institute');
  if (shipped.every((l) => l.freeDeliveryItem)) return free('free-items');

  const available = defaultBenefit(input.benefits);
  const hasNotPaidOrder = available === null && input.benefits.some((b) => b.heldByUnpaidOrder);
  let applied: BenefitState | null = null;
  if (typeof input.selection === 'number') {
    const chosen = input.benefits.find((b) => b.fdbId === input.selection);
    if (!chosen || chosen.orderId !== null) throw new BenefitUnavailable(input.selection);
    applied = chosen;
  } else if (input.selection === null) {
    applied = available;
  }
  return {
    ...base,
    deliveryPriceTotal: applied ? 0 : input.domesticFee,
    fdbIdApplied: applied?.fdbId ?? null,
    freeDeliveryReason: null,
    hasNotPaidOrder,
  };
}
