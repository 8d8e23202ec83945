import { z } from 'zod';
import { defineCall } from './call.ts';
import { codedMessage, errorBody } from './common.ts';
import { adminProductList, type AdminProductFields } from './admin-products.ts';
import type { ProductKind, SaleStatus } from './catalog.ts';

/**
 * Products in bulk (issue 19 §2, decision 0430): the product list as a CSV file (UTF-8 with a BOM,
 * so Excel opens it in Korean), and that file back, UTF-8 or EUC-KR, each line checked with the
 * product form's own schema (`adminProductFields`); a preview says what would change, the apply
 * changes every line or none.
 */

export const PRODUCT_CSV_ENCODINGS = ['utf-8', 'euc-kr'] as const;
export type ProductCsvEncoding = (typeof PRODUCT_CSV_ENCODINGS)[number];

export const AdminProductCsvLimits = {
  /** Data rows of one file, and products of one export. */
  maxRows: 2_000,
  /** Base64 of the file: about 1.5 MB of CSV, within the API's 2 MB body. */
  maxBase64: 2_000_000,
} as const;

export const AdminProductCsvMessage = {
  empty: '파일 내용이 없습니다.',
  tooLarge: '파일이 너무 큽니다. 1.5MB 이하로 나누어 올려 주세요.',
  refused: '잘못된 행이 있어 아무 상품도 바꾸지 않았습니다.',
  /**
   * A line's problems (decision 0305): `{value}` the cell as written (cut at 30 characters),
   * `{labels}` the words a column takes, `{missing}` / `{unknown}` the headers.
   */
  line: {
    dateFormat: "날짜는 YYYY-MM-DD 형식으로 입력해 주세요: '{value}'",
    notNumber: "숫자가 아닙니다: '{value}'",
    yesNo: "Y 또는 N으로 입력해 주세요: '{value}'",
    oneOf: "{labels} 중 하나로 입력해 주세요: '{value}'",
    maxLength: '{max}자 이하로 입력해 주세요.',
    max: '{max} 이하로 입력해 주세요.',
    min: '{min} 이상으로 입력해 주세요.',
    format: '형식이 맞지 않습니다.',
    invalid: '값이 맞지 않습니다.',
    productIdNotNumber: "상품번호는 숫자여야 합니다(새 상품은 비워 두기): '{value}'",
    productIdTwice: '상품번호 {productId}가 {otherLine}행과 겹칩니다.',
    noSuchProduct: '상품번호 {productId}인 상품이 없습니다. 새 상품은 상품번호를 비워 두세요.',
    header: '첫 행은 내보내기 파일의 머리글이어야 합니다.',
    headerMissing: '첫 행은 내보내기 파일의 머리글이어야 합니다. 빠진 열: {missing}.',
    headerUnknown: '첫 행은 내보내기 파일의 머리글이어야 합니다. 알 수 없는 열: {unknown}.',
    headerMissingUnknown:
      '첫 행은 내보내기 파일의 머리글이어야 합니다. 빠진 열: {missing}. 알 수 없는 열: {unknown}.',
  },
  exportTooMany: (count: number) =>
    `조건에 맞는 상품이 ${count.toLocaleString('ko-KR')}개입니다. 한 번에 ${AdminProductCsvLimits.maxRows.toLocaleString('ko-KR')}개까지 내보낼 수 있으니 조건을 좁혀 주세요.`,
} as const;

export const AdminProductCsvErrorCode = {
  refused: 'PRODUCT-CSV-REFUSED',
  exportTooMany: 'PRODUCT-CSV-TOO-MANY',
} as const;

/** A column of the file: the product field it carries, or one written for reading only. */
export type ProductCsvKey = 'productId' | 'categoryPath' | keyof AdminProductFields;

/**
 * The columns in the order of the export, with their Korean headers. An import finds a column by
 * this header or by its key (`displayName`), in any order; `categoryPath` is written for reading and
 * ignored when read back, `taxFree` may be left out (a new product then takes it from its kind).
 */
export const PRODUCT_CSV_COLUMNS: readonly { key: ProductCsvKey; header: string }[] = [
  { key: 'productId', header: '상품번호' },
  { key: 'categoryId', header: '카테고리번호' },
  { key: 'categoryPath', header: '카테고리(참고)' },
  { key: 'kind', header: '종류' },
  { key: 'displayName', header: '상품명' },
  { key: 'author', header: '저자' },
  { key: 'manufacture', header: '출판사/제조사' },
  { key: 'isbn', header: 'ISBN' },
  { key: 'publishedDate', header: '발행일' },
  { key: 'language', header: '언어' },
  { key: 'paperSize', header: '판형' },
  { key: 'pages', header: '쪽수' },
  { key: 'comprisal', header: '구성' },
  { key: 'bookBinding', header: '제본' },
  { key: 'certificationMark', header: '안전 인증' },
  { key: 'deliveryHtml', header: '배송비 안내(HTML)' },
  { key: 'canOversea', header: '해외 배송' },
  { key: 'html', header: '상세 설명(HTML)' },
  { key: 'isStb', header: '스마트북' },
  { key: 'supportDevice', header: '지원 기기' },
  { key: 'fileSize', header: '파일 크기' },
  { key: 'markedPrice', header: '정가' },
  { key: 'sellPrice', header: '판매가' },
  { key: 'taxFree', header: '면세' },
  { key: 'canBuyMultiple', header: '2개 이상 구매' },
  { key: 'additionalNotice', header: '추가 안내' },
  { key: 'shipWeightG', header: '배송 무게(g)' },
  { key: 'isSupple', header: '보충교재' },
  { key: 'suppleEbookProductId', header: '전자책 상품번호' },
  { key: 'freeDelivery', header: '특강 무료 배송' },
  { key: 'saleStatus', header: '판매 상태' },
];

/** Written for the kind and the sale status; the codes (`book`, `onSale`) are read too. */
export const PRODUCT_CSV_KIND: Record<ProductKind, string> = {
  book: '도서',
  stb: '스마트북',
  device: '학습기기',
  aid: '교구',
};
export const PRODUCT_CSV_SALE_STATUS: Record<SaleStatus, string> = {
  onSale: '판매중',
  soldOut: '품절',
  hidden: '숨김',
};

const csvFile = z.object({
  encoding: z.enum(PRODUCT_CSV_ENCODINGS),
  /** The file's bytes in base64 (staff calls are JSON only). */
  contentBase64: z
    .string()
    .min(1, AdminProductCsvMessage.empty)
    .max(AdminProductCsvLimits.maxBase64, AdminProductCsvMessage.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'),
});

/** A problem of the file: its line (1 = the header) and, when one field is at fault, its column. */
export const productCsvProblem = z
  .object({
    line: z.number().int(),
    column: z.number().int().optional(),
    /** The column's header as the file names it. */
    header: z.string().optional(),
    /** The product name the line gives, to find it by. */
    displayName: z.string().optional(),
  })
  .extend(codedMessage.shape);
export type ProductCsvProblem = z.infer<typeof productCsvProblem>;

/** What one line would do: a new product, a change of these fields, or nothing. */
export const productCsvLine = z.object({
  line: z.number().int(),
  productId: z.number().int().nullable(),
  displayName: z.string(),
  change: z.enum(['new', 'changed', 'unchanged']),
  /** The changed fields' keys (in the order of the columns); empty for new and unchanged. */
  changedFields: z.array(z.string()),
});
export type ProductCsvLine = z.infer<typeof productCsvLine>;

const counts = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});

export const adminProductCsvExport = defineCall({
  operationId: 'adminProductCsvExport',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/products-csv',
  summary: 'The products of the list filters as a CSV file (UTF-8 with BOM), every entry field',
  query: adminProductList.query.omit({ page: true }),
  /** The file's text (text/csv, an attachment). */
  response: z.string(),
});

export const adminProductCsvPreview = defineCall({
  operationId: 'adminProductCsvPreview',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/products-csv-preview',
  summary: 'What a product CSV would change, line by line, and every error in it; writes nothing',
  body: csvFile,
  response: z.object({
    data: z.object({
      lines: z.array(productCsvLine),
      errors: z.array(productCsvProblem),
      counts,
    }),
  }),
});

export const adminProductCsvApply = defineCall({
  operationId: 'adminProductCsvApply',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/products-csv-apply',
  summary:
    'Creates and updates the products of a CSV in one transaction: every line valid, or nothing',
  body: csvFile,
  response: z.object({ data: z.object({ counts, productIds: z.array(z.number().int()) }) }),
});

/** The 400 answer of a refused file: every problem with its line and column. */
export const productCsvRefusal = errorBody.extend({ lines: z.array(productCsvProblem) });
export type ProductCsvRefusal = z.infer<typeof productCsvRefusal>;
