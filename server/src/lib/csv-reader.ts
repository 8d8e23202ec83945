import { CsvFileMessage } from '@shop/contract/csv-file.ts';
import { codedMessage } from '@shop/contract/message-codes.ts';
import type { CodedMessage } from '@shop/contract/message-template.ts';

/**
 * Reading the CSV files staff upload (UTF-8 or EUC-KR, as Excel in Korea saves them): a header row
 * naming the columns in any order, then one record a line. Every line is checked and every problem
 * reported with its line (1 = the header) and, when one field is at fault, its column (1 = the
 * first), so that a file is refused as a whole with everything that is wrong in it.
 */
export type CsvEncoding = 'utf-8' | 'euc-kr';

/** A problem with its line, its column when one field is at fault, and its message's code and values. */
export interface CsvProblem extends CodedMessage {
  line: number;
  column?: number;
}

/** What a record's check says is wrong with one of its fields. */
export interface FieldProblem<K extends string> {
  key: K;
  message: string;
}

/** A problem of this line: a catalogue text (its code looked up) or a template with its values. */
function problemAt(line: number, message: string | CodedMessage, column?: number): CsvProblem {
  const coded = typeof message === 'string' ? codedMessage(message) : message;
  return { line, ...(column !== undefined ? { column } : {}), ...coded };
}

export interface CsvLayout<K extends string> {
  /** Header text (lower-cased) → the column it names. */
  headers: Record<string, K>;
  required: readonly K[];
  /** The message when the first row is not a header with the required columns. */
  headerHelp: string | CodedMessage;
  emptyFile: string;
  maxRows: number;
  /** Refuse headers it does not know and lines with another number of fields than the header. */
  strict?: boolean;
  /**
   * The message of a header that lacks required columns or (strict) names unknown ones, naming
   * them; `headerHelp` when not given.
   */
  headerProblem?: (missing: K[], unknown: string[]) => string | CodedMessage;
  /**
   * A quoted field may hold line breaks (RFC 4180, as Excel writes a cell with several lines):
   * a record then spans several text lines, and `line` counts records (the row a spreadsheet
   * shows; the same as the text line when no field holds a line break).
   */
  multiline?: boolean;
}

const ENCODING_NAME: Record<CsvEncoding, string> = { 'euc-kr': 'EUC-KR', 'utf-8': 'UTF-8' };

/**
 * Reads every record of the file through `check`, which turns the fields of one line into a row or
 * says what is wrong with them. The rows are usable only when `errors` is empty.
 */
export function readCsv<K extends string, T>(
  bytes: Uint8Array,
  encoding: CsvEncoding,
  layout: CsvLayout<K>,
  check: (
    field: (key: K) => string,
    line: number,
    /** The column of a key (1 = the first). */
    column: (key: K) => number,
  ) => T | FieldProblem<K>[],
): { rows: T[]; errors: CsvProblem[] } {
  const decoded = layout.multiline
    ? recordsOf(decodeLines(bytes, encoding))
    : decodeLines(bytes, encoding);
  const errors: CsvProblem[] = [...decoded.errors];
  if (errors.some((e) => e.line === 1) || decoded.lines.length === 0) {
    if (errors.length === 0) errors.push(problemAt(1, layout.emptyFile));
    return { rows: [], errors };
  }
  const headerTexts = splitCsvLine(decoded.lines[0]!).fields ?? [];
  const header = headerTexts.map((h) => layout.headers[h.toLowerCase()]);
  const columnOf = (key: K) => header.indexOf(key);
  const missing = layout.required.filter((k) => columnOf(k) < 0);
  const unknown = layout.strict ? headerTexts.filter((_h, i) => header[i] === undefined) : [];
  if (missing.length > 0 || unknown.length > 0) {
    const message = layout.headerProblem?.(missing, unknown) ?? layout.headerHelp;
    return { rows: [], errors: [problemAt(1, message)] };
  }
  const undecodable = new Set(decoded.errors.map((e) => e.line));
  const rows: T[] = [];
  const rowLines: number[] = [];
  decoded.lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === '' || undecodable.has(line)) return;
    const split = splitCsvLine(text);
    if (!split.fields) {
      errors.push(problemAt(line, CsvFileMessage.unclosedQuote, split.column));
      return;
    }
    const fields = split.fields;
    if (layout.strict && fields.length !== header.length) {
      errors.push(
        problemAt(
          line,
          codedMessage(CsvFileMessage.fieldCount, {
            expected: String(header.length),
            actual: String(fields.length),
          }),
        ),
      );
      return;
    }
    const result = check(
      (key) => fields[columnOf(key)] ?? '',
      line,
      (key) => columnOf(key) + 1,
    );
    if (Array.isArray(result)) {
      if (result.length === 0) return;
      const column = columnOf(result[0]!.key) + 1;
      // one problem keeps its code; several are joined into one text, which has none
      errors.push(problemAt(line, result.map((p) => p.message).join(' '), column));
      return;
    }
    rows.push(result);
    rowLines.push(line);
  });
  if (rows.length + errors.length === 0) errors.push(problemAt(2, CsvFileMessage.noData));
  if (rows.length > layout.maxRows) {
    errors.push(
      problemAt(
        rowLines[layout.maxRows]!,
        codedMessage(CsvFileMessage.tooManyRows, { max: String(layout.maxRows) }),
      ),
    );
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/**
 * Decodes line by line (a newline byte never occurs inside an EUC-KR or UTF-8 character), so an
 * undecodable byte is reported with its line.
 */
export function decodeLines(
  bytes: Uint8Array,
  encoding: CsvEncoding,
): { lines: string[]; errors: CsvProblem[] } {
  const errors: CsvProblem[] = [];
  if (encoding === 'euc-kr' && looksLikeUtf8(bytes)) {
    return {
      lines: [],
      errors: [problemAt(1, CsvFileMessage.looksUtf8)],
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
      errors.push(
        problemAt(
          lines.length,
          codedMessage(CsvFileMessage.undecodable, { encoding: ENCODING_NAME[encoding] }),
        ),
      );
    }
    start = i + 1;
  }
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines[0]?.startsWith('\uFEFF')) lines[0] = lines[0].slice(1);
  return { lines, errors };
}

/**
 * Joins the text lines of a record whose quoted field holds line breaks; a decoding problem keeps
 * its place as the record it falls in. A quote still open at the end is left to the splitter.
 */
function recordsOf(decoded: { lines: string[]; errors: CsvProblem[] }): {
  lines: string[];
  errors: CsvProblem[];
} {
  const recordOfLine: number[] = [];
  const lines: string[] = [];
  let open = false;
  decoded.lines.forEach((text, i) => {
    if (open) lines[lines.length - 1] += `\n${text}`;
    else lines.push(text);
    recordOfLine[i + 1] = lines.length;
    open = quoteOpenAfter(text, open);
  });
  const errors = decoded.errors.map((e) => ({ ...e, line: recordOfLine[e.line] ?? e.line }));
  return { lines, errors };
}

/** Whether a quoted field is still open at the end of `text`, read from the state `quoted`. */
function quoteOpenAfter(text: string, quoted: boolean): boolean {
  let fieldBlank = true;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        i += 1;
      } else if (c === '"') {
        quoted = false;
        fieldBlank = false;
      }
    } else if (c === '"' && fieldBlank) {
      quoted = true;
    } else if (c === ',') {
      fieldBlank = true;
    } else if (c.trim() !== '') {
      fieldBlank = false;
    }
  }
  return quoted;
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

/**
 * Splits one line (or one record of several lines) into trimmed fields (RFC 4180 quoting); for a
 * quote left open, no fields and the column of the field it opens.
 */
export function splitCsvLine(
  line: string,
): { fields: string[]; column?: undefined } | { fields: null; column: number } {
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
  if (quoted) return { fields: null, column: fields.length + 1 };
  fields.push(field);
  return { fields: fields.map((f) => f.trim()) };
}
