/**
 * The rule every text of every request follows (docs/decisions/0322): no NUL (PostgreSQL's text
 * cannot hold it) and no half of a UTF-16 surrogate pair without its other half (no character;
 * UTF-8 cannot encode it). The server refuses a request holding either, in any field, before
 * its schema is read.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The path ('items.0.name') of the first text in `value` that breaks the rule, or null. */
export function malformedTextAt(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : at;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isWellFormedText(key)) return at ? `${at}.${key}` : key;
    const found = malformedTextAt(inner, at ? `${at}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
