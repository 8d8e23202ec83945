import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signing of the forms exchanged with the ARS service (protocol note in ars-service.ts): the
 * shop signs its requests and verifies the service's notifications with the same function.
 */

export const SIGN_FIELD = 'sign';

/** HMAC-SHA256 (hex) with the shared secret over the fields sorted by name, as `name=value&…`. */
export function arsSignature(fields: Record<string, string>, secret: string): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
}

/** The fields plus their `sign`. */
export function signArsForm(
  fields: Record<string, string>,
  secret: string,
): Record<string, string> {
  return { ...fields, [SIGN_FIELD]: arsSignature(fields, secret) };
}

/** True when `posted` carries a valid `sign` over its other fields. */
export function verifyArsForm(posted: Record<string, string>, secret: string): boolean {
  const { [SIGN_FIELD]: given, ...rest } = posted;
  if (given === undefined) return false;
  const expected = Buffer.from(arsSignature(rest, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
