/**
 * Deterministic demo data of the catalog, the main menu, the site popups and the FAQ.
 * Every call returns the same rows: names, prices and flags come from a seeded PRNG, dates are fixed.
 */
import type { categories, sectionConfigs } from '../schema/catalog.ts';
import type { faqCategories } from '../schema/faq.ts';
import type { siteMenuItems, sitePopups } from '../schema/site.ts';
import { buildCategories } from './catalog-categories.ts';
import { buildProducts, type ProductSeedRow } from './catalog-products.ts';
import { buildFaqEntries, FAQ_CATEGORIES, type FaqEntryRow } from './faq-seed-data.ts';
import { buildMenuItems, buildPopups } from './site-seed-data.ts';

export type { ProductSeedRow } from './catalog-products.ts';

export interface CatalogSeed {
  categories: (typeof categories.$inferInsert)[];
  sectionConfigs: (typeof sectionConfigs.$inferInsert)[];
  /** With explicit productId 1..N; search columns are derived when the rows are stored. */
  products: ProductSeedRow[];
  menuItems: (typeof siteMenuItems.$inferInsert)[];
  popups: (typeof sitePopups.$inferInsert)[];
  faqCategories: (typeof faqCategories.$inferInsert)[];
  /** With explicit faqId. */
  faqEntries: FaqEntryRow[];
}

export function buildCatalogSeed(): CatalogSeed {
  const tree = buildCategories();
  return {
    categories: tree.categories,
    sectionConfigs: tree.sectionConfigs,
    products: buildProducts(tree),
    menuItems: buildMenuItems(),
    popups: buildPopups(),
    faqCategories: FAQ_CATEGORIES.map((c) => ({ ...c })),
    faqEntries: buildFaqEntries(),
  };
}
