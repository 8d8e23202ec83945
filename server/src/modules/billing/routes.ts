import type { FastifyInstance } from 'fastify';
import {
  calculatePrice,
  deliveryTerms,
  lecturesCall,
  type SeasonCode,
} from '@shop/contract/billing.ts';
import { route } from '../../http/route.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { benefitsOf, deliveryTermsAt, paidCountsByBranch, seasonAt } from './billing-repository.ts';
import type { LecturesService } from './lectures-service.ts';
import { memberOf } from '../auth/member-access.ts';
import type { PriceService } from './price-service.ts';

/**
 * The billing list's lectures and the price preview; also the buy summary's bought counts and
 * used benefits (needs memberRoutes registered first).
 */
export function billingRoutes(
  app: FastifyInstance,
  { lectures, prices }: { lectures: LecturesService; prices: PriceService },
): void {
  const db = app.database.db;

  route(app, lecturesCall(app.config.provider), async ({ request, body }) => ({
    list: await lectures.lectures(memberOf(request), body.stdId),
  }));

  route(app, calculatePrice, async ({ request, body }) => ({
    data: await prices.preview(memberOf(request), body),
  }));

  route(app, deliveryTerms, async () => {
    const terms = await deliveryTermsAt(db, new Date());
    return {
      domesticFeeWon: terms.domesticFeeWon,
      seasons: terms.seasons.map((s) => ({
        code: s.code as SeasonCode,
        startDate: seoulDate(s.startsAt),
        // a season ends at the next one's first midnight: its last day is the day before
        endDate: seoulDate(new Date(s.endsAt.getTime() - 86_400_000)),
      })),
    };
  });

  app.memberStatistics.provide({
    paidCounts: (_memberId, stdIds) => paidCountsByBranch(db, stdIds),
    usedFreeDeliveryBrands: async (_memberId, stdIds) => {
      const season = await seasonAt(db, new Date());
      const used = new Map<number, Set<string>>();
      if (!season) return used;
      for (const b of await benefitsOf(db, season.seasonId, stdIds)) {
        if (b.orderId === null) continue;
        used.set(b.stdId, (used.get(b.stdId) ?? new Set()).add(b.brchType));
      }
      return used;
    },
  });
}
