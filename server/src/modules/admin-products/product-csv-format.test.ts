import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@shop/contract/admin-product-csv.ts';
import { parseProductCsv } from './product-csv-format.ts';

const header = PRODUCT_CSV_COLUMNS.map((c) => c.header);
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A file of one data line: every column's cell by key ('' when not given). */
function fileOf(cells: Record<string, string>, columns = header) {
  const keys = PRODUCT_CSV_COLUMNS.map((c) => c.key as string);
  const row = keys.map((k) => cells[k] ?? '');
  return utf8(`${columns.join(',')}\n${row.join(',')}\n`);
}

const base = {
  categoryId: '10',
  kind: '도서',
  displayName: '교재',
  canOversea: 'N',
  isStb: 'N',
  markedPrice: '"12,000"',
  sellPrice: '10800',
  canBuyMultiple: 'Y',
  shipWeightG: '300',
  isSupple: 'N',
  freeDelivery: 'N',
  saleStatus: '판매중',
};

describe('reading a product CSV line', () => {
  it('reads what Excel writes: thousands commas, dots in dates, codes beside names, yes/no', () => {
    const { rows, errors } = parseProductCsv(
      fileOf({
        ...base,
        publishedDate: '2026.3.2',
        kind: 'book',
        saleStatus: 'soldOut',
        canOversea: 'yes',
        author: "'=HYPERLINK()",
      }),
      'utf-8',
    );
    expect(errors).toEqual([]);
    expect(rows[0]!.problems).toEqual([]);
    expect(rows[0]!.fields).toMatchObject({
      publishedDate: '2026-03-02',
      markedPrice: 12_000,
      kind: 'book',
      saleStatus: 'soldOut',
      canOversea: true,
      author: '=HYPERLINK()',
      taxFree: undefined,
      pages: null,
    });
  });

  it("reports every unreadable cell with its column, then the form schema's own issues", () => {
    const cells = parseProductCsv(
      fileOf({ ...base, pages: '많음', isStb: '아마', saleStatus: '판매' }),
      'utf-8',
    );
    expect(cells.rows[0]!.problems.map((p) => [p.column, p.header])).toEqual([
      [12, '쪽수'],
      [19, '스마트북'],
      [31, '판매 상태'],
    ]);
    // each with its code and the cell as written, for the back office's English (decision 0305)
    expect(cells.rows[0]!.problems.map((p) => [p.messageCode, p.messageParams])).toEqual([
      ['adminProductCsv.line.notNumber', { value: '많음' }],
      ['adminProductCsv.line.yesNo', { value: '아마' }],
      ['adminProductCsv.line.oneOf', { labels: expect.any(String), value: '판매' }],
    ]);
    const schema = parseProductCsv(
      fileOf({ ...base, displayName: '', sellPrice: '9000' }),
      'utf-8',
    );
    expect(schema.rows[0]!.problems).toEqual([
      {
        line: 2,
        column: 5,
        header: '상품명',
        message: '필수 입력 항목입니다.',
        messageCode: 'adminProducts.required',
      },
      expect.objectContaining({ line: 2, column: 23, header: '판매가' }),
    ]);
  });

  it('finds columns by their field keys too, in any order', () => {
    const keys = PRODUCT_CSV_COLUMNS.map((c) => c.key as string);
    const { rows, errors } = parseProductCsv(fileOf(base, keys), 'utf-8');
    expect(errors).toEqual([]);
    expect(rows[0]!.fields?.displayName).toBe('교재');
  });
});
