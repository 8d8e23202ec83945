import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Which shop product an academy material code stands for (the DPS mapping CSV of the developer
 * page /dps-mapping): the class records name materials by the academy's own codes.
 */
export const dpsProductMappings = pgTable(
  'dps_product_mappings',
  {
    materialCode: text('material_code').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    materialName: text('material_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dps_product_mappings_product_idx').on(t.productId)],
);
