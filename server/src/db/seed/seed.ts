import { seedDemoDownloads } from './document-seed.ts';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { categories, categoryAccessRules, products, sectionConfigs } from '../schema/catalog.ts';
import { faqCategories, faqEntries } from '../schema/faq.ts';
import { siteMenuItems, sitePopups } from '../schema/site.ts';
import { searchIndexOf } from '../../lib/search-grams.ts';
import { sanitizeStoredHtml } from '../../http/sanitize-html.ts';
import { buildCatalogSeed } from './catalog-data.ts';
import { seedBillingDemo } from './billing-seed-data.ts';
import { seedDemoOrders } from './order-seed-data.ts';
import { seedDemoClaims } from './claim-seed-data.ts';
import { seedDemoStaff } from './staff-seed-data.ts';
import { seedOverseaSettings } from './oversea-seed-data.ts';

/** Any fixed number, other than the migrations' lock. */
const SEED_LOCK = 7_202_612;

/** Sections only members of these brands may open (rules sit on section roots). */
export const DEMO_ACCESS_RULES: (typeof categoryAccessRules.$inferInsert)[] = [
  { categoryId: 2199, brchTypes: ['TALENT'], ruleTexts: ['탤런트 재원생'], denyMsgOverride: null },
  {
    categoryId: 2697,
    brchTypes: ['CDI', 'THEOPEN', 'APRIL'],
    ruleTexts: ['CDI', '더오픈', '에이프릴 재원생'],
    denyMsgOverride: '크레버스 재원생 전용 메뉴입니다. 재원 중인 학원을 통해 이용해 주세요.',
  },
];

async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 250,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/** Sets serial sequences past the explicit ids the seed used. */
async function syncSequence(db: Db, table: string, column: string): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
    ),
  );
}

/** Fills an empty database with the deterministic demo catalog; does nothing when products exist. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const hasProducts = async (on: Db) => {
    const [existing] = await on.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products);
    return (existing?.n ?? 0) > 0;
  };
  if (await hasProducts(db)) return false;
  const data = buildCatalogSeed();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // several instances starting together on an empty database: one seeds, the others wait for
    // its commit here and then find the products
    await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasProducts(t)) return false;
    await insertChunked(t, categories, data.categories);
    await insertChunked(t, sectionConfigs, data.sectionConfigs);
    await insertChunked(t, categoryAccessRules, DEMO_ACCESS_RULES);
    await insertChunked(
      t,
      products,
      data.products.map((p) => ({
        ...p,
        html: p.html ? sanitizeStoredHtml(p.html) : null,
        deliveryHtml: p.deliveryHtml ? sanitizeStoredHtml(p.deliveryHtml) : null,
        ...searchIndexOf(p),
      })),
    );
    await insertChunked(t, siteMenuItems, data.menuItems);
    await insertChunked(
      t,
      sitePopups,
      data.popups.map((p) => ({
        ...p,
        htmlContents: p.htmlContents ? sanitizeStoredHtml(p.htmlContents) : null,
        htmlMobile: p.htmlMobile ? sanitizeStoredHtml(p.htmlMobile) : null,
      })),
    );
    await insertChunked(t, faqCategories, data.faqCategories);
    await insertChunked(
      t,
      faqEntries,
      data.faqEntries.map((f) => ({ ...f, htmlContents: sanitizeStoredHtml(f.htmlContents) })),
    );
    await syncSequence(t, 'products', 'product_id');
    await syncSequence(t, 'site_menu_items', 'menu_id');
    await syncSequence(t, 'site_popups', 'site_popup_id');
    await syncSequence(t, 'faq_entries', 'faq_id');
    await seedDemoClaims(t);
    await seedBillingDemo(t);
    await seedDemoOrders(t);
    await seedDemoStaff(t);
    await seedOverseaSettings(t);
    await seedDemoDownloads(t);
    return true;
  });
}
