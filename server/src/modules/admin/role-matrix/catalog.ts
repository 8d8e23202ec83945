import { CATALOG, type RoleMatrixRow } from './roles.ts';

/** Categories, search tuning and products. */
export const CATALOG_ROUTES: RoleMatrixRow[] = [
  { method: 'GET', path: '/api/admin/categories', allowed: CATALOG, input: () => '' },
  { method: 'GET', path: '/api/admin/search-synonyms', allowed: CATALOG, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/search-synonym-save',
    allowed: CATALOG,
    // a group that does not exist: 404, never a write
    input: () => ({ synonymId: 99_999_999, terms: ['권한검사', '권한확인'] }),
  },
  {
    method: 'POST',
    path: '/api/admin/search-synonym-delete',
    allowed: CATALOG,
    input: () => ({ synonymId: 99_999_999 }),
  },
  {
    method: 'GET',
    path: '/api/admin/search-misses',
    allowed: CATALOG,
    input: () => '?from=2026-11-01&to=2026-11-25',
  },
  { method: 'GET', path: '/api/admin/products', allowed: CATALOG, input: () => '?q=교재' },
  { method: 'GET', path: '/api/admin/product', allowed: CATALOG, input: () => '?productId=1' },
  { method: 'GET', path: '/api/admin/products-csv', allowed: CATALOG, input: () => '?q=교재' },
  {
    method: 'POST',
    path: '/api/admin/products-csv-preview',
    allowed: CATALOG,
    input: () => ({
      encoding: 'utf-8',
      contentBase64: Buffer.from('상품번호\n').toString('base64'),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/products-csv-apply',
    allowed: CATALOG,
    // a file without its columns: refused with its line, never a write
    input: () => ({
      encoding: 'utf-8',
      contentBase64: Buffer.from('상품번호\n').toString('base64'),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/product-save',
    allowed: CATALOG,
    // a well-formed call on a product that does not exist: refused or 404, never a write
    input: () => ({
      productId: 99_999_999,
      fields: {
        categoryId: 1,
        kind: 'book',
        displayName: '권한 검사',
        author: null,
        manufacture: null,
        isbn: null,
        publishedDate: null,
        language: null,
        paperSize: null,
        pages: null,
        comprisal: null,
        bookBinding: null,
        certificationMark: null,
        deliveryHtml: null,
        canOversea: false,
        html: null,
        isStb: false,
        supportDevice: null,
        fileSize: null,
        markedPrice: 1000,
        sellPrice: 1000,
        canBuyMultiple: true,
        additionalNotice: null,
        shipWeightG: 0,
        isSupple: false,
        suppleEbookProductId: null,
        freeDelivery: false,
        saleStatus: 'onSale',
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/product-sale-status',
    allowed: CATALOG,
    input: () => ({ productId: 99_999_999, saleStatus: 'soldOut' }),
  },
];
