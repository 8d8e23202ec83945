import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/** The products of the pay page, as their rows are stored. */
export async function payProductRows(db: Db, productIds: readonly number[]) {
  return db
    .select({
      productId: products.productId,
      canOversea: products.canOversea,
      canBuyMultiple: products.canBuyMultiple,
      canBuy: products.canBuy,
      additionalNotice: products.additionalNotice,
      markedPrice: products.markedPrice,
      sellPrice: products.sellPrice,
      displayName: products.displayName,
      imageUrl: products.imageUrl,
      isStb: products.isStb,
      isSupple: products.isSupple,
      kind: products.kind,
      comprisal: products.comprisal,
      shipWeightG: products.shipWeightG,
    })
    .from(products)
    .where(inArray(products.productId, [...new Set(productIds)]));
}

type PayProductRow = Awaited<ReturnType<typeof payProductRows>>[number];

/**
 * A product as the pay page reads it (spec 2 §7 product-for-pay): an e-book comes with a smart
 * book; the CD and whether it is optional are read from the composition text.
 */
export function payProductOf(row: PayProductRow) {
  const { kind, comprisal, ...rest } = row;
  const hasCd = /CD/i.test(comprisal ?? '');
  return {
    ...rest,
    hasEbook: kind === 'stb' || row.isStb,
    hasCd,
    isOptionalCd: hasCd && /선택|optional/i.test(comprisal ?? ''),
  };
}

/** The pay page's products in the order asked, those that exist. */
export async function productsForPay(db: Db, productIds: readonly number[]) {
  const byId = new Map((await payProductRows(db, productIds)).map((r) => [r.productId, r]));
  return productIds.flatMap((productId) => {
    const row = byId.get(productId);
    return row ? [payProductOf(row)] : [];
  });
}
