import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';

export type SigningAlg = 'RS256' | 'ES256';
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

interface KeyPair {
  alg: SigningAlg;
  kid: string;
  privateKey: PrivateKey;
  publicJwk: JWK;
}

/** The provider's key pairs (one RSA, one P-256), made at start; the public halves form the JWKS. */
export class SigningKeys {
  private constructor(private readonly pairs: Map<SigningAlg, KeyPair>) {}

  static async create(): Promise<SigningKeys> {
    const pairs = new Map<SigningAlg, KeyPair>();
    for (const alg of ['RS256', 'ES256'] as const) {
      const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
      const kid = `${alg.toLowerCase()}-${randomUUID().slice(0, 8)}`;
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
      pairs.set(alg, { alg, kid, privateKey, publicJwk });
    }
    return new SigningKeys(pairs);
  }

  jwks(): { keys: JWK[] } {
    return { keys: [...this.pairs.values()].map((p) => p.publicJwk) };
  }

  kid(alg: SigningAlg): string {
    return this.pair(alg).kid;
  }

  async sign(payload: JWTPayload, alg: SigningAlg): Promise<string> {
    const pair = this.pair(alg);
    return new SignJWT(payload)
      .setProtectedHeader({ alg, kid: pair.kid, typ: 'JWT' })
      .sign(pair.privateKey);
  }

  /** A token whose header names our key but which another key signed (a forged token). */
  async signWithForeignKey(payload: JWTPayload, alg: SigningAlg): Promise<string> {
    const { privateKey } = await generateKeyPair(alg);
    return new SignJWT(payload)
      .setProtectedHeader({ alg, kid: this.pair(alg).kid, typ: 'JWT' })
      .sign(privateKey);
  }

  private pair(alg: SigningAlg): KeyPair {
    const pair = this.pairs.get(alg);
    if (!pair) throw new Error(`no key for ${alg}`);
    return pair;
  }
}

/** An unsigned token (`alg: none`), which a careful verifier refuses. */
export function unsignedToken(payload: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
