import type { FastifyInstance } from 'fastify';
import type { ClassRecords } from '../../integrations/class-records/class-records.ts';
import type { OutsideSystems } from '../../integrations/outside-systems.ts';
import type { SettlementService } from '../payment/settlement-service.ts';
import { runJob, runJobOncePerPeriod } from '../../http/job-run.ts';
import { RefundExecutor } from './refund-executor.ts';
import { revokeDevRoutes } from './revoke-dev-routes.ts';
import { RevokeFeeService } from './revoke-fee-service.ts';
import { RevokeService } from './revoke-service.ts';
import { RevokeStaffService } from './revoke-staff-service.ts';
import { revokeRoutes } from './routes.ts';

/**
 * Cancel and return requests (decision 0203): the services, the members' calls, the developer
 * calls; the staff steps for the back office (`app.revokeStaff`). Return-fee deposits reach the
 * fee service through the payment module's settlement (one notification address for both).
 */
export function installRevoke(
  app: FastifyInstance,
  deps: {
    classRecords: ClassRecords;
    outside: OutsideSystems;
    settlement: SettlementService;
    contextCheckExempt: Set<string>;
  },
): void {
  const db = app.database.db;
  const gateway = deps.outside.paymentGateway;
  // a refund call and the inquiry after it, each within the gateway timeout, and a margin
  const refunds = new RefundExecutor(db, gateway, 2 * app.config.pgTimeoutMs + 5_000);
  const revokes = new RevokeService(db, {
    classRecords: deps.classRecords,
    addressBook: deps.outside.addressBook,
    refunds,
    log: (err) => app.log.warn({ err }, 'refund not started after the request was stored'),
  });
  const fees = new RevokeFeeService(db, gateway, app.config.publicUrl);
  const staff = new RevokeStaffService(db, refunds);
  app.decorate('revokeStaff', staff);
  deps.settlement.otherDeposits = (n) => fees.deposit(n);
  revokeRoutes(app, { revokes, fees, contextCheckExempt: deps.contextCheckExempt });
  revokeDevRoutes(app, staff);
  scheduleRevokeJobs(app, fees, refunds);
}

/** The overdue return fees' withdrawal and the settlement of refunds cut off by a crash. */
function scheduleRevokeJobs(
  app: FastifyInstance,
  fees: RevokeFeeService,
  refunds: RefundExecutor,
): void {
  const timers: NodeJS.Timeout[] = [];
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      const withdraw = () =>
        runJobOncePerPeriod(app, 'return-fee-withdrawal', () => fees.withdrawOverdue());
      timers.push(setInterval(() => void withdraw(), app.config.jobPeriodMs).unref());
      // refunds cut off by a crash: settled at start, and again once the lease of any attempt
      // started just before the crash has run out (then every 5 minutes)
      const settle = () => runJob(app, 'refund-settlement', () => refunds.settleInterrupted());
      await settle();
      timers.push(setTimeout(() => void settle(), refunds.callLeaseMs).unref());
      timers.push(setInterval(() => void settle(), 5 * 60_000).unref());
    });
  }
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff steps of cancel/return requests, for the back office's routes and their tests. */
    revokeStaff: RevokeStaffService;
  }
}
