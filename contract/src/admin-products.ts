import { z } from 'zod';
import { defineCall } from './call.ts';
import { rowId, rowIdParam, won } from './common.ts';
import { ProductKind, SaleStatus } from './catalog.ts';
import { isPriceCapped, lowestSalePrice } from './book-price-cap.ts';
import { isValidIsbn13 } from './isbn.ts';

/**
 * Products in the back office (issue 19 §2): the searchable list, every field of the product
 * entry of spec 3 §3 to create or edit, and the sale status (판매중 / 품절 / 숨김).
 */

export const AdminProductMessage = {
  notFound: '상품을 찾을 수 없습니다.',
  categoryNotLeaf: '상품은 맨 아래 단계의 카테고리에만 넣을 수 있습니다.',
  categoryUnknown: '존재하지 않는 카테고리입니다.',
  isbn: 'ISBN-13 형식(978 또는 979로 시작하는 13자리)이 아니거나 체크 숫자가 맞지 않습니다.',
  sellAboveMarked: '판매가는 정가보다 클 수 없습니다.',
  /** 출판문화산업진흥법 §22 ⑤ (decision 0460). */
  bookPriceCap:
    '도서정가제(출판문화산업진흥법 제22조)에 따라 도서와 스마트북의 판매가는 정가의 90% 이상이어야 합니다(정가 할인은 10%까지).',
  priceRange: '최저 가격이 최고 가격보다 클 수 없습니다.',
  suppleEbookRequired: '보충교재는 함께 사야 하는 스마트북(전자책)을 골라야 합니다.',
  suppleEbookNotStb: '보충교재에 연결할 상품은 스마트북(전자책)이어야 합니다.',
  stbFields: '스마트북은 지원 기기와 파일 크기를 입력해 주세요.',
  stbSingle:
    '스마트북은 학생 한 명에 이용권 하나라서 1개씩만 판매합니다. 2개 이상 구매 가능을 해제해 주세요.',
  required: '필수 입력 항목입니다.',
} as const;

export const AdminProductLimits = {
  pageSize: 20,
  nameMax: 200,
  textMax: 200,
  htmlMax: 200_000,
  priceMax: 10_000_000,
  weightMaxG: 100_000,
} as const;

const text = (max: number = AdminProductLimits.textMax) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

const price = won.max(AdminProductLimits.priceMax);

/** Every editable field of a product; productId null creates one. */
export const adminProductFields = z
  .object({
    categoryId: rowId,
    kind: z.enum(ProductKind),
    displayName: z.string().trim().min(1, AdminProductMessage.required).max(200),
    author: text(),
    manufacture: text(),
    isbn: z
      .string()
      .trim()
      .nullable()
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || isValidIsbn13(v), AdminProductMessage.isbn),
    publishedDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
      .nullable()
      .or(z.literal('').transform(() => null)),
    language: text(),
    paperSize: text(),
    pages: z.number().int().min(1).max(100_000).nullable(),
    comprisal: text(1_000),
    bookBinding: text(),
    /** 'KC' shows the KC mark on the detail page; '해당없음' or another certification's text. */
    certificationMark: text(),
    deliveryHtml: text(5_000),
    canOversea: z.boolean(),
    /** Rich text; the server sanitizes it before storing. */
    html: text(AdminProductLimits.htmlMax),
    isStb: z.boolean(),
    supportDevice: text(),
    fileSize: text(),
    markedPrice: price,
    sellPrice: price,
    /** VAT-exempt (decision 0461); left out, a new product takes it from its kind, an edit keeps it. */
    taxFree: z.boolean().optional(),
    canBuyMultiple: z.boolean(),
    additionalNotice: text(1_000),
    shipWeightG: z.number().int().min(0).max(AdminProductLimits.weightMaxG),
    /** A supplementary book is sold only with, or after payment of, its e-book (OT-172). */
    isSupple: z.boolean(),
    suppleEbookProductId: rowId.nullable(),
    /** A special-lecture item shipped free (spec 1 §9). */
    freeDelivery: z.boolean(),
    saleStatus: z.enum(SaleStatus),
  })
  .superRefine((p, ctx) => {
    if (p.sellPrice > p.markedPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['sellPrice'],
        message: AdminProductMessage.sellAboveMarked,
      });
    } else if (isPriceCapped(p.kind) && p.sellPrice < lowestSalePrice(p.markedPrice)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sellPrice'],
        message: AdminProductMessage.bookPriceCap,
      });
    }
    if (p.isSupple && p.suppleEbookProductId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['suppleEbookProductId'],
        message: AdminProductMessage.suppleEbookRequired,
      });
    }
    if (p.isStb && (p.supportDevice === null || p.fileSize === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [p.supportDevice === null ? 'supportDevice' : 'fileSize'],
        message: AdminProductMessage.stbFields,
      });
    }
    if (p.isStb && p.canBuyMultiple) {
      ctx.addIssue({
        code: 'custom',
        path: ['canBuyMultiple'],
        message: AdminProductMessage.stbSingle,
      });
    }
  });
export type AdminProductFields = z.infer<typeof adminProductFields>;
export type AdminProductInput = z.input<typeof adminProductFields>;

export const adminProduct = z.object({
  productId: z.number().int(),
  categoryFullName: z.string(),
  imageUrl: z.string(),
  createdAt: z.string(),
  fields: z.object({
    categoryId: z.number().int(),
    kind: z.enum(ProductKind),
    displayName: z.string(),
    author: z.string().nullable(),
    manufacture: z.string().nullable(),
    isbn: z.string().nullable(),
    publishedDate: z.string().nullable(),
    language: z.string().nullable(),
    paperSize: z.string().nullable(),
    pages: z.number().int().nullable(),
    comprisal: z.string().nullable(),
    bookBinding: z.string().nullable(),
    certificationMark: z.string().nullable(),
    deliveryHtml: z.string().nullable(),
    canOversea: z.boolean(),
    html: z.string().nullable(),
    isStb: z.boolean(),
    supportDevice: z.string().nullable(),
    fileSize: z.string().nullable(),
    markedPrice: won,
    sellPrice: won,
    taxFree: z.boolean(),
    canBuyMultiple: z.boolean(),
    additionalNotice: z.string().nullable(),
    shipWeightG: z.number().int(),
    isSupple: z.boolean(),
    suppleEbookProductId: z.number().int().nullable(),
    freeDelivery: z.boolean(),
    saleStatus: z.enum(SaleStatus),
  }),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductRow = z.object({
  productId: z.number().int(),
  displayName: z.string(),
  isbn: z.string().nullable(),
  kind: z.enum(ProductKind),
  categoryId: z.number().int(),
  categoryFullName: z.string(),
  markedPrice: won,
  sellPrice: won,
  saleStatus: z.enum(SaleStatus),
  imageUrl: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

const optionalNumber = z.coerce.number().int().min(0).max(AdminProductLimits.priceMax).optional();

export const adminProductList = defineCall({
  operationId: 'adminProductList',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/products',
  summary:
    'Products by name or ISBN, category (and below), kind, sale status and price; newest first',
  query: z.object({
    q: z.string().trim().max(100).optional(),
    categoryId: rowIdParam.optional(),
    kind: z.enum(ProductKind).optional(),
    saleStatus: z.enum(SaleStatus).optional(),
    minPrice: optionalNumber,
    maxPrice: optionalNumber,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    list: z.array(adminProductRow),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const adminProductDetail = defineCall({
  operationId: 'adminProductDetail',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/product',
  summary: 'One product with every editable field',
  query: z.object({ productId: rowIdParam }),
  response: z.object({ data: adminProduct }),
});

export const adminProductSave = defineCall({
  operationId: 'adminProductSave',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/product-save',
  summary: 'Creates (productId null) or updates a product; the html is stored sanitized',
  body: z.object({ productId: rowId.nullable(), fields: adminProductFields }),
  response: z.object({ data: adminProduct }),
});

export const adminProductSaleStatus = defineCall({
  operationId: 'adminProductSaleStatus',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/product-sale-status',
  summary: 'Sets a product on sale, sold out (shown, not sold) or hidden (not shown to members)',
  body: z.object({ productId: rowId, saleStatus: z.enum(SaleStatus) }),
  response: z.object({ data: adminProduct }),
});

export const adminCategory = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  rootId: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  depth: z.number().int(),
  leaf: z.boolean(),
  /** Listed (not hidden) products in this category and below it. */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const adminCategoryList = defineCall({
  operationId: 'adminCategoryList',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/categories',
  summary: 'Every category, section roots first, in display order, with its product count',
  response: z.object({ list: z.array(adminCategory) }),
});
