import type { FastifyInstance } from 'fastify';
import {
  staffMe,
  staffPasswordChange,
  staffSignIn,
  staffSignOut,
} from '@shop/contract/admin-auth.ts';
import { auditActorOf } from './audit-log.ts';
import { sessionState, type StaffAuthService } from './staff-auth-service.ts';
import { staffOf } from './staff-session-hook.ts';
import type { StaffSessionPolicy } from './staff-session-policy.ts';
import type { StaffSessionStore } from './staff-session-repository.ts';
import { staffRoute } from './staff-route.ts';

export interface StaffAuthDeps {
  service: StaffAuthService;
  store: StaffSessionStore;
  policy: StaffSessionPolicy;
}

/** Staff sign-in, sign-out, the session state and the own password change. */
export function staffAuthRoutes(app: FastifyInstance, deps: StaffAuthDeps): void {
  const { service, store, policy } = deps;

  staffRoute(app, staffSignIn, 'public', async ({ body, request, reply }) => {
    const { token, state } = await service.signIn(body.loginId, body.password, request.ip ?? null);
    // a fresh session id at every sign-in; the browser's earlier staff session ends
    if (request.staff) await store.delete(request.staff.sessionId);
    reply.setCookie(policy.cookie, token, policy.cookieOptions());
    reply.header('cache-control', 'no-store');
    return { data: state };
  });

  staffRoute(app, staffSignOut, 'signedIn', async ({ request, reply }) => {
    await service.signOut(staffOf(request), request.ip ?? null);
    request.staff = null;
    reply.clearCookie(policy.cookie, policy.cookieOptions());
    return { data: { signedOut: true as const } };
  });

  staffRoute(app, staffMe, 'signedIn', async ({ request, reply }) => {
    const staff = staffOf(request);
    reply.header('cache-control', 'no-store');
    return { data: sessionState(staff, staff) };
  });

  staffRoute(app, staffPasswordChange, 'signedIn', async ({ body, request }) => {
    const staff = staffOf(request);
    const state = await service.changePassword(
      staff,
      auditActorOf(request),
      body.currentPassword,
      body.newPassword,
    );
    return { data: state };
  });
}
