import { describe, expect, it } from 'vitest';
import { parseDpsCsv } from './dps-mapping-csv.ts';
import { encodeEucKr } from '../../test/euc-kr-for-tests.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('DPS mapping file', () => {
  it('reads an EUC-KR file with a Korean header and CRLF line ends', () => {
    const file = encodeEucKr(
      '교재코드,상품번호,교재명\r\nCDI-R3-SB,1,CDI 리딩 3 교재\r\nCDI-R3-WB,2,워크북\r\n',
    );
    const { rows, errors } = parseDpsCsv(file, 'euc-kr');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, materialCode: 'CDI-R3-SB', productId: 1, materialName: 'CDI 리딩 3 교재' },
      { line: 3, materialCode: 'CDI-R3-WB', productId: 2, materialName: '워크북' },
    ]);
  });

  it('reads a UTF-8 file with a byte-order mark, columns in any order, blank lines skipped', () => {
    const file = utf8('\uFEFFproduct_id,material_code\n5,AP-G1\n\n6,AP-G2\n');
    const { rows, errors } = parseDpsCsv(file, 'utf-8');
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.materialCode, r.productId, r.materialName])).toEqual([
      [2, 'AP-G1', 5, null],
      [4, 'AP-G2', 6, null],
    ]);
  });

  it('reports every bad row by its line number', () => {
    const file = utf8(
      [
        'material_code,product_id,material_name',
        'OK-1,1,좋음',
        ',2,코드 없음',
        'BAD CODE,3,공백',
        'OK-2,abc,숫자 아님',
        'OK-1,4,중복',
        'OK-3,5',
        'OK-4,"6,이름',
      ].join('\n'),
    );
    const { errors } = parseDpsCsv(file, 'utf-8');
    expect(errors).toMatchObject([
      { line: 3, column: 1, message: '교재코드가 비어 있습니다.' },
      {
        line: 4,
        column: 1,
        message: expect.stringContaining("교재코드 'BAD CODE'의 형식이 올바르지 않습니다"),
      },
      { line: 5, column: 2, message: "상품번호 'abc'는 1 이상의 숫자여야 합니다." },
      { line: 6, column: 1, message: "교재코드 'OK-1'가 2행과 중복됩니다." },
      { line: 7, message: '열이 3개여야 하는데 2개입니다.' },
      { line: 8, column: 2, message: '따옴표가 닫히지 않았습니다.' },
    ]);
  });

  it('refuses a file without the header', () => {
    const { rows, errors } = parseDpsCsv(utf8('CDI-1,1,교재\n'), 'utf-8');
    expect(rows).toEqual([]);
    expect(errors[0]?.line).toBe(1);
  });

  it('refuses a UTF-8 file read as EUC-KR, and EUC-KR bytes read as UTF-8 by line', () => {
    const asEucKr = parseDpsCsv(utf8('교재코드,상품번호\nA,1\n'), 'euc-kr');
    expect(asEucKr.errors).toMatchObject([
      { line: 1, message: 'UTF-8 파일로 보입니다. 인코딩을 UTF-8로 선택해 주세요.' },
    ]);
    const eucKr = encodeEucKr('material_code,product_id,material_name\nA,1,ok\nB,2,교재\n');
    const asUtf8 = parseDpsCsv(eucKr, 'utf-8');
    expect(asUtf8.errors).toMatchObject([
      { line: 3, message: 'UTF-8로 읽을 수 없는 글자가 있습니다. 인코딩을 확인해 주세요.' },
    ]);
  });

  it('refuses an empty file and a header without rows', () => {
    expect(parseDpsCsv(utf8(''), 'utf-8').errors).toMatchObject([
      { line: 1, message: '빈 파일입니다.' },
    ]);
    expect(parseDpsCsv(utf8('material_code,product_id\n'), 'utf-8').errors).toMatchObject([
      { line: 2, message: '데이터 행이 없습니다.' },
    ]);
  });
});
