import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords with scrypt (memory-hard, built into Node; decision 0067):
 * N = 2^15, r = 8, p = 1 (32 MiB and about 50-100 ms per hash), a 16-byte random salt per hash,
 * a 32-byte key. The parameters are stored with each hash, so they can be raised later and old
 * hashes still verify (`needsRehash` tells the sign-in to store a stronger one).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

const PREFIX = 'scrypt';

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
) {
  // maxmem must exceed 128 * N * r bytes (32 MiB at N = 2^15, r = 8), Node's default limit
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !salt || !key) return undefined;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every((v) => Number.isInteger(v) && v > 0) || N > 2 ** 20 || R > 32 || P > 16) {
    return undefined;
  }
  return {
    N,
    r: R,
    p: P,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length < 16) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when the stored hash used weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return (
    parsed.N < SCRYPT_PARAMS.N ||
    parsed.r < SCRYPT_PARAMS.r ||
    parsed.key.length < SCRYPT_PARAMS.keyLength
  );
}

let decoy: Promise<string> | undefined;

/**
 * A hash to check against when the login id is unknown, so that such an answer takes as long as
 * a wrong password for a real account.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}
