import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { searchIndexOf } from '../../lib/search-grams.ts';
import { loadProductsInBulk } from './bulk-load.ts';

/**
 * A large catalog that looks like the demo one, for the benchmark: every generated product is an
 * edition of a demo product (same category, kind, publisher, description and row width; another
 * author; its own ISBN), so word frequencies, category sizes and row sizes grow the way a real
 * catalog's do. addBulkProducts (bulk-products.ts) stays the cheap generator of the plan tests.
 */
const EDITIONS = [
  '개정판',
  '교사용',
  '워크북',
  '심화편',
  '기본편',
  '합본',
  '실전 문제집',
  '단원평가',
  '방학 특강',
  '총정리',
  'Review',
  'Plus',
  'Level Up',
  'Test Book',
  'Answer Key',
  '세트',
  '부교재',
  '오답 노트',
  '서술형 대비',
  '학습 플래너',
] as const;

function isbnCheckDigit(digits12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Unique ISBN-13s in a block no demo publisher uses (979-11-9…). */
function variantIsbn(serial: number): string {
  const digits = `97911${String(9_000_000 + serial).padStart(7, '0')}`;
  return `979-11-${digits.slice(5, 9)}-${digits.slice(9, 12)}-${isbnCheckDigit(digits)}`;
}

/** The columns a variant sets itself; every other column is its template's. */
const OWN = {
  product_id: 'int',
  display_name: 'text',
  author: 'text',
  isbn: 'text',
  image_url: 'text',
  recommend_rank: 'int',
  search_grams: 'text[]',
  search_text: 'text',
  search_name: 'text',
  isbn_digits: 'text',
  search_compact: 'text',
  spell_grams: 'text[]',
} as const;
type OwnRow = Record<keyof typeof OWN, unknown> & { template_id: number };

/**
 * Adds `count` variants in statements of a few thousand rows that copy their template in SQL:
 * only the columns a variant sets itself travel, as one JSON parameter per statement (the product
 * rows through the driver's parameters were most of PGlite's time), and the indexes and term
 * counts are made once after the load (loadProductsInBulk).
 */
export async function addCatalogVariants(db: Db, count: number): Promise<void> {
  const templates = await db.select().from(products).orderBy(asc(products.productId));
  if (templates.length === 0) throw new Error('seed the demo catalog first');
  const [max] = await db
    .select({ id: sql<number>`coalesce(max(${products.productId}), 0)`.mapWith(Number) })
    .from(products);
  const firstId = (max?.id ?? 0) + 1;
  const authors = templates.map((t) => t.author).filter((a): a is string => a !== null);
  const columns = Object.values(getTableColumns(products))
    .map((c) => c.name)
    .filter((name) => name !== 'created_at');
  const selected = columns.map((name) => (name in OWN ? `v.${name}` : `t.${name}`)).join(', ');
  const recordType = Object.entries({ ...OWN, template_id: 'int' })
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const batch = 2000;
  await loadProductsInBulk(db, async (tx) => {
    for (let done = 0; done < count; done += batch) {
      const rows: OwnRow[] = [];
      for (let i = done; i < Math.min(count, done + batch); i += 1) {
        const template = templates[i % templates.length]!;
        const round = Math.floor(i / templates.length);
        const edition = EDITIONS[round % EDITIONS.length]!;
        const year = 2010 + Math.floor(round / EDITIONS.length);
        const displayName = `${template.displayName} ${edition} (${year})`;
        const author = template.author === null ? null : authors[(i * 7919) % authors.length]!;
        const isbn = template.isbn === null ? null : variantIsbn(i);
        const index = searchIndexOf({
          displayName,
          author,
          manufacture: template.manufacture,
          isbn,
        });
        rows.push({
          template_id: template.productId,
          product_id: firstId + i,
          display_name: displayName,
          author,
          isbn,
          image_url: `/covers/${firstId + i}.svg`,
          recommend_rank: null,
          search_grams: index.searchGrams,
          search_text: index.searchText,
          search_name: index.searchName,
          isbn_digits: index.isbnDigits,
          search_compact: index.searchCompact,
          spell_grams: index.spellGrams,
        });
      }
      await tx.execute(
        sql`insert into products (${sql.raw(columns.join(', '))}) select ${sql.raw(selected)}
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(recordType)})
          join products t on t.product_id = v.template_id`,
      );
    }
  });
  // explicit ids leave the serial behind; later inserts must not collide with these
  await db.execute(
    sql`select setval(pg_get_serial_sequence('products', 'product_id'), (select max(product_id) from products))`,
  );
}
