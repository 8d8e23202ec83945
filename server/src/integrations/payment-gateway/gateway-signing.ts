import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Every hash the shop computes or checks with the card gateway (protocol note in
 * payment-gateway.ts). Pure functions, so the checkout code and its tests can build and verify
 * the same values the client sends.
 */

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const sha512Hex = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/** Compares secrets and signatures in constant time. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * PC window: `signature` binds order and amount to the time; `verification` adds the sign key so
 * only the merchant can make it; `mKey` tells the gateway which key the merchant used.
 */
export function pcWindowHashes(
  orderNumber: string,
  price: number,
  timestamp: string,
  signKey: string,
): { signature: string; verification: string; mKey: string } {
  return {
    signature: sha256Hex(`oid=${orderNumber}&price=${price}&timestamp=${timestamp}`),
    verification: sha256Hex(
      `oid=${orderNumber}&price=${price}&signKey=${signKey}&timestamp=${timestamp}`,
    ),
    mKey: sha256Hex(signKey),
  };
}

/** PC approval and net cancel: the one-time token signed with the time and the sign key. */
export function pcApprovalHashes(
  authToken: string,
  timestamp: string,
  signKey: string,
): { signature: string; verification: string } {
  return {
    signature: sha256Hex(`authToken=${authToken}&timestamp=${timestamp}`),
    verification: sha256Hex(`authToken=${authToken}&signKey=${signKey}&timestamp=${timestamp}`),
  };
}

/** Mobile window `P_CHKFAKE`: base64(sha512(amount + order + timestamp + key)). */
export function mobileCheckHash(
  amount: number,
  orderNumber: string,
  timestamp: string,
  signKey: string,
): string {
  return createHash('sha512')
    .update(`${amount}${orderNumber}${timestamp}${signKey}`, 'utf8')
    .digest('base64');
}

/**
 * Merchant API (refund, partial refund, inquiry, settlement):
 * `hashData = sha512(apiKey + mid + type + timestamp + JSON.stringify(data))`; the body must
 * carry `data` serialized exactly as hashed (the client sends the same object).
 */
export function merchantApiHash(
  apiKey: string,
  mid: string,
  type: string,
  timestamp: string,
  data: unknown,
): string {
  return sha512Hex(`${apiKey}${mid}${type}${timestamp}${JSON.stringify(data)}`);
}

/** Field names of the signature in the gateway's notifications. */
export const NOTIFICATION_SIGN_FIELD = { pc: 'noti_sign', mobile: 'P_NOTI_SIGN' } as const;

/**
 * Signature of a notification from the gateway: HMAC-SHA256 with the shared notification secret
 * over every other field, sorted by name, as `name=value&…` (values exactly as posted).
 */
export function notificationSignature(fields: Record<string, string>, secret: string): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
}

/** True when the posted fields carry a valid signature in `signField`. */
export function verifyNotification(
  posted: Record<string, string>,
  signField: string,
  secret: string,
): boolean {
  const { [signField]: given, ...rest } = posted;
  return sameSecret(given, notificationSignature(rest, secret));
}

/** Gateway timestamps: epoch milliseconds for the windows, YYYYMMDDhhmmss (Seoul) for the API. */
export function apiTimestamp(at: Date): string {
  return new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}
