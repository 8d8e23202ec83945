import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import type { StaffPermission } from '@shop/contract/admin-permissions.ts';
import type { Call } from '@shop/contract/call.ts';
import { route, type CallContext, type FileAnswer, type JsonText } from '../../http/route.ts';
import { ADMIN_API_PREFIX, requirePermission, requireStaff } from './staff-session-hook.ts';

/** Who may call a staff endpoint: a permission, any signed-in staff member, or anyone (sign-in). */
export type StaffAccess = StaffPermission | 'signedIn' | 'public';

export interface StaffEndpoint {
  method: string;
  path: string;
  access: StaffAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api/admin/*` route with who may call it (the permission tests walk this list). */
    staffEndpoints: StaffEndpoint[];
  }
}

const key = (method: string, path: string) => `${method} ${path}`;

/**
 * Makes `staffRoute` the only way to add an `/api/admin/*` route: any other registration under
 * that prefix fails at start. The guard runs before validation, so a refused caller learns
 * nothing about the body a call expects.
 */
export function installStaffRouteGuard(app: FastifyInstance): void {
  app.decorate('staffEndpoints', []);
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith(ADMIN_API_PREFIX)) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      // the HEAD twin of a GET route is guarded like it
      const asked = key(method === 'HEAD' ? 'GET' : method, options.url);
      const endpoint = app.staffEndpoints.find((e) => key(e.method, e.path) === asked);
      if (!endpoint)
        throw new Error(`${method} ${options.url}: staff routes are added with staffRoute()`);
      const guard = guardOf(endpoint.access);
      if (!guard) continue;
      const existing = options.preValidation;
      options.preValidation = existing ? [guard, ...[existing].flat()] : guard;
    }
  });
}

function guardOf(access: StaffAccess): preHandlerHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'signedIn') return requireStaff;
  return requirePermission(access);
}

/** Registers one staff call of the contract, guarded by `access` on the server. */
export function staffRoute<C extends Call>(
  app: FastifyInstance,
  call: C,
  access: StaffAccess,
  handler: (ctx: CallContext<C>) => Promise<z.input<C['response']> | JsonText | FileAnswer>,
): void {
  app.staffEndpoints.push({ method: call.method, path: call.path, access });
  route(app, call, handler);
}
