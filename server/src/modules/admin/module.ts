import type { FastifyInstance } from 'fastify';
import { staffSignIn } from '@shop/contract/admin-auth.ts';
import type { ClassRecords } from '../../integrations/class-records/class-records.ts';
import { AnswerTemplateService } from './answer-template-service.ts';
import { auditRoutes } from './audit-routes.ts';
import { InquiryAdminService } from './inquiry-service.ts';
import { inquiryRoutes } from './inquiry-routes.ts';
import { decoyHash } from '../../lib/password-hash.ts';
import { StaffAuthService } from './staff-auth-service.ts';
import { staffAuthRoutes } from './staff-auth-routes.ts';
import { installStaffRouteGuard } from './staff-route.ts';
import { staffRoutes } from './staff-routes.ts';
import { StaffService } from './staff-service.ts';
import { installStaffSessionHook } from './staff-session-hook.ts';
import { StaffSessionPolicy } from './staff-session-policy.ts';
import { StaffSessionStore } from './staff-session-repository.ts';

export interface AdminDeps {
  classRecords: ClassRecords;
  /**
   * The member session's CSRF exemptions (auth/module.ts): staff calls prove themselves with the
   * staff session's own token, so a member cookie in the same browser must not refuse them.
   */
  memberContextCheckExempt: Set<string>;
}

/**
 * The back office (issue 9): staff sessions and their guard, then the staff calls. Later
 * back-office modules (orders, payments, cancel/return) register their calls with
 * `staffRoute(app, call, permission, handler)` after this and audit with `withAudit`.
 */
export function installAdmin(app: FastifyInstance, deps: AdminDeps): void {
  const { db } = app.database;
  const policy = new StaffSessionPolicy(app.config);
  const store = new StaffSessionStore(db);
  // computed once at start, so that the first unknown login id is not slower than the next ones
  void decoyHash();
  installStaffRouteGuard(app);
  installStaffSessionHook(app, store, policy, staffSignIn.path);
  app.addHook('onRoute', (options) => {
    if (options.url.startsWith('/api/admin/')) deps.memberContextCheckExempt.add(options.url);
  });

  staffAuthRoutes(app, { service: new StaffAuthService(db, store, policy), store, policy });
  staffRoutes(app, new StaffService(db, store));
  inquiryRoutes(app, new InquiryAdminService(db, deps.classRecords), new AnswerTemplateService(db));
  auditRoutes(app);
}
