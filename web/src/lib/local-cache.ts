import { Limits } from '@shop/contract/constants.ts';

/**
 * The browser's local cache of spec 1 §9: values kept in localStorage under their own keys, of
 * which only the 64 most recently written survive. The checkout hand-over lives here: the cart,
 * billing list and product pages write the chosen items under a 'pay-…' key, and the pay page
 * (/mypage/pay-2/{key}) reads them back. Storage may be refused (private mode, quota): writes
 * then fail quietly and reads answer null, which the pay page treats as a stale order.
 */
const INDEX_KEY = 'local-cache-keys';
const PREFIX = 'local-cache:';

function readIndex(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Stores a value; the oldest keys beyond the limit are dropped with their values. */
export function localCacheSet(key: string, value: unknown, limit: number = Limits.localCacheKeys) {
  try {
    const index = [key, ...readIndex().filter((k) => k !== key)];
    for (const old of index.slice(limit)) localStorage.removeItem(PREFIX + old);
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
    localStorage.setItem(INDEX_KEY, JSON.stringify(index.slice(0, limit)));
    return true;
  } catch {
    return false;
  }
}

/** The value stored under key, or null when it is missing, evicted or unreadable. */
export function localCacheGet(key: string): unknown {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function localCacheKeys(): string[] {
  return readIndex();
}

/** A key nobody can guess or collide with: the prefix and 128 random bits in hex. */
export function randomCacheKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
