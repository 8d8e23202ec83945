import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  getParameterOfOrder,
  orderPayRelease,
  orderZeroPrice,
  sendArs,
} from '@shop/contract/checkout.ts';
import { orderDropArs, orderDropBanking, orderDropCard } from '@shop/contract/orders.ts';
import { route } from '../../http/route.ts';
import type { OutsideSystems } from '../../integrations/outside-systems.ts';
import { GatewayProtocolError } from '../../integrations/payment-gateway/payment-gateway.ts';
import { memberOf } from '../auth/member-access.ts';
import { recoverAllPending } from './payment-recovery.ts';
import type { CashReceiptJob } from './cash-receipt-job.ts';
import type { PaymentService } from './payment-service.ts';
import { failTarget, resultTarget, returnPage } from './return-page.ts';
import type { SettlementService } from './settlement-service.ts';
import { runJob, runJobOncePerPeriod } from '../../http/job-run.ts';

/** Where the gateway and the ARS service post (no session cookie, no context uuid). */
export const GATEWAY_POSTS = {
  pcReturn: '/api/inicis-pc/pay-order-ok',
  mobileNext: '/api/inicis-mobile/pay-order-next',
  pcNoti: '/api/inicis/pc-noti-service-order',
  mobileNoti: '/api/inicis/mobile-noti-service-order',
  arsNoti: '/api/allat/ars-noti',
} as const;

/** Payment calls, the gateway's return and notification addresses, drops and expiry. */
export function paymentRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentService;
    settlement: SettlementService;
    receipts: CashReceiptJob;
    outside: OutsideSystems;
    contextCheckExempt: Set<string>;
  },
): void {
  const db = app.database.db;
  const { paymentGateway } = deps.outside;
  const { payments: paymentsService, settlement } = deps;
  for (const path of Object.values(GATEWAY_POSTS)) deps.contextCheckExempt.add(path);

  route(app, getParameterOfOrder, async ({ request, body }) => ({
    data: await paymentsService.windowForm(memberOf(request), body),
  }));

  route(app, orderPayRelease, async ({ request, body }) => ({
    data: {
      orderId: body.orderId,
      state: await paymentsService.cardAttempts.releaseForMember(memberOf(request), body.orderId),
    },
  }));

  route(app, orderZeroPrice, async ({ request, body }) => {
    await paymentsService.zeroPrice(memberOf(request), body.orderId);
    return { data: { orderId: body.orderId } };
  });

  route(app, sendArs, async ({ request, body }) => ({
    data: await settlement.sendArs(memberOf(request), body.orderId, body.arsPhone),
  }));

  route(app, orderDropBanking, async ({ request, body }) => {
    await settlement.drop(memberOf(request), body.orderId, '가상계좌');
    return { data: { orderId: body.orderId } };
  });

  route(app, orderDropCard, async ({ request, body }) => {
    await settlement.drop(memberOf(request), body.orderId, '신용카드');
    return { data: { orderId: body.orderId } };
  });

  route(app, orderDropArs, async ({ request, body }) => {
    await settlement.drop(memberOf(request), body.orderId, 'ARS');
    return { data: { orderId: body.orderId } };
  });

  const form = (body: unknown) =>
    body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // The popup came from the gateway's origin: a COOP other than unsafe-none here would put it in
  // a new browsing context group and cut it from its opener, the pay page it must send onwards.
  const page = (reply: FastifyReply, target: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(returnPage(target));
  const unreadable = (err: unknown) => err instanceof GatewayProtocolError;

  app.post(GATEWAY_POSTS.pcReturn, async (request, reply) => {
    try {
      return page(reply, resultTarget(await paymentsService.pcReturn(form(request.body))));
    } catch (err) {
      if (!unreadable(err)) throw err;
      return page(reply, failTarget('unreadable'));
    }
  });

  app.post(GATEWAY_POSTS.mobileNext, async (request, reply) => {
    try {
      return reply.redirect(
        resultTarget(await paymentsService.mobileNext(form(request.body))),
        303,
      );
    } catch (err) {
      if (!unreadable(err)) throw err;
      return reply.redirect(failTarget('unreadable'), 303);
    }
  });

  const plain = (reply: FastifyReply, answer: string) =>
    reply
      .status(answer === 'OK' ? 200 : 400)
      .type('text/plain; charset=utf-8')
      .send(answer);
  // a deposit's cash receipt is issued right after the deposit committed (decision 0464); a
  // failure leaves it to the receipt job's next pass
  const issueReceipts = () => void runJob(app, 'cash-receipts', () => deps.receipts.runOnce());
  const deposit = async (request: { body: unknown }, reply: FastifyReply) => {
    const answer = await settlement.deposit(form(request.body));
    if (answer === 'OK') issueReceipts();
    return plain(reply, answer);
  };
  app.post(GATEWAY_POSTS.pcNoti, deposit);
  app.post(GATEWAY_POSTS.mobileNoti, deposit);
  app.post(GATEWAY_POSTS.arsNoti, async (request, reply) =>
    plain(reply, await settlement.arsNotification(form(request.body))),
  );

  // recovery of approvals left unrecorded, then the hourly expiry of unpaid accounts and codes
  const timers: NodeJS.Timeout[] = [];
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      await recoverAllPending(db, paymentGateway).catch((err: unknown) =>
        app.log.error({ err }, 'payment recovery failed'),
      );
      const expire = () =>
        runJobOncePerPeriod(app, 'unpaid-expiry', () => settlement.expireUnpaid());
      await expire();
      timers.push(setInterval(() => void expire(), app.config.jobPeriodMs).unref());
      // card windows run out in 30 minutes: checked every 5 (decision 0243)
      const expireCards = () =>
        runJob(app, 'card-window-expiry', () => paymentsService.cardAttempts.expire());
      await expireCards();
      timers.push(setInterval(() => void expireCards(), 5 * 60_000).unref());
      // receipts left by a failed call or a crash: every notify period, by whichever instance
      timers.push(setInterval(issueReceipts, app.config.notifyPeriodMs).unref());
    });
  }
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
