import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  claimWebSiteCategoryChoices,
  claimWebsiteCreate,
  claimWebsiteDel,
  claimWebsiteListQuery,
} from '@shop/contract/claim.ts';
import { unauthenticated } from '../../http/errors.ts';
import { MemberLimits } from '../../http/member-limits.ts';
import { route } from '../../http/route.ts';
import { CLAIM_CATEGORIES } from './claim-categories.ts';
import type { ClaimService } from './claim-service.ts';

/** The signed-in member of a member-svc call (the session hook already refuses visitors). */
function memberOf(request: FastifyRequest): number {
  const { memberId } = request.viewer;
  if (memberId === null) throw unauthenticated();
  return memberId;
}

export function claimRoutes(app: FastifyInstance, claims: ClaimService): void {
  route(app, claimWebSiteCategoryChoices, async () => ({
    list: CLAIM_CATEGORIES.map((categoryName) => ({ categoryName })),
  }));

  route(app, claimWebsiteListQuery, async ({ body, request }) =>
    claims.list(memberOf(request), body.page),
  );

  route(app, claimWebsiteCreate, async ({ body, request }) => {
    const memberId = memberOf(request);
    await app.limits.take(MemberLimits.inquiriesPerMember, memberId);
    return { data: { claimWebSiteId: await claims.create(memberId, body) } };
  });

  route(app, claimWebsiteDel, async ({ body, request }) => {
    await claims.remove(memberOf(request), body.claimWebSiteId);
    return { data: { claimWebSiteId: body.claimWebSiteId } };
  });
}
