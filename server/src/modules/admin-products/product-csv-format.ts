import type * as core from 'zod/v4/core';
import {
  AdminProductMessage,
  adminProductFields,
  type AdminProduct,
  type AdminProductFields,
} from '@shop/contract/admin-products.ts';
import {
  AdminProductCsvLimits,
  AdminProductCsvMessage,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_KIND,
  PRODUCT_CSV_SALE_STATUS,
  type ProductCsvKey,
  type ProductCsvProblem,
} from '@shop/contract/admin-product-csv.ts';
import { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import { readCsv, type CsvEncoding, type CsvLayout } from '../../lib/csv-reader.ts';
import { codedMessage } from '@shop/contract/message-codes.ts';
import type { CodedMessage, MessageParams } from '@shop/contract/message-template.ts';

const LINE = AdminProductCsvMessage.line;

/**
 * The product CSV (decision 0430): one column per field of the product form, written and read
 * back. Reading turns each line's cells into the form's input and checks it with the form's own
 * schema, `adminProductFields`, so a line is accepted exactly when the drawer would accept it.
 */

type FieldKey = keyof AdminProductFields;

/** How a field's cell is written and read. */
type CellKind =
  'text' | 'date' | 'int' | 'intOrEmpty' | 'bool' | 'boolOrEmpty' | 'kind' | 'saleStatus';

const CELL: Record<FieldKey, CellKind> = {
  categoryId: 'int',
  kind: 'kind',
  displayName: 'text',
  author: 'text',
  manufacture: 'text',
  isbn: 'text',
  publishedDate: 'date',
  language: 'text',
  paperSize: 'text',
  pages: 'intOrEmpty',
  comprisal: 'text',
  bookBinding: 'text',
  certificationMark: 'text',
  deliveryHtml: 'text',
  canOversea: 'bool',
  html: 'text',
  isStb: 'bool',
  supportDevice: 'text',
  fileSize: 'text',
  markedPrice: 'int',
  sellPrice: 'int',
  taxFree: 'boolOrEmpty',
  canBuyMultiple: 'bool',
  additionalNotice: 'text',
  shipWeightG: 'int',
  isSupple: 'bool',
  suppleEbookProductId: 'intOrEmpty',
  freeDelivery: 'bool',
  saleStatus: 'saleStatus',
};

export const FIELD_KEYS = Object.keys(CELL) as FieldKey[];

const HEADER_OF = new Map(PRODUCT_CSV_COLUMNS.map((c) => [c.key, c.header]));
export const headerOf = (key: ProductCsvKey): string => HEADER_OF.get(key) ?? key;

/** A cell Excel would run as a formula is written behind an apostrophe, and read back without. */
const FORMULA_START = /^[=+\-@\t\r]/;

// ---------------------------------------------------------------------------------- writing

function cellText(value: unknown, kind: CellKind | 'id'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (kind === 'kind') return PRODUCT_CSV_KIND[value as ProductKind];
  if (kind === 'saleStatus') return PRODUCT_CSV_SALE_STATUS[value as SaleStatus];
  const text = String(value);
  return kind === 'text' && FORMULA_START.test(text) ? `'${text}` : text;
}

function quoted(cell: string): string {
  return /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The file's text (without its BOM): the header, then one product a line, lines ending CRLF. */
export function productCsvText(
  products: AdminProduct[],
  categoryPath: (categoryId: number) => string,
): string {
  const lines = [PRODUCT_CSV_COLUMNS.map((c) => quoted(c.header)).join(',')];
  for (const p of products) {
    const cells = PRODUCT_CSV_COLUMNS.map(({ key }) => {
      if (key === 'productId') return cellText(p.productId, 'id');
      if (key === 'categoryPath') return cellText(categoryPath(p.fields.categoryId), 'text');
      return cellText(p.fields[key], CELL[key]);
    });
    lines.push(cells.map(quoted).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------- reading

/** One data line of the file: its product (null: a new one) and fields, or its problems. */
export interface ProductCsvRow {
  line: number;
  productId: number | null;
  /** The line's fields as the schema made them; absent when the line has problems. */
  fields?: AdminProductFields;
  displayName: string;
  problems: ProductCsvProblem[];
  /** The column of a key in this file (1 = the first). */
  column: (key: ProductCsvKey) => number;
}

const HEADERS: Record<string, ProductCsvKey> = Object.fromEntries(
  PRODUCT_CSV_COLUMNS.flatMap((c) => [
    [c.header.toLowerCase(), c.key],
    [c.key.toLowerCase(), c.key],
  ]),
);

const LABEL_OR_CODE = {
  kind: Object.fromEntries(
    ProductKind.flatMap((k) => [
      [k, k],
      [PRODUCT_CSV_KIND[k], k],
    ]),
  ) as Record<string, ProductKind>,
  saleStatus: Object.fromEntries(
    SaleStatus.flatMap((s) => [
      [s.toLowerCase(), s],
      [PRODUCT_CSV_SALE_STATUS[s], s],
    ]),
  ) as Record<string, SaleStatus>,
};

const YES = new Set(['y', 'yes', 'true', '1', '예']);
const NO = new Set(['n', 'no', 'false', '0', '아니오']);

type Cell = { value: unknown } | { problem: string | CodedMessage };

/** A cell's text as the form's input for its field, or why it cannot be one. */
function readCell(text: string, kind: CellKind): Cell {
  const value = text.length > 30 ? `${text.slice(0, 30)}…` : text;
  const bad = (template: string, params: MessageParams = {}) => ({
    problem: codedMessage(template, { value, ...params }),
  });
  switch (kind) {
    case 'text':
      return { value: /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text };
    case 'date': {
      if (text === '') return { value: null };
      const m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/.exec(text);
      if (!m) return bad(LINE.dateFormat);
      return { value: `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` };
    }
    case 'int':
    case 'intOrEmpty': {
      if (text === '') {
        return kind === 'int' ? { problem: AdminProductMessage.required } : { value: null };
      }
      const digits = text.replaceAll(',', '');
      if (!/^-?\d{1,10}$/.test(digits)) return bad(LINE.notNumber);
      return { value: Number(digits) };
    }
    case 'bool':
    case 'boolOrEmpty': {
      const lower = text.toLowerCase();
      if (YES.has(lower)) return { value: true };
      if (NO.has(lower)) return { value: false };
      if (text === '' && kind === 'boolOrEmpty') return { value: undefined };
      return bad(LINE.yesNo);
    }
    case 'kind':
    case 'saleStatus': {
      const found = LABEL_OR_CODE[kind][kind === 'kind' ? text : text.toLowerCase()];
      if (found) return { value: found };
      const labels = Object.values(kind === 'kind' ? PRODUCT_CSV_KIND : PRODUCT_CSV_SALE_STATUS);
      return text === ''
        ? { problem: AdminProductMessage.required }
        : bad(LINE.oneOf, { labels: labels.join(', ') });
    }
  }
}

/** The schema's message in Korean: its own text when it has one, else by the kind of issue. */
function issueText(issue: core.$ZodIssue): string | CodedMessage {
  if (/[가-힣]/.test(issue.message)) return issue.message;
  const number = (n: unknown) => Number(n).toLocaleString('ko-KR');
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? codedMessage(LINE.maxLength, { max: number(issue.maximum) })
        : codedMessage(LINE.max, { max: number(issue.maximum) });
    case 'too_small':
      return issue.origin === 'string'
        ? AdminProductMessage.required
        : codedMessage(LINE.min, { min: number(issue.minimum) });
    case 'invalid_format':
      return LINE.format;
    default:
      return LINE.invalid;
  }
}

function headerProblem(missing: ProductCsvKey[], unknown: string[]): CodedMessage {
  const params = { missing: missing.map(headerOf).join(', '), unknown: unknown.join(', ') };
  if (missing.length > 0 && unknown.length > 0) {
    return codedMessage(LINE.headerMissingUnknown, params);
  }
  if (missing.length > 0) return codedMessage(LINE.headerMissing, { missing: params.missing });
  if (unknown.length > 0) return codedMessage(LINE.headerUnknown, { unknown: params.unknown });
  return codedMessage(LINE.header);
}

const LAYOUT: CsvLayout<ProductCsvKey> = {
  headers: HEADERS,
  required: ['productId', ...FIELD_KEYS.filter((k) => k !== 'taxFree')],
  headerHelp: headerProblem([], []),
  headerProblem,
  emptyFile: AdminProductCsvMessage.empty,
  maxRows: AdminProductCsvLimits.maxRows,
  strict: true,
  multiline: true,
};

/**
 * Every data line of the file with its fields or its problems (each with its line and column),
 * and the problems of the file itself (encoding, header, quotes, too many lines).
 */
export function parseProductCsv(
  bytes: Uint8Array,
  encoding: CsvEncoding,
): { rows: ProductCsvRow[]; errors: ProductCsvProblem[] } {
  const lineOfId = new Map<number, number>();
  const { rows, errors } = readCsv(bytes, encoding, LAYOUT, (field, line, column) => {
    const problems: ProductCsvProblem[] = [];
    const displayName = field('displayName');
    const problem = (key: ProductCsvKey, message: string | CodedMessage) =>
      problems.push({
        line,
        column: column(key),
        header: headerOf(key),
        ...(displayName ? { displayName } : {}),
        ...(typeof message === 'string' ? codedMessage(message) : message),
      });

    const idText = field('productId').replaceAll(',', '');
    let productId: number | null = null;
    if (idText !== '') {
      productId = /^\d{1,10}$/.test(idText) ? Number(idText) : 0;
      if (productId < 1 || productId > 2_147_483_647) {
        problem('productId', codedMessage(LINE.productIdNotNumber, { value: idText }));
        productId = null;
      } else if (lineOfId.has(productId)) {
        problem(
          'productId',
          codedMessage(LINE.productIdTwice, {
            productId: String(productId),
            otherLine: String(lineOfId.get(productId)),
          }),
        );
      } else {
        lineOfId.set(productId, line);
      }
    }

    const input: Record<string, unknown> = {};
    for (const key of FIELD_KEYS) {
      const cell = readCell(field(key), CELL[key]);
      if ('problem' in cell) problem(key, cell.problem);
      else input[key] = cell.value;
    }
    if (problems.length === 0) {
      const parsed = adminProductFields.safeParse(input);
      if (parsed.success)
        return { line, productId, fields: parsed.data, displayName, problems, column };
      for (const issue of parsed.error.issues) {
        const key = (FIELD_KEYS as string[]).includes(String(issue.path[0]))
          ? (issue.path[0] as FieldKey)
          : 'displayName';
        problem(key, issueText(issue));
      }
    }
    return { line, productId, displayName, problems, column };
  });
  return { rows, errors };
}
