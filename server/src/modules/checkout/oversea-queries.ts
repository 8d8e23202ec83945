import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
