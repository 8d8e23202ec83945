import type { ProductRow } from '@shop/contract/catalog.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { Page, ProductRowRecord } from './repository.ts';

/** A list or search row as the contract shows it: the stored row with its category's full name. */
export function toRow(p: ProductRowRecord, directory: CategoryDirectory): ProductRow {
  return {
    productId: p.productId,
    displayName: p.displayName,
    imageUrl: p.imageUrl ?? '',
    sellPrice: p.sellPrice ?? 0,
    markedPrice: p.markedPrice ?? 0,
    author: p.author,
    manufacture: p.manufacture,
    isbn: p.isbn,
    kind: (p.kind ?? 'book') as ProductRow['kind'],
    isStb: p.isStb ?? false,
    canBuy: p.canBuy ?? false,
    canBuyMultiple: p.canBuyMultiple ?? false,
    canOversea: p.canOversea ?? false,
    saleStatus: (p.saleStatus ?? 'onSale') as ProductRow['saleStatus'],
    categoryId: p.categoryId,
    categoryFullName: directory.fullName(p.categoryId),
  };
}

export function paged(page: Page<ProductRowRecord>, size: number, directory: CategoryDirectory) {
  return {
    list: page.rows.map((r) => toRow(r, directory)),
    totalCount: page.totalCount,
    totalPages: Math.ceil(page.totalCount / size),
    ...(page.totalCountAtLeast && { totalCountAtLeast: true }),
  };
}
