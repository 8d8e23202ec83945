import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emsFeeRates } from '../../db/schema/billing.ts';
import { products } from '../../db/schema/catalog.ts';
import { overseaLimitedNations, overseaSettings } from '../../db/schema/checkout.ts';

/** The shop's overseas settings (one row, id 1; none until configured). */
export function overseaSettingsRows(db: Db) {
  return db.select().from(overseaSettings).where(eq(overseaSettings.settingsId, 1));
}

/** The nations the shop limits, with the memo shown for each. */
export function limitedNations(db: Db) {
  return db.select().from(overseaLimitedNations);
}

/** What decides whether and how products go abroad: allowed, shipping weight, set (STB). */
export function shippingOf(db: Db, productIds: number[]) {
  return db
    .select({
      productId: products.productId,
      canOversea: products.canOversea,
      shipWeightG: products.shipWeightG,
      isStb: products.isStb,
    })
    .from(products)
    .where(inArray(products.productId, productIds));
}

/**
 * The shop's EMS fee for a parcel (decision 0523): the first bracket of the type and zone whose
 * upper weight is at least `grams`; over the last bracket, that bracket's weight (the limit).
 */
export async function emsFeeOf(
  db: Db,
  premiumCd: '31' | '32',
  zone: number,
  grams: number,
): Promise<{ feeWon: number; upToGrams: number } | { overGrams: number }> {
  const ofZone = and(eq(emsFeeRates.premiumCd, premiumCd), eq(emsFeeRates.zone, zone));
  const [bracket] = await db
    .select({ feeWon: emsFeeRates.feeWon, upToGrams: emsFeeRates.upToGrams })
    .from(emsFeeRates)
    .where(and(ofZone, gte(emsFeeRates.upToGrams, grams)))
    .orderBy(asc(emsFeeRates.upToGrams))
    .limit(1);
  if (bracket) return bracket;
  const [last] = await db
    .select({ upToGrams: emsFeeRates.upToGrams })
    .from(emsFeeRates)
    .where(ofZone)
    .orderBy(desc(emsFeeRates.upToGrams))
    .limit(1);
  return { overGrams: last?.upToGrams ?? 0 };
}
