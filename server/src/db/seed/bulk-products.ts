import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, products } from '../schema/catalog.ts';
import { searchIndexOf } from '../../lib/search-grams.ts';
import { insertProductsAsJson, loadProductsInBulk } from './bulk-load.ts';

const SUBJECTS = ['수학', '영어', '국어', '과학', '사회', '독해', '문법', '어휘', '코딩', '논술'];
const SERIES = [
  '기초',
  '완성',
  '심화',
  '실전',
  '개념',
  '유형',
  '사고력',
  '서술형',
  '탐구',
  '마스터',
];
const ENGLISH = [
  'Reading',
  'Grammar',
  'Math',
  'Writing',
  'Phonics',
  'Science',
  'Vocabulary',
  'Listening',
];
const AUTHORS = [
  '김지현',
  '이수민',
  '박준호',
  'Emily Carter',
  '최은영',
  'James Lee',
  '정하늘',
  '한서준',
];
const PUBLISHERS = [
  '크레버스',
  '천재교육',
  '비상교육',
  '동아출판',
  'Oxford University Press',
  '에이프릴북스',
];

/**
 * Adds `count` generated products over the existing leaf categories, for the benchmark and the
 * query-plan tests (the planner rightly scans a few hundred rows; plans are asserted on many).
 */
export async function addBulkProducts(db: Db, count: number): Promise<void> {
  await loadProductsInBulk(db, (tx) => addInOneGo(tx, count));
}

async function addInOneGo(db: Db, count: number): Promise<void> {
  const leaves = await db
    .select({ categoryId: categories.categoryId, idChain: categories.idChain })
    .from(categories)
    .where(eq(categories.leaf, true))
    .orderBy(asc(categories.categoryId));
  const [max] = await db
    .select({ id: sql<number>`coalesce(max(${products.productId}), 0)`.mapWith(Number) })
    .from(products);
  let nextId = (max?.id ?? 0) + 1;
  const batch = 2000;
  for (let done = 0; done < count; done += batch) {
    const rows = [];
    for (let i = done; i < Math.min(count, done + batch); i += 1) {
      const leaf = leaves[i % leaves.length]!;
      const chain = leaf.idChain.split('/').map(Number);
      const english = i % 3 === 0;
      const displayName = english
        ? `${ENGLISH[i % ENGLISH.length]} ${SERIES[(i >> 3) % SERIES.length]} Level ${(i % 12) + 1} 벌크 ${i}`
        : `${SUBJECTS[i % SUBJECTS.length]} ${SERIES[(i >> 3) % SERIES.length]} ${(i % 6) + 1}단계 벌크 ${i}`;
      const author = AUTHORS[(i >> 2) % AUTHORS.length]!;
      const manufacture = PUBLISHERS[(i >> 4) % PUBLISHERS.length]!;
      const isbn = `979-11-${String(7000 + (i % 3000)).padStart(4, '0')}-${String(i).padStart(6, '0').slice(-3)}-${i % 10}`;
      rows.push({
        productId: nextId,
        categoryId: leaf.categoryId,
        midCategoryId: chain[1] ?? null,
        rootCategoryId: chain[0]!,
        kind: 'book',
        displayName,
        author,
        manufacture,
        isbn,
        markedPrice: 12_000 + (i % 40) * 500,
        sellPrice: 10_800 + (i % 40) * 450, // 90 % of the list price (도서정가제)
        taxFree: true,
        imageUrl: `/covers/${nextId}.svg`,
        shipWeightG: 400,
        ...searchIndexOf({ displayName, author, manufacture, isbn }),
      });
      nextId += 1;
    }
    await insertProductsAsJson(db, rows);
  }
}
