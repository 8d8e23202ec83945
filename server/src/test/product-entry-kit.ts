import { sql } from 'drizzle-orm';
import type { AdminProductInput } from '@shop/contract/admin-products.ts';
import { SECTIONS } from '@shop/contract/sections.ts';
import { queryRows, type Db } from '../db/client.ts';

/** The general-1 section's root and its deepest leaf category, where the tests' products go. */
export async function generalSectionLeaf(db: Db) {
  const sectionRoot = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;
  const [leaf] = await queryRows<{ category_id: number }>(
    db,
    sql`select category_id from categories where root_id = ${sectionRoot} and leaf
      order by depth desc, category_id limit 1`,
  );
  return { sectionRoot, leafId: leaf!.category_id };
}

/** A full, valid product entry of a book in `categoryId`; `over` changes any field. */
export function productEntry(
  categoryId: number,
  over: Partial<AdminProductInput> = {},
): AdminProductInput {
  return {
    categoryId,
    kind: 'book',
    displayName: '관리자 등록 수학 교재',
    author: '홍길동',
    manufacture: '아카데미북스',
    isbn: null,
    publishedDate: '2026-03-02',
    language: '한국어',
    paperSize: 'B5',
    pages: 120,
    comprisal: '본책 1권, 해설집 1권',
    bookBinding: '무선',
    certificationMark: 'KC',
    deliveryHtml: '<p>결제 후 3~7일</p>',
    canOversea: true,
    html: '<p>설명 <b>굵게</b></p>',
    isStb: false,
    supportDevice: null,
    fileSize: null,
    markedPrice: 15_000,
    sellPrice: 13_500,
    canBuyMultiple: true,
    additionalNotice: null,
    shipWeightG: 400,
    isSupple: false,
    suppleEbookProductId: null,
    freeDelivery: false,
    saleStatus: 'onSale',
    ...over,
  };
}
