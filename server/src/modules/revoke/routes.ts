import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  RecallFeeGatewayPosts,
  RevokeLimits,
  RevokeMessage,
  getParameterOfRevoke,
  orderForCreateRevoke,
  recallCalculate,
  recallCreate,
} from '@shop/contract/revoke.ts';
import { revokeDetail, revokeList } from '@shop/contract/revoke-views.ts';
import { badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { GatewayProtocolError } from '../../integrations/payment-gateway/payment-gateway.ts';
import { monthsBefore, seoulDate } from '../../lib/seoul-time.ts';
import { memberOf } from '../auth/member-access.ts';
import { idempotencyKeyOf } from '../checkout/idempotency.ts';
import { visibilityOf } from '../orders/order-visibility.ts';
import { failTarget, returnPage } from '../payment/return-page.ts';
import type { FeeOutcome, RevokeFeeService } from './revoke-fee-service.ts';
import { countRevokes, listRevokes, revokeDetail as readRevoke } from './revoke-queries.ts';
import type { RevokeService } from './revoke-service.ts';

/** Cancel and return requests (spec 3 §7), the return fee's gateway addresses, the my-page count. */
export function revokeRoutes(
  app: FastifyInstance,
  deps: { revokes: RevokeService; fees: RevokeFeeService; contextCheckExempt: Set<string> },
): void {
  const db = app.database.db;
  const { revokes, fees } = deps;
  for (const path of Object.values(RecallFeeGatewayPosts)) deps.contextCheckExempt.add(path);

  route(app, orderForCreateRevoke, async ({ request, body }) => ({
    data: await revokes.orderForRevoke(memberOf(request), body.orderId),
  }));

  route(app, recallCalculate, async ({ request, body }) => ({
    data: await revokes.calculate(memberOf(request), body),
  }));

  route(app, recallCreate, async ({ request, body }) => ({
    data: await revokes.create(memberOf(request), body, {
      scope: recallCreate.path,
      key: idempotencyKeyOf(request.headers),
      body,
    }),
  }));

  route(app, revokeList, async ({ request, body }) => {
    const end = body.endDate ?? seoulDate(new Date());
    const start = body.startDate ?? monthsBefore(end, RevokeLimits.defaultMonths);
    if (end < start) throw badRequest(RevokeMessage.endBeforeStart, 'endDate');
    return listRevokes(db, visibilityOf(memberOf(request)), { start, end, page: body.page });
  });

  route(app, revokeDetail, async ({ request, body }) => ({
    data: await readRevoke(db, visibilityOf(memberOf(request)), body.revokeId),
  }));

  route(app, getParameterOfRevoke, async ({ request, body }) => ({
    data: await fees.windowForm(memberOf(request), body),
  }));

  const form = (body: unknown) =>
    body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const target = (outcome: FeeOutcome) =>
    outcome.ok
      ? `/mypage/recall-success/${outcome.pgType}/${outcome.revokeId}`
      : failTarget(outcome.reason);
  const unreadable: FeeOutcome = { ok: false, reason: 'unreadable' };
  const page = (reply: FastifyReply, to: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(returnPage(to));
  const guarded = async (run: () => Promise<FeeOutcome>) => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof GatewayProtocolError) return unreadable;
      throw err;
    }
  };

  app.post(RecallFeeGatewayPosts.pcReturn, async (request, reply) =>
    page(reply, target(await guarded(() => fees.pcReturn(form(request.body))))),
  );
  app.post(RecallFeeGatewayPosts.mobileNext, async (request, reply) =>
    reply.redirect(target(await guarded(() => fees.mobileNext(form(request.body)))), 303),
  );
  const plain = (reply: FastifyReply, answer: string) =>
    reply
      .status(answer === 'OK' ? 200 : 400)
      .type('text/plain; charset=utf-8')
      .send(answer);
  for (const path of [RecallFeeGatewayPosts.mobileNoti, RecallFeeGatewayPosts.pcNoti]) {
    app.post(path, async (request, reply) =>
      plain(reply, await fees.depositPosted(form(request.body))),
    );
  }

  app.memberStatistics.provide({
    revokeCount: (memberId, since) => countRevokes(db, memberId, since),
  });
}
