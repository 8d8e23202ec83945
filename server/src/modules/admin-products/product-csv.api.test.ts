import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminProductMessage, type AdminProductInput } from '@shop/contract/admin-products.ts';
import {
  AdminProductCsvLimits,
  AdminProductCsvMessage,
  PRODUCT_CSV_COLUMNS,
} from '@shop/contract/admin-product-csv.ts';
import { queryRows } from '../../db/client.ts';
import { encodeEucKr } from '../../test/euc-kr-for-tests.ts';
import { generalSectionLeaf, productEntry } from '../../test/product-entry-kit.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

/**
 * Products in bulk (decision 0430): export → import round trip, a bad line that changes nothing,
 * EUC-KR, the audit rows and the cached answers of the products changed.
 */

const md = staffTestApp('merchandiser');
const { call, db } = md;
let leafId: number;
let sectionRoot: number;

beforeAll(async () => {
  ({ leafId, sectionRoot } = await generalSectionLeaf(db()));
});

function entry(over: Partial<AdminProductInput> = {}): AdminProductInput {
  return productEntry(leafId, {
    displayName: 'CSV 시험 교재',
    comprisal: '본책 1권',
    html: '<p>설명</p>',
    ...over,
  });
}

async function create(over: Partial<AdminProductInput> = {}) {
  const res = await call('POST', '/api/admin/product-save', {
    productId: null,
    fields: entry(over),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { productId: number } }>().data.productId;
}

async function exportCsv(query: string) {
  const res = await call('GET', `/api/admin/products-csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

type Encoding = 'utf-8' | 'euc-kr';
const bytesOf = (text: string, encoding: Encoding = 'utf-8') =>
  encoding === 'euc-kr' ? encodeEucKr(text) : new TextEncoder().encode(text);

const send = (kind: 'preview' | 'apply', bytes: Uint8Array, encoding: Encoding = 'utf-8') =>
  call('POST', `/api/admin/products-csv-${kind}`, {
    encoding,
    contentBase64: Buffer.from(bytes).toString('base64'),
  });

interface Preview {
  lines: {
    line: number;
    productId: number | null;
    change: string;
    changedFields: string[];
    displayName: string;
  }[];
  errors: { line: number; column?: number; header?: string; message: string }[];
  counts: { created: number; changed: number; unchanged: number };
}
async function preview(bytes: Uint8Array, encoding: Encoding = 'utf-8') {
  const res = await send('preview', bytes, encoding);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Preview }>().data;
}

/** The file's text without its BOM, split into records of cells (no field here spans lines). */
const HEADER = PRODUCT_CSV_COLUMNS.map((c) => c.header);
const col = (key: string) => PRODUCT_CSV_COLUMNS.findIndex((c) => c.key === key);
function csvOf(rows: string[][]): string {
  const cell = (c: string) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
  return `${[HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
/** A data row of the CSV for a new product (product id empty) with these cells changed. */
function newRow(cells: Record<string, string> = {}): string[] {
  const row = [
    '',
    String(leafId),
    '',
    '도서',
    'CSV 새 교재',
    '저자',
    '출판사',
    '',
    '2026-01-05',
    '한국어',
    'A4',
    '80',
    '',
    '',
    'KC',
    '',
    'N',
    '<p>새 설명</p>',
    'N',
    '',
    '',
    '12000',
    '10800',
    '',
    'Y',
    '',
    '300',
    'N',
    '',
    'N',
    '판매중',
  ];
  for (const [key, value] of Object.entries(cells)) row[col(key)] = value;
  return row;
}

const auditCount = async () =>
  (
    await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_logs where entity_type = 'product'`,
    )
  )[0]!.n;
const productCount = async () =>
  (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from products`))[0]!.n;
const sellPriceOf = async (id: number) =>
  (
    await queryRows<{ sell_price: number }>(
      db(),
      sql`select sell_price from products where product_id = ${id}`,
    )
  )[0]!.sell_price;

describe('the product CSV export', () => {
  it('writes UTF-8 with a BOM, the header of every field, and the products of the filter only', async () => {
    const id = await create({
      displayName: 'CSV 내보내기 너구리 교재',
      author: '=SUM(A1)',
      html: '<p>첫 줄, "따옴표"</p>\n<p>둘째 줄</p>',
    });
    const res = await exportCsv(`q=${encodeURIComponent('너구리')}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{12}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.subarray(3).toString('utf8');
    const [header, ...rest] = text.split('\r\n');
    expect(header).toBe(HEADER.join(','));
    expect(rest.filter((l) => l !== '')).toHaveLength(1);
    expect(rest[0]).toMatch(new RegExp(`^${id},${leafId},`));
    // a cell Excel would run as a formula is kept as text; a cell with a line break is quoted
    expect(rest[0]).toContain(",'=SUM(A1),");
    expect(rest[0]).toContain('"<p>첫 줄, ""따옴표""</p>\n<p>둘째 줄</p>"');
  });

  it('refuses a wrong filter with 400', async () => {
    const res = await call('GET', '/api/admin/products-csv?minPrice=9000&maxPrice=10');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AdminProductMessage.priceRange);
  });
});

describe('export → import', () => {
  it('a section exported and imported again changes nothing', async () => {
    const mine = await create({
      displayName: 'CSV 왕복 교재',
      author: '+82 저자',
      html: '<p>한 줄</p>\r\n<ul><li>"목록", 쉼표</li></ul>',
      freeDelivery: true,
      saleStatus: 'soldOut',
    });
    const res = await exportCsv(`categoryId=${sectionRoot}`);
    const lines = res.rawPayload.toString('utf8').split('\r\n').length;
    expect(lines).toBeGreaterThan(3);
    const audits = await auditCount();
    const seen = await preview(res.rawPayload);
    expect(seen.errors).toEqual([]);
    expect(seen.lines.filter((l) => l.change !== 'unchanged')).toEqual([]);
    expect(seen.lines.map((l) => l.productId)).toContain(mine);
    expect(seen.counts).toEqual({ created: 0, changed: 0, unchanged: seen.lines.length });
    const applied = await send('apply', res.rawPayload);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toEqual({ counts: seen.counts, productIds: [] });
    expect(await auditCount()).toBe(audits);
    // and the file exported again is the same file
    const again = await exportCsv(`categoryId=${sectionRoot}`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

describe('importing a product CSV', () => {
  it('one bad line: the preview names its line and column, the apply refuses and nothing changes', async () => {
    const id = await create({ displayName: 'CSV 오류 시험 교재' });
    const changed = newRow({
      productId: String(id),
      displayName: 'CSV 오류 시험 교재',
      sellPrice: '9900',
      markedPrice: '11000',
    });
    const file = csvOf([
      newRow({ displayName: 'CSV 새 교재 하나' }),
      changed,
      newRow({ displayName: 'CSV 새 교재 둘', sellPrice: '13000' }),
    ]);
    const [products, audits] = [await productCount(), await auditCount()];
    const seen = await preview(bytesOf(file));
    expect(seen.errors).toEqual([
      {
        line: 4,
        column: col('sellPrice') + 1,
        header: '판매가',
        displayName: 'CSV 새 교재 둘',
        message: AdminProductMessage.sellAboveMarked,
        messageCode: 'adminProducts.sellAboveMarked',
      },
    ]);
    expect(seen.lines).toEqual([
      {
        line: 2,
        productId: null,
        displayName: 'CSV 새 교재 하나',
        change: 'new',
        changedFields: [],
      },
      {
        line: 3,
        productId: id,
        displayName: 'CSV 오류 시험 교재',
        change: 'changed',
        changedFields: expect.arrayContaining(['markedPrice', 'sellPrice', 'paperSize']),
      },
    ]);
    const res = await send('apply', bytesOf(file));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'PRODUCT-CSV-REFUSED', message: AdminProductCsvMessage.refused },
      lines: [
        { line: 4, column: col('sellPrice') + 1, message: AdminProductMessage.sellAboveMarked },
      ],
    });
    expect(await productCount()).toBe(products);
    expect(await auditCount()).toBe(audits);
    expect(await sellPriceOf(id)).toBe(13_500);
  });

  it('names every bad cell: numbers, Y/N, kind, an unknown product, a branch category, a duplicate id', async () => {
    const id = await create({ displayName: 'CSV 여러 오류' });
    const file = csvOf([
      newRow({ pages: '여든', canOversea: '가능' }),
      newRow({ productId: '99999999' }),
      newRow({ kind: '잡지', categoryId: String(sectionRoot) }),
      newRow({ productId: String(id) }),
      newRow({ productId: String(id) }),
    ]);
    const { errors } = await preview(bytesOf(file));
    expect(errors.map((e) => [e.line, e.header])).toEqual([
      [2, '쪽수'],
      [2, '해외 배송'],
      [3, '상품번호'],
      [4, '종류'],
      [6, '상품번호'],
    ]);
    expect(errors[4]).toMatchObject({
      message: `상품번호 ${id}가 5행과 겹칩니다.`,
      // its code and values, for the English of the back office (decision 0305)
      messageCode: 'adminProductCsv.line.productIdTwice',
      messageParams: { productId: String(id), otherLine: '5' },
    });
    expect(errors[0]).toMatchObject({
      message: "숫자가 아닙니다: '여든'",
      messageCode: 'adminProductCsv.line.notNumber',
      messageParams: { value: '여든' },
    });
    // the category is checked once the line's own cells are right
    const branch = await preview(bytesOf(csvOf([newRow({ categoryId: String(sectionRoot) })])));
    expect(branch.errors).toEqual([
      {
        line: 2,
        column: 2,
        header: '카테고리번호',
        displayName: 'CSV 새 교재',
        message: AdminProductMessage.categoryNotLeaf,
        messageCode: 'adminProducts.categoryNotLeaf',
      },
    ]);
  });

  it('reads an EUC-KR file: creates and updates, one audit row each with before and after, and drops their cached detail only', async () => {
    const id = await create({ displayName: 'CSV 인코딩 교재' });
    const other = await create({ displayName: 'CSV 다른 교재' });
    const detail = async (productId: number) =>
      (await md.t.app.inject({ url: `/api/product-entry-by-id?productId=${productId}` })).json()
        .data;
    await detail(id);
    await detail(other);
    // the other product changes behind the cache's back: its cached detail must survive
    await db().execute(sql`update products set sell_price = 1000 where product_id = ${other}`);
    const file = csvOf([
      newRow({ displayName: 'CSV 완성형 새 교재' }),
      newRow({
        productId: String(id),
        displayName: 'CSV 인코딩 교재',
        sellPrice: '10800',
        markedPrice: '12000',
        saleStatus: '품절',
      }),
    ]);
    const seen = await preview(bytesOf(file, 'euc-kr'), 'euc-kr');
    expect(seen.errors).toEqual([]);
    expect(seen.counts).toEqual({ created: 1, changed: 1, unchanged: 0 });
    const res = await send('apply', bytesOf(file, 'euc-kr'), 'euc-kr');
    expect(res.statusCode, res.body).toBe(200);
    const { productIds } = res.json<{ data: { productIds: number[] } }>().data;
    expect(productIds).toHaveLength(2);
    expect(productIds[1]).toBe(id);
    const created = productIds[0]!;
    expect(await detail(created)).toMatchObject({
      displayName: 'CSV 완성형 새 교재',
      sellPrice: 10_800,
    });
    expect(await detail(id)).toMatchObject({ sellPrice: 10_800, saleStatus: 'soldOut' });
    expect((await detail(other)).sellPrice).toBe(13_500);
    const rows = await queryRows<{
      entity_id: string;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    }>(
      db(),
      sql`select entity_id, action, before, after from audit_logs
        where entity_type = 'product' and entity_id in (${String(created)}, ${String(id)})
        and action in ('product.create', 'product.update') order by audit_log_id`,
    );
    expect(rows.map((r) => [r.entity_id, r.action])).toEqual([
      [String(id), 'product.create'],
      [String(created), 'product.create'],
      [String(id), 'product.update'],
    ]);
    expect(rows[1]!.before).toBeNull();
    expect(rows[2]!.before).toMatchObject({ sellPrice: 13_500, saleStatus: 'onSale' });
    expect(rows[2]!.after).toMatchObject({ sellPrice: 10_800, saleStatus: 'soldOut' });
  });

  it('a UTF-8 file sent as EUC-KR, a missing column, too many lines and too large a file are refused, changing nothing', async () => {
    const products = await productCount();
    const utf8 = bytesOf(csvOf([newRow()]));
    expect((await preview(utf8, 'euc-kr')).errors).toEqual([
      {
        line: 1,
        message: 'UTF-8 파일로 보입니다. 인코딩을 UTF-8로 선택해 주세요.',
        messageCode: 'csvFile.looksUtf8',
      },
    ]);
    const noPrice = csvOf([newRow()]).replace('판매가,', '판가,');
    expect((await preview(bytesOf(noPrice))).errors).toEqual([
      {
        line: 1,
        message:
          '첫 행은 내보내기 파일의 머리글이어야 합니다. 빠진 열: 판매가. 알 수 없는 열: 판가.',
        messageCode: 'adminProductCsv.line.headerMissingUnknown',
        messageParams: { missing: '판매가', unknown: '판가' },
      },
    ]);
    const many = csvOf(Array.from({ length: AdminProductCsvLimits.maxRows + 1 }, () => newRow()));
    const tooMany = await send('apply', bytesOf(many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().lines).toContainEqual({
      line: AdminProductCsvLimits.maxRows + 2,
      message: `한 번에 ${AdminProductCsvLimits.maxRows}행까지 올릴 수 있습니다.`,
      messageCode: 'csvFile.tooManyRows',
      messageParams: { max: String(AdminProductCsvLimits.maxRows) },
    });
    const big = await call('POST', '/api/admin/products-csv-apply', {
      encoding: 'utf-8',
      contentBase64: 'A'.repeat(AdminProductCsvLimits.maxBase64 + 4),
    });
    expect(big.statusCode).toBe(400);
    expect(await productCount()).toBe(products);
  });
});
