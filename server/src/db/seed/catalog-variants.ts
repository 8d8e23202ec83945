import { asc, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { searchIndexOf } from '../../lib/search-grams.ts';

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

export async function addCatalogVariants(db: Db, count: number): Promise<void> {
  const templates = await db.select().from(products).orderBy(asc(products.productId));
  if (templates.length === 0) throw new Error('seed the demo catalog first');
  const [max] = await db
    .select({ id: sql<number>`coalesce(max(${products.productId}), 0)`.mapWith(Number) })
    .from(products);
  let nextId = (max?.id ?? 0) + 1;
  const authors = templates.map((t) => t.author).filter((a): a is string => a !== null);
  const batch = 500;
  for (let done = 0; done < count; done += batch) {
    const rows: (typeof products.$inferInsert)[] = [];
    for (let i = done; i < Math.min(count, done + batch); i += 1) {
      const template = templates[i % templates.length]!;
      const round = Math.floor(i / templates.length);
      const edition = EDITIONS[round % EDITIONS.length]!;
      const year = 2010 + Math.floor(round / EDITIONS.length);
      const displayName = `${template.displayName} ${edition} (${year})`;
      const author = template.author === null ? null : authors[(i * 7919) % authors.length]!;
      const isbn = template.isbn === null ? null : variantIsbn(i);
      const { productId: _id, createdAt: _at, recommendRank: _rank, ...rest } = template;
      rows.push({
        ...rest,
        productId: nextId,
        displayName,
        author,
        isbn,
        imageUrl: `/covers/${nextId}.svg`,
        recommendRank: null,
        ...searchIndexOf({ displayName, author, manufacture: template.manufacture, isbn }),
      });
      nextId += 1;
    }
    await db.insert(products).values(rows);
  }
  // explicit ids leave the serial behind; later inserts must not collide with these
  await db.execute(
    sql`select setval(pg_get_serial_sequence('products', 'product_id'), (select max(product_id) from products))`,
  );
  // a real server's autovacuum would do this after so many inserts; embedded PGlite has none
  await db.execute(sql`vacuum (analyze) products, product_search, search_term_counts`);
}
