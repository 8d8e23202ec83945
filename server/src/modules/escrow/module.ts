import type { FastifyInstance, FastifyReply } from 'fastify';
import { orderEscrowDecision } from '@shop/contract/escrow.ts';
import { runJob, runJobOncePerPeriod } from '../../http/job-run.ts';
import { route } from '../../http/route.ts';
import type { EscrowGateway } from '../../integrations/payment-gateway/escrow-gateway.ts';
import { memberOf } from '../auth/member-access.ts';
import { EscrowService } from './escrow-service.ts';

/** Where the gateway posts the buyer's escrow decisions (no session cookie, no context uuid). */
export const ESCROW_NOTI_PATH = '/api/inicis/escrow-noti';

/**
 * 구매안전서비스 after the payment (decisions 0466–0468): the member's decision page, the
 * gateway's decision notifications, the registration of shipped deliveries (right after a
 * shipping step and every notify period, by whichever instance leases the rows) and the
 * once-per-period look at escrows whose confirmation period ran out.
 */
export function installEscrow(
  app: FastifyInstance,
  deps: { gateway: EscrowGateway; contextCheckExempt: Set<string> },
): { afterShipping: () => void } {
  const escrow = new EscrowService(app.database.db, deps.gateway, {
    confirmDays: app.config.escrowConfirmDays,
    publicUrl: app.config.publicUrl,
  });
  app.decorate('escrow', escrow);
  deps.contextCheckExempt.add(ESCROW_NOTI_PATH);

  route(app, orderEscrowDecision, async ({ request, body }) => ({
    data: { url: await escrow.decisionPage(memberOf(request).memberId, body.orderId) },
  }));

  const plain = (reply: FastifyReply, answer: 'OK' | 'FAIL') =>
    reply
      .status(answer === 'OK' ? 200 : 400)
      .type('text/plain; charset=utf-8')
      .send(answer);
  app.post(ESCROW_NOTI_PATH, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    return plain(reply, await escrow.decisionNotification(body as Record<string, unknown>));
  });

  const register = () => void runJob(app, 'escrow-registration', () => escrow.registerDue());
  const timers: NodeJS.Timeout[] = [];
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      timers.push(setInterval(register, app.config.notifyPeriodMs).unref());
      const confirm = () =>
        runJobOncePerPeriod(app, 'escrow-confirmation', () => escrow.confirmSilent());
      await confirm();
      timers.push(setInterval(() => void confirm(), app.config.jobPeriodMs).unref());
    });
  }
  app.addHook('onClose', async () => timers.forEach(clearInterval));
  return { afterShipping: register };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The escrow service (decisions 0466–0468), for its tests (passes on demand). */
    escrow: EscrowService;
  }
}
