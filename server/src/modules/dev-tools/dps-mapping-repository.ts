import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DpsMapping } from '@shop/contract/dev.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { dpsProductMappings } from '../../db/schema/dps-mapping.ts';
import type { DpsRow } from './dps-mapping-csv.ts';

export async function existingProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(inArray(products.productId, ids));
  return new Set(rows.map((r) => r.productId));
}

/** Inserts or replaces every row in one transaction; answers how many codes were new. */
export async function upsertMappings(
  db: Db,
  rows: DpsRow[],
): Promise<{ inserted: number; updated: number }> {
  return db.transaction(async (tx) => {
    const codes = rows.map((r) => r.materialCode);
    const known = await tx
      .select({ code: dpsProductMappings.materialCode })
      .from(dpsProductMappings)
      .where(inArray(dpsProductMappings.materialCode, codes));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(dpsProductMappings)
        .values(
          rows.slice(i, i + 1000).map((r) => ({
            materialCode: r.materialCode,
            productId: r.productId,
            materialName: r.materialName,
          })),
        )
        .onConflictDoUpdate({
          target: dpsProductMappings.materialCode,
          set: {
            productId: sql`excluded.product_id`,
            materialName: sql`excluded.material_name`,
            updatedAt: sql`now()`,
          },
        });
    }
    return { inserted: rows.length - known.length, updated: known.length };
  });
}

export async function listMappings(db: Db): Promise<DpsMapping[]> {
  const rows = await db
    .select({
      materialCode: dpsProductMappings.materialCode,
      productId: dpsProductMappings.productId,
      materialName: dpsProductMappings.materialName,
      displayName: products.displayName,
      updatedAt: dpsProductMappings.updatedAt,
    })
    .from(dpsProductMappings)
    .leftJoin(products, eq(products.productId, dpsProductMappings.productId))
    .orderBy(asc(dpsProductMappings.materialCode))
    .limit(1000);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
