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
import type { FaqAdminService } from './faq-admin-service.ts';
import type { RecommendedService } from './recommended-service.ts';
import type { SitePopupService } from './site-popup-service.ts';

/** The shop's content in the back office (issue 19 §4), after `installAdmin`. */
export function adminContentRoutes(
  app: FastifyInstance,
  {
    popups,
    recommended,
    faq,
  }: { popups: SitePopupService; recommended: RecommendedService; faq: FaqAdminService },
): void {
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
