import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Limits } from '@shop/contract/common.ts';
import {
  fetchBuySummaryStatistics,
  fetchCartStatistics,
  fetchOrderStatistics,
} from '@shop/contract/member.ts';
import { unauthenticated } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
} from '../../integrations/class-records/class-records.ts';
import { classRecordsUnavailable } from '../auth/sign-in-service.ts';
import { buildBuySummary } from './buy-summary.ts';
import type { MemberStatistics } from './member-statistics.ts';

/** Start of the my-page summary window: the same day 3 months ago (spec 1 §9). */
export function summarySince(now = new Date()): Date {
  const since = new Date(now);
  since.setMonth(since.getMonth() - Limits.summaryMonths);
  return since;
}

function memberIdOf(request: FastifyRequest): number {
  const session = request.memberSession;
  if (!session) throw unauthenticated();
  return session.memberId;
}

/** The my-page statistics calls; `/api/member-svc/*` is closed to visitors by the session hook. */
export function memberRoutes(
  app: FastifyInstance,
  { statistics, classRecords }: { statistics: MemberStatistics; classRecords: ClassRecords },
): void {
  route(app, fetchOrderStatistics, async ({ request }) => {
    const memberId = memberIdOf(request);
    const since = summarySince();
    const s = statistics.source;
    const [orderCount, revokeCount, claimCount, waitBankingList] = await Promise.all([
      s.orderCount(memberId, since),
      s.revokeCount(memberId, since),
      s.claimCount(memberId, since),
      s.waitBankingList(memberId),
    ]);
    return {
      data: {
        orderCount,
        revokeCount,
        claimCount,
        waitBankingCount: waitBankingList.length,
        waitBankingList,
      },
    };
  });

  route(app, fetchCartStatistics, async ({ request }) => {
    return { data: await statistics.source.cartCounts(memberIdOf(request)) };
  });

  route(app, fetchBuySummaryStatistics, async ({ request }) => {
    const memberId = memberIdOf(request);
    let record, lectures;
    try {
      [record, lectures] = await Promise.all([
        classRecords.member(memberId),
        classRecords.lectures(memberId),
      ]);
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable) throw classRecordsUnavailable();
      throw err;
    }
    if (!record) return { buySummaryList: [] };
    const stdIds = [...new Set(record.accessList.map((a) => a.stdId))];
    const [paid, used] = await Promise.all([
      statistics.source.paidCounts(memberId, stdIds),
      statistics.source.usedFreeDeliveryBrands(memberId, stdIds),
    ]);
    return { buySummaryList: buildBuySummary(record, lectures, paid, used) };
  });
}
