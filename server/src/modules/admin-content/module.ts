import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../../lib/file-store.ts';
import type { CatalogService } from '../catalog/service.ts';
import { CarouselBannerService } from './carousel-banner-service.ts';
import { FaqAdminService } from './faq-admin-service.ts';
import { FaqCategoryService } from './faq-category-service.ts';
import { GuideTabService } from './guide-tab-service.ts';
import { adminHomeContentRoutes } from './home-content-routes.ts';
import { RecommendedService } from './recommended-service.ts';
import { adminContentRoutes } from './routes.ts';
import { SitePopupService } from './site-popup-service.ts';

/** The shop's content in the back office (decision 0203), after `installAdmin`. */
export function installAdminContent(
  app: FastifyInstance,
  catalog: CatalogService,
  files: FileStore,
): void {
  adminContentRoutes(app, {
    popups: new SitePopupService(app.database.db),
    recommended: new RecommendedService(app.database.db, catalog),
    faq: new FaqAdminService(app.database.db, app.cache),
  });
  adminHomeContentRoutes(app, {
    banners: new CarouselBannerService(app.database.db, app.cache, files),
    faqCategories: new FaqCategoryService(app.database.db, app.cache),
    guide: new GuideTabService(app.database.db, app.cache),
  });
}
