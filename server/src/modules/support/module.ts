import type { FastifyInstance } from 'fastify';
import { claimRoutes } from './claim-routes.ts';
import { ClaimService } from './claim-service.ts';
import { documentRoutes } from './document-routes.ts';
import { supportFileRoutes } from './file-routes.ts';

/** Customer support (decision 0203): 1:1 inquiries and the shop's published documents. */
export function installSupport(app: FastifyInstance): void {
  const claims = new ClaimService(app.database.db);
  claimRoutes(app, claims);
  // the my-page bar counts the member's inquiries of the last three months
  app.memberStatistics.provide({
    claimCount: (memberId, since) => claims.countSince(memberId, since),
  });
  supportFileRoutes(app);
  documentRoutes(app);
}
