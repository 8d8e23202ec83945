import { describe, expect, it } from 'vitest';
import { encodeEucKr } from '../test/euc-kr-for-tests.ts';
import { readCsv, splitCsvLine, type FieldProblem } from './csv-reader.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('CSV line splitting', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(splitCsvLine('A-1,12,"리딩, 1권 ""개정"""').fields).toEqual([
      'A-1',
      '12',
      '리딩, 1권 "개정"',
    ]);
  });
  it('reports an unclosed quote with the column it opens', () => {
    expect(splitCsvLine('A-1,"12')).toEqual({ fields: null, column: 2 });
    expect(splitCsvLine('"A-1,12')).toEqual({ fields: null, column: 1 });
  });
});

type Key = 'name' | 'qty';
const layout = {
  headers: { name: 'name', 이름: 'name', qty: 'qty', 수량: 'qty' } as Record<string, Key>,
  required: ['name', 'qty'] as const,
  headerHelp: 'header please',
  emptyFile: 'empty',
  maxRows: 2,
};
const check = (field: (key: Key) => string, line: number) => {
  const problems: FieldProblem<Key>[] = [];
  if (field('name') === '') problems.push({ key: 'name', message: 'no name' });
  if (!/^\d+$/.test(field('qty'))) problems.push({ key: 'qty', message: 'no number' });
  return problems.length ? problems : { line, name: field('name'), qty: Number(field('qty')) };
};

describe('reading a CSV file', () => {
  it('reads EUC-KR and UTF-8 alike, columns in any order', () => {
    const text = '수량,이름\r\n3,가방\r\n\r\n4,연필\r\n';
    for (const [bytes, encoding] of [
      [encodeEucKr(text), 'euc-kr'],
      [utf8(`\uFEFF${text}`), 'utf-8'],
    ] as const) {
      expect(readCsv(bytes, encoding, layout, check)).toEqual({
        rows: [
          { line: 2, name: '가방', qty: 3 },
          { line: 4, name: '연필', qty: 4 },
        ],
        errors: [],
      });
    }
  });

  it('reports each bad line with its line and the column of its first bad field', () => {
    const { errors } = readCsv(utf8('name,qty\n가방,x\n,y\n"연필,1\n'), 'utf-8', layout, check);
    expect(errors).toEqual([
      { line: 2, column: 2, message: 'no number' },
      { line: 3, column: 1, message: 'no name no number' },
      {
        line: 4,
        column: 1,
        message: '따옴표가 닫히지 않았습니다.',
        messageCode: 'csvFile.unclosedQuote',
      },
    ]);
  });

  it('reports an undecodable line, a missing header, an empty file and too many rows', () => {
    const eucKr = encodeEucKr('name,qty\n가방,1\n');
    expect(readCsv(eucKr, 'utf-8', layout, check).errors).toEqual([
      {
        line: 2,
        message: 'UTF-8로 읽을 수 없는 글자가 있습니다. 인코딩을 확인해 주세요.',
        // the file's own problems carry their code and values (decision 0305)
        messageCode: 'csvFile.undecodable',
        messageParams: { encoding: 'UTF-8' },
      },
    ]);
    expect(readCsv(utf8('가방,1\n'), 'utf-8', layout, check).errors).toEqual([
      { line: 1, message: 'header please' },
    ]);
    expect(readCsv(utf8(''), 'utf-8', layout, check).errors).toEqual([
      { line: 1, message: 'empty' },
    ]);
    expect(readCsv(utf8('name,qty\n'), 'utf-8', layout, check).errors).toEqual([
      { line: 2, message: '데이터 행이 없습니다.', messageCode: 'csvFile.noData' },
    ]);
    expect(readCsv(utf8('name,qty\na,1\nb,2\nc,3\n'), 'utf-8', layout, check).errors).toEqual([
      {
        line: 4,
        message: '한 번에 2행까지 올릴 수 있습니다.',
        messageCode: 'csvFile.tooManyRows',
        messageParams: { max: '2' },
      },
    ]);
  });
});

describe('records over several lines (multiline)', () => {
  const multi = {
    ...layout,
    maxRows: 10,
    multiline: true,
    headerProblem: (missing: Key[], unknown: string[]) =>
      `missing ${missing.join('/')} unknown ${unknown.join('/')}`,
    strict: true,
  };

  it('reads a quoted field holding line breaks as one record, counting records as lines', () => {
    const text = 'name,qty\r\n"가방\r\n둘째 줄, ""따옴표""",3\r\n연필,x\r\n';
    expect(readCsv(utf8(text), 'utf-8', multi, check)).toEqual({
      rows: [{ line: 2, name: '가방\n둘째 줄, "따옴표"', qty: 3 }],
      errors: [{ line: 3, column: 2, message: 'no number' }],
    });
  });

  it('a quote after text is a character, not an opening; one left open is reported', () => {
    const text = 'name,qty\n5" 디스켓,1\n"열린,2\n';
    expect(readCsv(utf8(text), 'utf-8', multi, check)).toEqual({
      rows: [{ line: 2, name: '5" 디스켓', qty: 1 }],
      errors: [
        {
          line: 3,
          column: 1,
          message: '따옴표가 닫히지 않았습니다.',
          messageCode: 'csvFile.unclosedQuote',
        },
      ],
    });
  });

  it('names the missing and unknown columns of the header, and gives each field its column', () => {
    expect(readCsv(utf8('name,price\na,1\n'), 'utf-8', multi, check).errors).toEqual([
      { line: 1, message: 'missing qty unknown price' },
    ]);
    const columns = readCsv(utf8('qty,name\n1,a\n'), 'utf-8', multi, (_f, line, column) => ({
      line,
      name: column('name'),
      qty: column('qty'),
    }));
    expect(columns.rows).toEqual([{ line: 2, name: 2, qty: 1 }]);
  });
});
