import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { seoulYear } from '../../lib/seoul-time.ts';
import {
  SignInRefused,
  type AuthorizeRequest,
  type SignInClaims,
  type SsoProvider,
} from './sso-provider.ts';

/** Only asymmetric signatures the provider publishes keys for; never `none` or a shared secret. */
export const ALLOWED_ALGORITHMS = ['RS256', 'ES256'];

const claimsSchema = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  nonce: z.string().min(1).max(200),
  loginId: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  redirect: z.string().max(500).optional(),
  // read apart: a strange birth year makes the age unknown, it does not refuse the sign-in
  birthYear: z.unknown().optional(),
});

/** A plausible year of birth (1900 to this Seoul year), else null. */
export function birthYearOf(value: unknown, now = new Date()): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1900 &&
    value <= seoulYear(now)
    ? value
    : null;
}

export interface HttpSsoOptions {
  /** The provider's base URL; it is also the expected issuer (as in OpenID Connect). */
  baseUrl: string;
  clientId: string;
  timeoutMs?: number;
}

export class HttpSsoClient implements SsoProvider {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpSsoOptions) {
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.jwks = createRemoteJWKSet(new URL(`${options.baseUrl}/.well-known/jwks.json`), {
      timeoutDuration: this.timeoutMs,
      // a key id we have not seen makes one refetch at most every 30 s (key rotation)
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
  }

  authorizeUrl(request: AuthorizeRequest): string {
    const url = new URL(`${this.options.baseUrl}/authorize`);
    url.searchParams.set('client_id', this.options.clientId);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('state', request.state);
    url.searchParams.set('nonce', request.nonce);
    if (request.redirect) url.searchParams.set('redirect', request.redirect);
    return url.toString();
  }

  async verify(jwt: string): Promise<SignInClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(jwt, this.jwks, {
        algorithms: ALLOWED_ALGORITHMS,
        issuer: this.options.baseUrl,
        audience: this.options.clientId,
        requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
        clockTolerance: 30,
        maxTokenAge: '10m',
      }));
    } catch (err) {
      if (err instanceof errors.JOSEError) throw new SignInRefused(err.code);
      throw new SignInRefused(err instanceof Error ? err.message : 'unverifiable token');
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new SignInRefused('claims');
    return {
      memberId: Number(claims.data.sub),
      loginId: claims.data.loginId ?? null,
      name: claims.data.name ?? null,
      nonce: claims.data.nonce,
      redirect: claims.data.redirect ?? null,
      birthYear: birthYearOf(claims.data.birthYear),
    };
  }

  async issueDevToken(request: {
    memberId: number;
    nonce: string;
    redirect?: string | null;
  }): Promise<string> {
    const res = await fetch(`${this.options.baseUrl}/api/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        memberId: request.memberId,
        aud: this.options.clientId,
        nonce: request.nonce,
        ...(request.redirect ? { redirect: request.redirect } : {}),
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`SSO dev token: HTTP ${res.status}`);
    return z.object({ jwt: z.string() }).parse(await res.json()).jwt;
  }
}
