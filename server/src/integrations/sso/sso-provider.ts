/** What the shop takes from a verified sign-in token of the academy SSO. */
export interface SignInClaims {
  memberId: number;
  loginId: string | null;
  name: string | null;
  nonce: string;
  /** Return path the sign-in was started from, when the provider carried one. */
  redirect: string | null;
  /**
   * A student account's year of birth (the `birthYear` claim); null when the token carries none
   * or one that cannot be a birth year (decision 0463).
   */
  birthYear: number | null;
}

export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  redirect?: string | null;
}

/** A token that must not start a session; `reason` is for the log, never for the browser. */
export class SignInRefused extends Error {
  constructor(readonly reason: string) {
    super(`sign-in refused: ${reason}`);
  }
}

/** The academy single sign-on (INTEGRATIONS.md §1). */
export interface SsoProvider {
  /** The provider's login screen for this one-time state and nonce. */
  authorizeUrl(request: AuthorizeRequest): string;
  /** Checks signature (JWKS, allowed algorithms), issuer, audience, expiry; throws SignInRefused. */
  verify(jwt: string): Promise<SignInClaims>;
  /** Developer sign-in (demo with simulators only): a token as if the member had logged in. */
  issueDevToken(request: {
    memberId: number;
    nonce: string;
    redirect?: string | null;
  }): Promise<string>;
}
