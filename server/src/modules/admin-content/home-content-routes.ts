import type { FastifyInstance } from 'fastify';
import {
  adminCarouselBannerList,
  adminCarouselBannerSave,
  adminFaqCategoryDelete,
  adminFaqCategoryList,
  adminFaqCategorySave,
  adminGuideTabList,
  adminGuideTabSave,
} from '@shop/contract/admin-home-content.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { CarouselBannerService } from './carousel-banner-service.ts';
import type { FaqCategoryService } from './faq-category-service.ts';
import type { GuideTabService } from './guide-tab-service.ts';

/** The home carousel, the FAQ's categories and the guide's tabs (issue 19 §4), after `installAdmin`. */
export function adminHomeContentRoutes(
  app: FastifyInstance,
  {
    banners,
    faqCategories,
    guide,
  }: { banners: CarouselBannerService; faqCategories: FaqCategoryService; guide: GuideTabService },
): void {
  staffRoute(app, adminCarouselBannerList, 'content.manage', async () => banners.list());

  staffRoute(app, adminCarouselBannerSave, 'content.manage', async ({ body, request }) => ({
    data: await banners.save(auditActorOf(request), body.bannerId, body.fields, body.imageBase64),
  }));

  staffRoute(app, adminFaqCategoryList, 'content.manage', async () => faqCategories.list());

  staffRoute(app, adminFaqCategorySave, 'content.manage', async ({ body, request }) => ({
    data: await faqCategories.save(auditActorOf(request), body.categoryCd, body.fields),
  }));

  staffRoute(app, adminFaqCategoryDelete, 'content.manage', async ({ body, request }) =>
    faqCategories.remove(auditActorOf(request), body.categoryCd),
  );

  staffRoute(app, adminGuideTabList, 'content.manage', async () => guide.list());

  staffRoute(app, adminGuideTabSave, 'content.manage', async ({ body, request }) => ({
    data: await guide.save(auditActorOf(request), body.tabIndex, body.fields),
  }));
}
