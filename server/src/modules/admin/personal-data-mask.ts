/**
 * Masks personal data for the back office's lists (issue 9 §6): phones, addresses and account
 * numbers. Detail views show the values in full, and every such view is logged.
 */

const PHONE_IN_TEXT = /\b(01[016789]|0\d{1,2})([-. ]?)(\d{3,4})\2(\d{4})\b/g;

/** '010-1234-5678' → '010-****-5678'; any other shape keeps only its last 4 digits. */
export function maskPhone(phone: string): string {
  const masked = phone.replace(
    PHONE_IN_TEXT,
    (_all, head: string, sep: string, mid: string, tail: string) =>
      `${head}${sep}${'*'.repeat(mid.length)}${sep}${tail}`,
  );
  if (masked !== phone) return masked;
  return maskAllButLast(phone, 4);
}

/** Keeps the first two words (province and city or district), hides the rest. */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/);
  if (words.length <= 2) return words.length ? `${words[0]} ****` : '';
  return `${words.slice(0, 2).join(' ')} ****`;
}

/** '110-123-456789' → '*********6789' (bank account and virtual-account numbers). */
export function maskAccountNumber(account: string): string {
  return maskAllButLast(account, 4);
}

function maskAllButLast(value: string, keep: number): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length <= keep) return '*'.repeat(value.length);
  return `${'*'.repeat(Math.max(4, digits.length - keep))}${digits.slice(-keep)}`;
}

/** Phone numbers inside free text (an inquiry's question, a memo). */
export function maskPhonesInText(text: string): string {
  return text.replace(
    PHONE_IN_TEXT,
    (_all, head: string, sep: string, mid: string, tail: string) =>
      `${head}${sep}${'*'.repeat(mid.length)}${sep}${tail}`,
  );
}

type Masker = (value: string) => string;

/** Field names as the shop and the spec spell them (camelCase and snake_case). */
const FIELD_RULES: [RegExp, Masker][] = [
  [/(phone|mobile|tel(?!l)|hp$|handphone)/i, maskPhone],
  [/(account_?(no|num|number)|bank_?account|vbank_?(no|num)|refund_?account)/i, maskAccountNumber],
  [/addr/i, maskAddress],
];

function maskerOf(key: string): Masker | undefined {
  if (/url$/i.test(key)) return undefined;
  return FIELD_RULES.find(([pattern]) => pattern.test(key))?.[1];
}

/**
 * A copy of a JSON value with personal data masked: values of phone, address and account-number
 * fields at any depth, and phone numbers in any other text.
 */
export function maskPersonalData(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const masker = maskerOf(key);
    return masker ? masker(value) : maskPhonesInText(value);
  }
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonalData(v, k)]));
  }
  return value;
}
