import * as z from 'zod/mini';
import { defineCall, type Schema } from './call.ts';
import { Limits } from './constants.ts';
import { recommendedProduct } from './catalog-front.ts';
import { pageQuery, won } from './mini-fields.ts';

export const ProductSort = ['sortName.asc', 'sellPrice.desc', 'sellPrice.asc'] as const;
export type ProductSort = (typeof ProductSort)[number];

export const ProductKind = ['book', 'stb', 'device', 'aid'] as const;
export type ProductKind = (typeof ProductKind)[number];

/**
 * 판매중 / 품절 (shown with a badge, not sold) / 숨김 (not in lists or search, the detail answers
 * 404 to members). Members only ever see the first two.
 */
export const SaleStatus = ['onSale', 'soldOut', 'hidden'] as const;
export type SaleStatus = (typeof SaleStatus)[number];

const productId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
const categoryId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/** One row of a product list or of search results. */
export const productRow = z.extend(recommendedProduct, {
  markedPrice: won,
  author: z.nullable(z.string()),
  manufacture: z.nullable(z.string()),
  isbn: z.nullable(z.string()),
  kind: z.enum(ProductKind),
  isStb: z.boolean(),
  canBuy: z.boolean(),
  canBuyMultiple: z.boolean(),
  canOversea: z.boolean(),
  saleStatus: z.enum(SaleStatus),
  categoryId: z.number().check(z.int()),
  categoryFullName: z.string(),
});
export type ProductRow = z.infer<typeof productRow>;

/** Whether a member may put the product in a cart or order it (the server refuses the others). */
export function canPurchase(p: { canBuy: boolean; saleStatus: SaleStatus }): boolean {
  return p.canBuy && p.saleStatus === 'onSale';
}

/** The product entry of spec 3 §3, with what the detail page needs besides. */
export const productEntry = z.extend(productRow, {
  publishedDate: z.nullable(z.string()),
  language: z.nullable(z.string()),
  paperSize: z.nullable(z.string()),
  pages: z.nullable(z.number().check(z.int())),
  comprisal: z.nullable(z.string()),
  bookBinding: z.nullable(z.string()),
  certificationMark: z.nullable(z.string()),
  deliveryHtml: z.nullable(z.string()),
  html: z.nullable(z.string()),
  supportDevice: z.nullable(z.string()),
  fileSize: z.nullable(z.string()),
  additionalNotice: z.nullable(z.string()),
});
export type ProductEntry = z.infer<typeof productEntry>;

export const pagedList = <T extends Schema>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().check(z.int()),
    totalPages: z.number().check(z.int()),
  });

export const productEntryList = defineCall({
  operationId: 'productEntryList',
  tag: 'catalog',
  method: 'POST',
  path: '/api/product-entry-list',
  summary: 'One page of the products under a category (a section root, a branch or a leaf)',
  body: z.object({
    categoryId,
    sort: z._default(z.enum(ProductSort), 'sortName.asc'),
    page: z._default(pageQuery, 1),
    itemsPerPage: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
      Limits.listPageSize,
    ),
  }),
  response: pagedList(productRow),
});

export const productEntryById = defineCall({
  operationId: 'productEntryById',
  tag: 'catalog',
  method: 'GET',
  path: '/api/product-entry-by-id',
  summary: 'One product entry',
  query: z.object({ productId }),
  response: z.object({ data: productEntry }),
});

export const searchProductEntryList = defineCall({
  operationId: 'searchProductEntryList',
  tag: 'catalog',
  method: 'POST',
  path: '/api/search-product-entry-list',
  summary:
    'Products whose name, author or publisher contains the words, or whose ISBN starts with them',
  body: z.object({
    searchWord: z
      .string()
      .check(
        z.trim(),
        z.minLength(Limits.searchMinLength, '최소 2글자 이상 입력해주세요.'),
        z.maxLength(100),
      ),
    page: z._default(pageQuery, 1),
    itemsPerPage: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
      Limits.listPageSize,
    ),
    /** Search the words as typed: no keyboard reading, no closest word (the notice's link). */
    asTyped: z.optional(z.boolean()),
  }),
  response: z.object({
    ...pagedList(productRow).shape,
    /**
     * What was searched instead of the typed words: their Korean-keyboard reading ('duddj' →
     * '영어') or, when they found nothing, the closest word of the catalog ('영오' → '영어').
     */
    searchedAs: z.optional(z.string()),
    /**
     * More products match than totalCount, which is the figure they were counted up to (a query
     * of initial consonants only, decision 0505): shown as '1,000개 이상'; totalPages covers that
     * many, and a page past them is still answered.
     */
    totalCountAtLeast: z.optional(z.boolean()),
    /** A first page without results: the closest product names (edit distance on jamo). */
    closestNames: z.optional(
      z.array(z.object({ productId: z.number().check(z.int()), displayName: z.string() })),
    ),
    /** A first page without results: the week's most searched words that found products. */
    popularSearches: z.optional(z.array(z.string())),
  }),
});

export const categoryNode = z.object({
  categoryId: z.number().check(z.int()),
  idChain: z.string(),
  parent: z.nullable(z.number().check(z.int())),
  leaf: z.boolean(),
  name: z.string(),
});
export type CategoryNode = z.infer<typeof categoryNode>;

export const productCategoryBelowId = defineCall({
  operationId: 'productCategoryBelowId',
  tag: 'catalog',
  method: 'POST',
  path: '/api/product-category-below-id',
  summary: 'The categories below a section root, in display order (the root included)',
  body: z.object({ categoryId }),
  response: z.object({ list: z.array(categoryNode) }),
});

export const sectionConfig = z.object({
  section: z.string(),
  categoryId: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  bannerUrl: z.nullable(z.string()),
});
export type SectionConfig = z.infer<typeof sectionConfig>;

export const sectionConfigCall = defineCall({
  operationId: 'sectionConfigCall',
  tag: 'catalog',
  method: 'GET',
  path: '/api/section-config',
  summary: 'Banner, title and description of a product-list section',
  query: z.object({ section: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: z.object({ data: sectionConfig }),
});
