import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { STAFF_CSRF_HEADER, StaffErrorCode, StaffMessage } from '@shop/contract/admin-auth.ts';
import { roleAllows, type StaffPermission } from '@shop/contract/admin-permissions.ts';
import { AppError, forbidden, unauthenticated } from '../../http/errors.ts';
import type { StaffSessionPolicy } from './staff-session-policy.ts';
import type { StaffActor, StaffSessionStore } from './staff-session-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a back-office call; null elsewhere and for anyone else. */
    staff: StaffActor | null;
  }
}

export const ADMIN_API_PREFIX = '/api/admin/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Loads the staff session of `/api/admin/*` calls (and of no other path: a staff session never
 * acts as a member), slides its expiry and enforces the CSRF rule: a state-changing staff call
 * must be JSON (an upload: application/octet-stream) and carry X-Staff-Csrf equal to its
 * session's token. `signInPath` has no session
 * yet; being JSON-only it cannot be sent by another site's form.
 */
export function installStaffSessionHook(
  app: FastifyInstance,
  store: StaffSessionStore,
  policy: StaffSessionPolicy,
  signInPath: string,
): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(ADMIN_API_PREFIX)) return;
    const changes = !SAFE_METHODS.has(request.method);
    // an upload's body is the file: application/octet-stream, which no form can send either
    const type = request.routeOptions.config.rawBody
      ? 'application/octet-stream'
      : 'application/json';
    if (changes && !String(request.headers['content-type'] ?? '').startsWith(type)) {
      throw new AppError(415, StaffErrorCode.csrf, StaffMessage.csrf);
    }
    const token = request.cookies[policy.cookie];
    if (!token) return;
    const session = await store.find(token);
    if (!session) {
      reply.clearCookie(policy.cookie, policy.cookieOptions());
      return;
    }
    const next = policy.slide(session);
    if (next) {
      await store.extend(session.sessionId, next);
      session.expiresAt = next;
    }
    request.staff = session;
    if (
      changes &&
      path !== signInPath &&
      request.headers[STAFF_CSRF_HEADER] !== session.csrfToken
    ) {
      throw new AppError(403, StaffErrorCode.csrf, StaffMessage.csrf);
    }
  });
}

/** The staff member of a call that passed `requireStaff` or `requirePermission`. */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

/** Any signed-in staff member, even one that still has to change a temporary password. */
export const requireStaff: preHandlerHookHandler = async (request) => {
  staffOf(request);
};

/**
 * The guard of every staff call: 401 without a staff session (a member's session is none),
 * 403 while a temporary password is unchanged or when the role lacks the permission
 * (contract/src/admin-permissions.ts).
 */
export function requirePermission(permission: StaffPermission): preHandlerHookHandler {
  return async (request) => {
    const staff = staffOf(request);
    if (staff.mustChangePassword) {
      throw new AppError(
        403,
        StaffErrorCode.passwordChangeRequired,
        StaffMessage.passwordChangeRequired,
      );
    }
    if (!roleAllows(staff.role, permission)) throw forbidden();
  };
}
