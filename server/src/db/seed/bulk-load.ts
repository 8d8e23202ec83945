import { getTableColumns, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import { products } from '../schema/catalog.ts';

/** Products whose term counts are added per statement after a bulk load (bounds its sort). */
const TERM_COUNT_CHUNK = 10_000;

/**
 * Loads many products the way PostgreSQL's bulk-loading advice says (the benchmark's 100,000 and
 * the plan tests' catalogues): the secondary indexes of products and product_search are dropped
 * for the load and made again from their own definitions, and the search terms are counted once
 * per chunk of new products instead of by the trigger on every insert (decision 0395). One
 * transaction: a load that fails leaves the indexes and the trigger as they were. Row by row, the
 * GIN indexes and the term trigger were most of the time (5,000 products: 29 s → 7 s on PGlite).
 */
export async function loadProductsInBulk(db: Db, load: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`set local work_mem = '64MB'`);
    await t.execute(sql`set local maintenance_work_mem = '256MB'`);
    const [before] = await queryRows<{ max: number }>(
      t,
      sql`select coalesce(max(product_id), 0)::int as max from products`,
    );
    // indexes that back no constraint (the primary keys and unique constraints stay)
    const indexes = await queryRows<{ name: string; definition: string }>(
      t,
      sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid in ('products'::regclass, 'product_search'::regclass)
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await t.execute(sql.raw(`drop index "${index.name}"`));
    await t.execute(sql`alter table product_search disable trigger product_search_terms_insert`);
    await load(t);
    await t.execute(sql`alter table product_search enable trigger product_search_terms_insert`);
    const [after] = await queryRows<{ max: number }>(
      t,
      sql`select coalesce(max(product_id), 0)::int as max from products`,
    );
    for (let from = before!.max; from < after!.max; from += TERM_COUNT_CHUNK) {
      await t.execute(sql`select search_term_counts_apply(array_agg(product_id),
          array_agg(root_category_id), array_agg(search_name), array_agg(search_text), array_agg(1))
        from product_search where product_id > ${from} and product_id <= ${from + TERM_COUNT_CHUNK}
        having count(*) > 0`);
    }
    for (const index of indexes) await t.execute(sql.raw(index.definition));
  });
  // a real server's autovacuum would do this after so many inserts; embedded PGlite has none
  await db.execute(sql`vacuum (analyze) products, product_search, search_term_counts`);
}

const columnNames = new Map(Object.entries(getTableColumns(products)).map(([k, c]) => [k, c.name]));

/**
 * Inserts product rows as one JSON parameter per statement: thousands of rows without a parameter
 * per value (PGlite spent most of a bulk load taking the values apart). Columns a row leaves out
 * take their defaults.
 */
export async function insertProductsAsJson(
  db: Db,
  rows: (typeof products.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!)
    .map((key) => columnNames.get(key)!)
    .join(', ');
  const json = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [columnNames.get(key)!, value])),
  );
  await db.execute(sql`insert into products (${sql.raw(columns)}) select ${sql.raw(columns)}
    from jsonb_populate_recordset(null::products, ${JSON.stringify(json)}::jsonb)`);
}
