/**
 * ISBN-13 (the only form books carry in Korea since 2007): 13 digits, hyphens optional, the last
 * digit the weighted check of the first twelve (weights 1 and 3).
 */
export function isbn13CheckDigit(digits12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether `isbn` is an ISBN-13 whose check digit is right ('979-11-6413-123-4' or '9791164131234'). */
export function isValidIsbn13(isbn: string): boolean {
  if (!/^[0-9-]+$/.test(isbn) || isbn.startsWith('-') || isbn.endsWith('-')) return false;
  const digits = isbn.replace(/-/g, '');
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}
