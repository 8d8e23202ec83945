import { randomBytes } from 'node:crypto';
import { AuthErrorCode } from '@shop/contract/auth.ts';
import { AuthMessage } from '@shop/contract/auth-messages.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import type { SessionProfile } from '../../db/schema/sessions.ts';
import { AppError } from '../../http/errors.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
  type MemberRecord,
} from '../../integrations/class-records/class-records.ts';
import { SignInRefused, type SsoProvider } from '../../integrations/sso/sso-provider.ts';
import type { SessionPolicy } from './session-policy.ts';
import type { SessionStore, StoredSession } from './session-repository.ts';
import { hashToken, newToken } from './session-token.ts';

export const signInRefused = () =>
  new AppError(401, AuthErrorCode.signInRefused, AuthMessage.signInRefused);
export const loginMismatch = () =>
  new AppError(409, ErrorCode.loginMismatch, AuthMessage.loginMismatch);
export const classRecordsUnavailable = () =>
  new AppError(503, AuthErrorCode.classRecordsUnavailable, AuthMessage.classRecordsUnavailable);

/** A path of this shop to return to; anything else (other hosts, `//host`, `/\host`) is dropped. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function profileOf(record: MemberRecord): SessionProfile {
  const { stdId, stdName, loginId, loginType, stdHandPhone } = record.account;
  return {
    account: { stdId, stdName, loginId, loginType, stdHandPhone },
    isInstituteAccount: record.isInstituteAccount,
    acl: record.accessList.map(({ stdId, stdName, brchId, brchName, brchType, brchHomepage }) => ({
      stdId,
      stdName,
      brchId,
      brchName,
      brchType,
      brchHomepage,
    })),
  };
}

/**
 * PN-409 rule (decision 0023): the academy's record of the session's member must still be
 * the same person: the member exists and its account keeps the student id and login id the
 * session was made with. Changed branches or names are taken over silently.
 */
export function isSamePerson(profile: SessionProfile, record: MemberRecord | null): boolean {
  return (
    record !== null &&
    record.account.stdId === profile.account.stdId &&
    record.account.loginId === profile.account.loginId
  );
}

/** JSON with sorted keys: a jsonb column gives keys back in its own order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const random = () => randomBytes(24).toString('base64url');

/** Sign-in through the academy SSO, developer sign-in, and the member's record behind a session. */
export class SignInService {
  constructor(
    private readonly store: SessionStore,
    private readonly sso: SsoProvider,
    private readonly records: ClassRecords,
    private readonly policy: SessionPolicy,
    private readonly returnUri: string,
  ) {}

  /** A one-time state and nonce bound to a new browser cookie; the SSO address to go to. */
  async start(redirect: string | null): Promise<{ authorizeUrl: string; bindingToken: string }> {
    const { state, nonce, bindingToken } = await this.newSignIn(redirect);
    const authorizeUrl = this.sso.authorizeUrl({
      redirectUri: this.returnUri,
      state,
      nonce,
      redirect,
    });
    return { authorizeUrl, bindingToken };
  }

  /** Developer sign-in: a token from the SSO for the member of this student, as if it logged in. */
  async devToken(stdId: number): Promise<{ jwt: string; memberId: number; bindingToken: string }> {
    const memberId = await this.guard(() => this.records.memberOfStudent(stdId));
    if (memberId === null) {
      throw new AppError(404, ErrorCode.notFound, AuthMessage.noMemberOfStudent);
    }
    const { nonce, bindingToken } = await this.newSignIn(null);
    const jwt = await this.sso.issueDevToken({ memberId, nonce });
    return { jwt, memberId, bindingToken };
  }

  /**
   * Verifies the token, uses up its sign-in (nonce, same browser), reads the member's record and
   * makes a session. Nothing is written unless every check passes, except the used nonce.
   */
  async complete(
    jwt: string,
    bindingToken: string | undefined,
  ): Promise<{ token: string; session: StoredSession; redirect: string | null }> {
    let claims;
    try {
      claims = await this.sso.verify(jwt);
    } catch (err) {
      if (err instanceof SignInRefused) throw signInRefused().withReason(`token: ${err.reason}`);
      throw err;
    }
    if (!bindingToken) throw signInRefused().withReason('no binding cookie');
    const signIn = await this.store.consumeSignIn(claims.nonce, hashToken(bindingToken));
    if (!signIn) throw signInRefused().withReason('sign-in unknown, used or of another browser');
    const record = await this.guard(() => this.records.member(claims.memberId));
    if (!record) throw signInRefused().withReason('no class record of the member');
    if (claims.loginId !== null && claims.loginId !== record.account.loginId) throw loginMismatch();
    await this.store.sweep();
    const { token, session } = await this.store.create(
      record.memberId,
      profileOf(record),
      this.policy.ttlMs,
      claims.birthYear,
    );
    return { token, session, redirect: safeReturnPath(claims.redirect) ?? signIn.redirect };
  }

  /**
   * The session's profile as the academy has it now. PN-409 when the record no longer matches;
   * the stored profile when the class records do not answer (an outage does not sign anyone out).
   */
  async currentProfile(session: StoredSession): Promise<SessionProfile> {
    let record: MemberRecord | null;
    try {
      record = await this.records.member(session.memberId);
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable) return session.profile;
      throw err;
    }
    if (!isSamePerson(session.profile, record)) {
      await this.store.delete(session.sessionId);
      throw loginMismatch();
    }
    const profile = profileOf(record!);
    if (canonicalJson(profile) !== canonicalJson(session.profile)) {
      await this.store.updateProfile(session.sessionId, profile);
    }
    return profile;
  }

  private async newSignIn(redirect: string | null) {
    const state = random();
    const nonce = random();
    const binding = newToken();
    await this.store.startSignIn({
      state,
      nonce,
      bindingHash: binding.hash,
      redirect,
      ttlMs: this.policy.signInTtlMs,
    });
    return { state, nonce, bindingToken: binding.token };
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable) throw classRecordsUnavailable();
      throw err;
    }
  }
}
