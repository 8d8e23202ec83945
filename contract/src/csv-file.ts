/**
 * The problems of an uploaded CSV file itself, whatever it carries (product CSV, courier invoices):
 * templates with their values in braces (message-template.ts, decision 0305).
 */
export const CsvFileMessage = {
  unclosedQuote: '따옴표가 닫히지 않았습니다.',
  fieldCount: '열이 {expected}개여야 하는데 {actual}개입니다.',
  noData: '데이터 행이 없습니다.',
  tooManyRows: '한 번에 {max}행까지 올릴 수 있습니다.',
  looksUtf8: 'UTF-8 파일로 보입니다. 인코딩을 UTF-8로 선택해 주세요.',
  undecodable: '{encoding}로 읽을 수 없는 글자가 있습니다. 인코딩을 확인해 주세요.',
} as const;
