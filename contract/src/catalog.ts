import { z } from 'zod';
import { defineCall } from './call.ts';
import { Limits, pageQuery, won } from './common.ts';

export const ProductSort = ['sortName.asc', 'sellPrice.desc', 'sellPrice.asc'] as const;
export type ProductSort = (typeof ProductSort)[number];

export const ProductKind = ['book', 'stb', 'device', 'aid'] as const;
export type ProductKind = (typeof ProductKind)[number];

const productId = z.coerce.number().int().min(1).max(2_147_483_647);
const categoryId = z.coerce.number().int().min(1).max(2_147_483_647);

export const recommendedProduct = z.object({
  productId: z.number().int(),
  displayName: z.string(),
  imageUrl: z.string(),
  sellPrice: won,
});
export type RecommendedProduct = z.infer<typeof recommendedProduct>;

/** One row of a product list or of search results. */
export const productRow = recommendedProduct.extend({
  markedPrice: won,
  author: z.string().nullable(),
  manufacture: z.string().nullable(),
  isbn: z.string().nullable(),
  kind: z.enum(ProductKind),
  isStb: z.boolean(),
  canBuy: z.boolean(),
  canBuyMultiple: z.boolean(),
  canOversea: z.boolean(),
  categoryId: z.number().int(),
  categoryFullName: z.string(),
});
export type ProductRow = z.infer<typeof productRow>;

/** The product entry of spec 3 §3, with what the detail page needs besides. */
export const productEntry = productRow.extend({
  publishedDate: z.string().nullable(),
  language: z.string().nullable(),
  paperSize: z.string().nullable(),
  pages: z.number().int().nullable(),
  comprisal: z.string().nullable(),
  bookBinding: z.string().nullable(),
  certificationMark: z.string().nullable(),
  deliveryHtml: z.string().nullable(),
  html: z.string().nullable(),
  supportDevice: z.string().nullable(),
  fileSize: z.string().nullable(),
  additionalNotice: z.string().nullable(),
});
export type ProductEntry = z.infer<typeof productEntry>;

export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), totalCount: z.number().int(), totalPages: z.number().int() });

export const productEntryRecommend = defineCall({
  method: 'GET',
  path: '/api/product-entry-recommend',
  summary: 'Recommended products of the main page',
  response: z.object({ list: z.array(recommendedProduct) }),
});

export const productEntryList = defineCall({
  method: 'POST',
  path: '/api/product-entry-list',
  summary: 'One page of the products under a category (a section root, a branch or a leaf)',
  body: z.object({
    categoryId,
    sort: z.enum(ProductSort).default('sortName.asc'),
    page: pageQuery.default(1),
    itemsPerPage: z.coerce.number().int().min(1).max(100).default(Limits.listPageSize),
  }),
  response: pagedList(productRow),
});

export const productEntryById = defineCall({
  method: 'GET',
  path: '/api/product-entry-by-id',
  summary: 'One product entry',
  query: z.object({ productId }),
  response: z.object({ data: productEntry }),
});

export const searchProductEntryList = defineCall({
  method: 'POST',
  path: '/api/search-product-entry-list',
  summary:
    'Products whose name, author or publisher contains the words, or whose ISBN starts with them',
  body: z.object({
    searchWord: z
      .string()
      .trim()
      .min(Limits.searchMinLength, '최소 2글자 이상 입력해주세요.')
      .max(100),
    page: pageQuery.default(1),
    itemsPerPage: z.coerce.number().int().min(1).max(100).default(Limits.listPageSize),
  }),
  response: pagedList(productRow),
});

export const categoryNode = z.object({
  categoryId: z.number().int(),
  idChain: z.string(),
  parent: z.number().int().nullable(),
  leaf: z.boolean(),
  name: z.string(),
});
export type CategoryNode = z.infer<typeof categoryNode>;

export const productCategoryBelowId = defineCall({
  method: 'POST',
  path: '/api/product-category-below-id',
  summary: 'The categories below a section root, in display order (the root included)',
  body: z.object({ categoryId }),
  response: z.object({ list: z.array(categoryNode) }),
});

export const sectionConfig = z.object({
  section: z.string(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  bannerUrl: z.string().nullable(),
});
export type SectionConfig = z.infer<typeof sectionConfig>;

export const sectionConfigCall = defineCall({
  method: 'GET',
  path: '/api/section-config',
  summary: 'Banner, title and description of a product-list section',
  query: z.object({ section: z.string().min(1).max(40) }),
  response: z.object({ data: sectionConfig }),
});
