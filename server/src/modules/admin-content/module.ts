import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/service.ts';
import { FaqAdminService } from './faq-admin-service.ts';
import { RecommendedService } from './recommended-service.ts';
import { adminContentRoutes } from './routes.ts';
import { SitePopupService } from './site-popup-service.ts';

/** The shop's content in the back office (decision 0203), after `installAdmin`. */
export function installAdminContent(app: FastifyInstance, catalog: CatalogService): void {
  adminContentRoutes(app, {
    popups: new SitePopupService(app.database.db),
    recommended: new RecommendedService(app.database.db, catalog),
    faq: new FaqAdminService(app.database.db, app.cache),
  });
}
