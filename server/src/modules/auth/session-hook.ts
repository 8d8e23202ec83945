import type { FastifyInstance } from 'fastify';
import { AuthErrorCode } from '@shop/contract/auth.ts';
import { AuthMessage } from '@shop/contract/auth-messages.ts';
import { CONTEXT_UUID_HEADER, SESSION_EXPIRE_HEADER } from '@shop/contract/common.ts';
import type { SessionProfile } from '../../db/schema/sessions.ts';
import { AppError, unauthenticated } from '../../http/errors.ts';
import type { SessionPolicy } from './session-policy.ts';
import type { SessionStore, StoredSession } from './session-repository.ts';
import type { Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session of this request; null for visitors. */
    memberSession: StoredSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal of a state-changing call whose context uuid is not the session's (the CSRF rule). */
export function contextMismatch(): AppError {
  return new AppError(403, AuthErrorCode.contextMismatch, AuthMessage.contextMismatch);
}

export function viewerOf(memberId: number, profile: SessionProfile): Viewer {
  return { memberId, brchTypes: new Set(profile.acl.map((a) => a.brchType)) };
}

/**
 * Loads the session of API requests that carry the cookie (visitors cost no query), slides its
 * expiry, sets `request.viewer`, and enforces the rules of architecture §3:
 * - a state-changing call of a signed-in session needs `X-Context-Uuid` equal to the session's
 *   uuid (calls in `contextCheckExempt` prove themselves otherwise);
 * - `/api/member-svc/*` answers 401 to visitors;
 * - every answer to a signed-in session carries `X-Session-Expire` (epoch ms).
 */
export function installSessionHook(
  app: FastifyInstance,
  store: SessionStore,
  policy: SessionPolicy,
  contextCheckExempt: ReadonlySet<string>,
): void {
  app.decorateRequest('memberSession', null);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const token = request.cookies[policy.sessionCookie];
    if (token) {
      const session = await store.find(token);
      if (!session) {
        reply.clearCookie(policy.sessionCookie, policy.cookieOptions());
      } else {
        const next = policy.slide(session);
        if (next) {
          await store.extend(session.sessionId, next);
          session.expiresAt = next;
        }
        request.memberSession = session;
        request.viewer = viewerOf(session.memberId, session.profile);
        const exempt = contextCheckExempt.has(request.routeOptions.url ?? path);
        if (!SAFE_METHODS.has(request.method) && !exempt) {
          if (request.headers[CONTEXT_UUID_HEADER] !== session.contextUuid) {
            throw contextMismatch();
          }
        }
      }
    }
    if (path.startsWith('/api/member-svc/') && !request.memberSession) throw unauthenticated();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.memberSession) {
      reply.header(SESSION_EXPIRE_HEADER, String(request.memberSession.expiresAt.getTime()));
    }
    return payload;
  });
}
