import type { ProductEntry, ProductRow } from '@shop/contract/catalog.ts';
import { cleanOrNull } from '../../http/sanitize-html.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { Page, ProductRecord, ProductRowRecord } from './repository.ts';

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

/** The product detail's entry: the row, the book's particulars and its HTML. */
export function toEntry(p: ProductRecord, directory: CategoryDirectory): ProductEntry {
  return {
    ...toRow(p, directory),
    publishedDate: p.publishedDate,
    language: p.language,
    paperSize: p.isStb ? null : p.paperSize,
    pages: p.pages,
    comprisal: p.comprisal,
    bookBinding: p.bookBinding,
    certificationMark: p.certificationMark,
    // cleaned again as read (decision 0328); the answer is cached, so once per change
    deliveryHtml: cleanOrNull(p.deliveryHtml),
    html: cleanOrNull(p.html),
    supportDevice: p.isStb ? p.supportDevice : null,
    fileSize: p.isStb ? p.fileSize : null,
    additionalNotice: p.additionalNotice,
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
