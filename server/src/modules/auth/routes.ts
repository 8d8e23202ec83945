import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authStateFetch,
  loginSyncCall,
  logoutPath,
  ssoPath,
  type AuthState,
} from '@shop/contract/auth.ts';
import { CONTEXT_UUID_HEADER, ErrorCode } from '@shop/contract/common.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { SessionPolicy } from './session-policy.ts';
import type { SessionStore, StoredSession } from './session-repository.ts';
import { safeReturnPath, type SignInService } from './sign-in-service.ts';
import { contextMismatch, viewerOf } from './session-hook.ts';
import { signOutPage } from './sign-out-page.ts';
import { ageBandOf } from './age-band.ts';
import { VISITOR, type Viewer } from './viewer.ts';

/**
 * Which of the asked categories (all when none are asked) the viewer may open, and every access
 * rule: the catalog's answer, handed in because the catalog stands on auth (its viewer), not the
 * other way round.
 */
export type CategoryAccessOf = (
  viewer: Viewer,
  asked: readonly number[],
) => Promise<Pick<AuthState, 'accessiableCategoryIds' | 'categoryAccessList'>>;

export interface AuthDeps {
  categoryAccess: CategoryAccessOf;
  signIn: SignInService;
  store: SessionStore;
  policy: SessionPolicy;
}

/** Puts a new session in place of any earlier one of this browser (a fresh id at every sign-in). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<AuthDeps, 'store' | 'policy'>,
  result: { token: string; session: StoredSession },
): Promise<void> {
  if (request.memberSession) await deps.store.delete(request.memberSession.sessionId);
  reply.setCookie(deps.policy.sessionCookie, result.token, deps.policy.cookieOptions());
  reply.clearCookie(deps.policy.bindingCookie, deps.policy.cookieOptions());
  request.memberSession = result.session;
  request.viewer = viewerOf(result.session.memberId, result.session.profile);
}

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { config } = app;
  const { categoryAccess, signIn, store, policy } = deps;

  /** Browser navigation: a one-time sign-in bound to this browser, then the SSO's login screen. */
  app.get<{ Querystring: { redirect?: string } }>(
    ssoPath(config.provider),
    { schema: { hide: true } },
    async (request, reply) => {
      const { authorizeUrl, bindingToken } = await signIn.start(
        safeReturnPath(request.query.redirect),
      );
      reply.setCookie(
        policy.bindingCookie,
        bindingToken,
        policy.cookieOptions(policy.signInTtlMs / 1000),
      );
      return reply.header('cache-control', 'no-store').redirect(authorizeUrl, 302);
    },
  );

  route(app, loginSyncCall(config.provider), async ({ body, request, reply }) => {
    const result = await signIn.complete(body.jwt, request.cookies[policy.bindingCookie]);
    await startSession(request, reply, deps, result);
    return { uuid: result.session.contextUuid };
  });

  /**
   * A GET changes nothing (an image tag on any page could sign a member out): it shows a page with
   * a sign-out button that posts back here, carrying the session's context uuid as its form field.
   */
  app.get(logoutPath(config.provider), { schema: { hide: true } }, async (request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(signOutPage(logoutPath(config.provider), request.memberSession?.contextUuid));
  });

  /**
   * Ends the session and returns home. The CSRF rule of every state-changing call: the context
   * uuid, as the X-Context-Uuid header (the web's calls) or as the sign-out page's form field.
   */
  app.post<{ Body: { contextUuid?: unknown } | undefined }>(
    logoutPath(config.provider),
    { schema: { hide: true } },
    async (request, reply) => {
      const session = request.memberSession;
      if (session) {
        const sent = request.headers[CONTEXT_UUID_HEADER] ?? request.body?.contextUuid;
        if (sent !== session.contextUuid) throw contextMismatch();
        await store.delete(session.sessionId);
      }
      request.memberSession = null;
      reply.clearCookie(policy.sessionCookie, policy.cookieOptions());
      return reply.header('cache-control', 'no-store').redirect('/', 303);
    },
  );

  route(app, authStateFetch, async ({ body, request, reply }) => {
    const session = request.memberSession;
    let profile = null;
    if (session) {
      try {
        profile = await signIn.currentProfile(session);
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.loginMismatch) {
          // the row is gone: the answer says so and the browser drops the cookie
          request.memberSession = null;
          reply.clearCookie(policy.sessionCookie, policy.cookieOptions());
        }
        throw err;
      }
    }
    const viewer = session && profile ? viewerOf(session.memberId, profile) : VISITOR;
    return {
      uuid: session?.contextUuid ?? null,
      authenticated: session !== null,
      memberId: session?.memberId ?? null,
      creverseAddrUrl: session ? `${config.urls.addressBook}/manage` : null,
      creverseAccount: profile
        ? {
            stdId: profile.account.stdId,
            stdName: profile.account.stdName,
            stdHandPhone: profile.account.stdHandPhone,
            loginType: profile.account.loginType,
          }
        : null,
      creverseAcl: profile
        ? { isInstituteAccount: profile.isInstituteAccount, list: profile.acl }
        : null,
      ageBand:
        session && profile
          ? ageBandOf(
              { loginType: profile.account.loginType, birthYear: session.birthYear },
              new Date(),
            )
          : null,
      ...(await categoryAccess(viewer, body.categoryIds)),
    };
  });
}
