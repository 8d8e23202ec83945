import type { FastifyInstance } from 'fastify';
import {
  adminMemberErasure,
  adminRetentionDryRun,
  adminRetentionPurge,
  adminRetentionRuns,
  adminRetentionSave,
  adminRetentionSettings,
} from '@shop/contract/admin-records.ts';
import { runJobOncePerPeriod } from '../../http/job-run.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { eraseMember } from './member-erasure.ts';
import { RetentionService } from './retention-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records kept by law: the tests run the periodic job's period through it. */
    retention: RetentionService;
  }
}

/**
 * Records kept by law (issue 21 item 6, decisions 0506–0509): the periods, the purge (dry run,
 * then the real run) by staff and by a job once per period across instances, and a member's
 * erasure. Every call needs records.manage. Registered after `installAdmin`.
 */
export function installRecords(app: FastifyInstance): void {
  const db = app.database.db;
  const retention = new RetentionService(db);
  app.decorate('retention', retention);

  staffRoute(app, adminRetentionSettings, 'records.manage', async () => ({
    list: await retention.settings(),
  }));
  staffRoute(app, adminRetentionSave, 'records.manage', async ({ body, request }) => ({
    data: await retention.save(auditActorOf(request), body.kind, body.years),
  }));
  staffRoute(app, adminRetentionRuns, 'records.manage', async () => retention.overview());
  staffRoute(app, adminRetentionDryRun, 'records.manage', async ({ request }) => ({
    data: await retention.dryRun(auditActorOf(request)),
  }));
  staffRoute(app, adminRetentionPurge, 'records.manage', async ({ body, request }) => ({
    data: await retention.purge(auditActorOf(request), body.dryRunId),
  }));
  staffRoute(app, adminMemberErasure, 'records.manage', async ({ body, request }) => ({
    data: await eraseMember(db, auditActorOf(request), body.memberId, body.reason),
  }));

  // the tests run periods through `app.retention.jobRun()`; a timer would race them
  if (app.config.env === 'test') return;
  const periodMs = app.config.retentionPeriodMs;
  const run = () => runJobOncePerPeriod(app, 'retention-purge', () => retention.jobRun(), periodMs);
  const timer = setInterval(() => void run(), periodMs);
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
