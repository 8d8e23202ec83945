import type { FastifyInstance } from 'fastify';
import { adminSiteIdentity, adminSiteIdentitySave } from '@shop/contract/business-identity.ts';
import { siteIdentityRead } from '@shop/contract/site-identity.ts';
import { route } from '../../http/route.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { SiteIdentityService } from './site-identity-service.ts';

/**
 * The footer's business identity (issue 21 item 5, decision 0503): its public read and the back
 * office's edit. Registered after `installAdmin`; the service also feeds the order messages.
 */
export function installSiteIdentity(app: FastifyInstance): SiteIdentityService {
  const { urls, secrets } = app.config;
  const identity = new SiteIdentityService(
    app.database.db,
    `${urls.pg}/escrow/mark?mid=${encodeURIComponent(secrets.pgMid)}`,
  );
  route(app, siteIdentityRead, () => identity.shown());
  staffRoute(app, adminSiteIdentity, 'content.manage', () => identity.shown());
  staffRoute(app, adminSiteIdentitySave, 'content.manage', async ({ body, request }) => ({
    data: identity.withConfirmation(await identity.save(auditActorOf(request), body)),
  }));
  return identity;
}
