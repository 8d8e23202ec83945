import type { DpsEncoding } from '@shop/contract/dev.ts';

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

export interface LineError {
  line: number;
  message: string;
}

export const MAX_ROWS = 5000;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$/;
const HEADERS: Record<string, 'materialCode' | 'productId' | 'materialName'> = {
  material_code: 'materialCode',
  교재코드: 'materialCode',
  product_id: 'productId',
  상품번호: 'productId',
  material_name: 'materialName',
  교재명: 'materialName',
};
const ENCODING_NAME: Record<DpsEncoding, string> = { 'euc-kr': 'EUC-KR', 'utf-8': 'UTF-8' };

/**
 * Decodes line by line (a newline byte never occurs inside an EUC-KR or UTF-8 character), so an
 * undecodable byte is reported with its line.
 */
export function decodeLines(
  bytes: Uint8Array,
  encoding: DpsEncoding,
): { lines: string[]; errors: LineError[] } {
  const errors: LineError[] = [];
  if (encoding === 'euc-kr' && looksLikeUtf8(bytes)) {
    return {
      lines: [],
      errors: [{ line: 1, message: 'UTF-8 파일로 보입니다. 인코딩을 UTF-8로 선택해 주세요.' }],
    };
  }
  const decoder = new TextDecoder(encoding, { fatal: true });
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i += 1) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    let end = i;
    if (end > start && bytes[end - 1] === 0x0d) end -= 1;
    try {
      lines.push(decoder.decode(bytes.subarray(start, end)));
    } catch {
      lines.push('');
      errors.push({
        line: lines.length,
        message: `${ENCODING_NAME[encoding]}로 읽을 수 없는 글자가 있습니다. 인코딩을 확인해 주세요.`,
      });
    }
    start = i + 1;
  }
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines[0]?.startsWith('\uFEFF')) lines[0] = lines[0].slice(1);
  return { lines, errors };
}

/** Non-ASCII bytes that are all valid UTF-8 sequences: an EUC-KR file almost never is. */
function looksLikeUtf8(bytes: Uint8Array): boolean {
  if (!bytes.some((b) => b >= 0x80)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Splits one line into fields (RFC 4180 quoting; a quoted field does not span lines here). */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
  }
  if (quoted) return null;
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** Every row checked; the rows are usable only when `errors` is empty. */
export function parseDpsCsv(
  bytes: Uint8Array,
  encoding: DpsEncoding,
): { rows: DpsRow[]; errors: LineError[] } {
  const decoded = decodeLines(bytes, encoding);
  const errors = [...decoded.errors];
  if (errors.some((e) => e.line === 1) || decoded.lines.length === 0) {
    if (decoded.lines.length === 0 && errors.length === 0) {
      errors.push({ line: 1, message: '빈 파일입니다.' });
    }
    return { rows: [], errors };
  }
  const header = splitCsvLine(decoded.lines[0]!) ?? [];
  const columns = header.map((h) => HEADERS[h.toLowerCase()]);
  const index = (key: string) => columns.indexOf(key as never);
  const missing = ['materialCode', 'productId'].filter((k) => index(k) < 0);
  if (missing.length > 0 || columns.some((c) => c === undefined)) {
    errors.push({
      line: 1,
      message:
        '첫 행은 머리글이어야 합니다: material_code, product_id, material_name (또는 교재코드, 상품번호, 교재명)',
    });
    return { rows: [], errors };
  }
  const undecodable = new Set(decoded.errors.map((e) => e.line));
  const rows: DpsRow[] = [];
  const firstLineOf = new Map<string, number>();
  decoded.lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === '' || undecodable.has(line)) return;
    const fields = splitCsvLine(text);
    if (!fields) {
      errors.push({ line, message: '따옴표가 닫히지 않았습니다.' });
      return;
    }
    if (fields.length !== header.length) {
      errors.push({
        line,
        message: `열이 ${header.length}개여야 하는데 ${fields.length}개입니다.`,
      });
      return;
    }
    const code = fields[index('materialCode')] ?? '';
    const product = fields[index('productId')] ?? '';
    const name = index('materialName') >= 0 ? (fields[index('materialName')] ?? '') : '';
    const problems: string[] = [];
    if (!CODE.test(code)) {
      problems.push(
        code === ''
          ? '교재코드가 비어 있습니다.'
          : `교재코드 '${code}'의 형식이 올바르지 않습니다 (영문, 숫자, - _ . 50자 이내).`,
      );
    } else if (firstLineOf.has(code)) {
      problems.push(`교재코드 '${code}'가 ${firstLineOf.get(code)}행과 중복됩니다.`);
    } else {
      firstLineOf.set(code, line);
    }
    if (!/^\d{1,9}$/.test(product) || Number(product) < 1) {
      problems.push(
        product === ''
          ? '상품번호가 비어 있습니다.'
          : `상품번호 '${product}'는 1 이상의 숫자여야 합니다.`,
      );
    }
    if (name.length > 200) problems.push('교재명은 200자 이내여야 합니다.');
    if (problems.length > 0) {
      errors.push({ line, message: problems.join(' ') });
      return;
    }
    rows.push({ line, materialCode: code, productId: Number(product), materialName: name || null });
  });
  if (rows.length + errors.length === 0) errors.push({ line: 2, message: '데이터 행이 없습니다.' });
  if (rows.length > MAX_ROWS) {
    errors.push({
      line: rows[MAX_ROWS]!.line,
      message: `한 번에 ${MAX_ROWS}행까지 올릴 수 있습니다.`,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
