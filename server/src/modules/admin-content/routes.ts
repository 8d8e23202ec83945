import type { FastifyInstance } from 'fastify';
import {
  adminRecommendedList,
  adminRecommendedSave,
  adminSitePopupList,
  adminSitePopupSave,
} from '@shop/contract/admin-content.ts';
import { adminFaqDelete, adminFaqList, adminFaqSave } from '@shop/contract/admin-faq.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { CatalogService } from '../catalog/service.ts';
import { FaqAdminService } from './faq-admin-service.ts';
import { RecommendedService } from './recommended-service.ts';
import { SitePopupService } from './site-popup-service.ts';

/** The shop's content in the back office (issue 19 §4), after `installAdmin`. */
export function adminContentRoutes(app: FastifyInstance, catalog: CatalogService): void {
  const popups = new SitePopupService(app.database.db);
  const recommended = new RecommendedService(app.database.db, catalog);
  const faq = new FaqAdminService(app.database.db, app.cache);

  staffRoute(app, adminSitePopupList, 'content.manage', async () => popups.list());

  staffRoute(app, adminSitePopupSave, 'content.manage', async ({ body, request }) => ({
    data: await popups.save(auditActorOf(request), body.sitePopupId, body.fields),
  }));

  staffRoute(app, adminRecommendedList, 'content.manage', async () => recommended.list());

  staffRoute(app, adminRecommendedSave, 'content.manage', async ({ body, request }) => ({
    data: await recommended.save(auditActorOf(request), body.productIds),
  }));

  staffRoute(app, adminFaqList, 'content.manage', async ({ query }) => faq.list(query.categoryCd));

  staffRoute(app, adminFaqSave, 'content.manage', async ({ body, request }) => ({
    data: await faq.save(auditActorOf(request), body.faqId, body.fields),
  }));

  staffRoute(app, adminFaqDelete, 'content.manage', async ({ body, request }) =>
    faq.remove(auditActorOf(request), body.faqId),
  );
}
