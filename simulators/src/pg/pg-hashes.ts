import { createHash, timingSafeEqual } from 'node:crypto';
import { formSignature } from '../form-signature.ts';

/**
 * The gateway's side of the hashes of the standard-payment protocol (INTEGRATIONS.md §4). The shop
 * computes the same ones in server/src/integrations/payment-gateway/gateway-signing.ts; the two
 * are written separately on purpose, so a mistake on one side shows up in the compliance tests.
 */

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

export function sameText(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PC window: `signature`, `verification`, `mKey` of the form the shop built. */
export function windowHashes(
  oid: string,
  price: string,
  timestamp: string,
  signKey: string,
): { signature: string; verification: string; mKey: string } {
  return {
    signature: sha256(`oid=${oid}&price=${price}&timestamp=${timestamp}`),
    verification: sha256(`oid=${oid}&price=${price}&signKey=${signKey}&timestamp=${timestamp}`),
    mKey: sha256(signKey),
  };
}

/** PC approval and net cancel: the shop signs the one-time token it received. */
export function approvalHashes(
  authToken: string,
  timestamp: string,
  signKey: string,
): { signature: string; verification: string } {
  return {
    signature: sha256(`authToken=${authToken}&timestamp=${timestamp}`),
    verification: sha256(`authToken=${authToken}&signKey=${signKey}&timestamp=${timestamp}`),
  };
}

/** Mobile window (`P_CHKFAKE`): the amount bound to the order and time by the merchant's key. */
export function mobileCheck(amount: string, oid: string, timestamp: string, key: string): string {
  return createHash('sha512').update(`${amount}${oid}${timestamp}${key}`, 'utf8').digest('base64');
}

/** Refund, inquiry and settlement API: `hashData = sha512(key + mid + type + timestamp + data)`. */
export function apiHash(
  apiKey: string,
  mid: string,
  type: string,
  timestamp: string,
  data: unknown,
): string {
  return sha512(`${apiKey}${mid}${type}${timestamp}${JSON.stringify(data)}`);
}

/** Notifications the gateway posts to the shop (virtual-account deposits). */
export const notificationSign = formSignature;
