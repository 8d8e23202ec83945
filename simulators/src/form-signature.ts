import { createHmac } from 'node:crypto';

/**
 * Signature of a form exchanged with a shop (gateway notifications, the ARS service's requests
 * and notifications): HMAC-SHA256 with the shared secret over every other field, sorted by name,
 * as `name=value&…`, hex.
 */
export function formSignature(fields: Record<string, string>, secret: string): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
}
