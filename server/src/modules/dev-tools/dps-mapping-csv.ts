import type { DpsEncoding } from '@shop/contract/dev.ts';
import { readCsv, type CsvProblem, type FieldProblem } from '../../lib/csv-reader.ts';

/**
 * The DPS mapping file: one academy material code per row and the shop product it stands for.
 * Header row required (English or Korean names), columns in any order:
 *   material_code (교재코드), product_id (상품번호), material_name (교재명, optional)
 */
export interface DpsRow {
  line: number;
  materialCode: string;
  productId: number;
  materialName: string | null;
}

export type LineError = CsvProblem;

export const MAX_ROWS = 5000;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$/;
type Column = 'materialCode' | 'productId' | 'materialName';
const HEADERS: Record<string, Column> = {
  material_code: 'materialCode',
  교재코드: 'materialCode',
  product_id: 'productId',
  상품번호: 'productId',
  material_name: 'materialName',
  교재명: 'materialName',
};

/** Every row checked; the rows are usable only when `errors` is empty. */
export function parseDpsCsv(
  bytes: Uint8Array,
  encoding: DpsEncoding,
): { rows: DpsRow[]; errors: LineError[] } {
  const firstLineOf = new Map<string, number>();
  const layout = {
    headers: HEADERS,
    required: ['materialCode', 'productId'] as const,
    headerHelp:
      '첫 행은 머리글이어야 합니다: material_code, product_id, material_name (또는 교재코드, 상품번호, 교재명)',
    emptyFile: '빈 파일입니다.',
    maxRows: MAX_ROWS,
    strict: true,
  };
  return readCsv(bytes, encoding, layout, (field, line): DpsRow | FieldProblem<Column>[] => {
    const code = field('materialCode');
    const product = field('productId');
    const name = field('materialName');
    const problems: FieldProblem<Column>[] = [];
    if (!CODE.test(code)) {
      problems.push({
        key: 'materialCode',
        message:
          code === ''
            ? '교재코드가 비어 있습니다.'
            : `교재코드 '${code}'의 형식이 올바르지 않습니다 (영문, 숫자, - _ . 50자 이내).`,
      });
    } else if (firstLineOf.has(code)) {
      problems.push({
        key: 'materialCode',
        message: `교재코드 '${code}'가 ${firstLineOf.get(code)}행과 중복됩니다.`,
      });
    } else {
      firstLineOf.set(code, line);
    }
    if (!/^\d{1,9}$/.test(product) || Number(product) < 1) {
      problems.push({
        key: 'productId',
        message:
          product === ''
            ? '상품번호가 비어 있습니다.'
            : `상품번호 '${product}'는 1 이상의 숫자여야 합니다.`,
      });
    }
    if (name.length > 200) {
      problems.push({ key: 'materialName', message: '교재명은 200자 이내여야 합니다.' });
    }
    if (problems.length > 0) return problems;
    return { line, materialCode: code, productId: Number(product), materialName: name || null };
  });
}
